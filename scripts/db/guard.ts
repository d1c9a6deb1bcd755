import type { PrismaClient } from "../../generated/prisma/client";
import { nonDemoUsers } from "../../prisma/demo/demo-users";

/**
 * Reloading or deleting the demo data deletes every user. When the database holds users that are
 * not demo users (an administrator made with create-admin, a sign-up), the tool goes on only with
 * `--yes`; the error names who would be lost.
 */
export async function assertMayReplaceData(prisma: PrismaClient, yes: boolean, command: string): Promise<void> {
  if (yes) return;
  const { count, examples } = await nonDemoUsers(prisma);
  if (count === 0) return;
  const more = count > examples.length ? ` y ${count - examples.length} más` : "";
  throw new Error(
    `La base de datos tiene ${count} usuario(s) que no son de demostración: ${examples.join(", ")}${more}. ` +
      `npm run ${command} borra todos los usuarios y los datos. Repite con -- --yes para continuar (npm run ${command} -- --yes).`,
  );
}
