/**
 * `npm run create-admin -- --email ana@club.es --password '…' --first-name Ana --last-name Ruiz`
 *
 * Creates the first administrator (or promotes an existing user) in the configured database, with
 * a password for the local sign-in. This is how production gets its admins: the demo seed never
 * runs there. Run it while no server holds the embedded database (the lock refuses otherwise).
 */
import { hashPassword } from "better-auth/crypto";
import { resolveDatabaseTarget } from "../server/database/config";
import { applyMigrations } from "../server/database/migrations";
import { openDatabase } from "../server/database/open";
import { loadEnvFiles } from "../server/load-env-files";
import { insertAuditRow } from "../server/audit/row";
import { parseCreateAdminArgs } from "./create-admin-args";

async function main() {
  loadEnvFiles();
  const { email, password, firstName, lastName } = parseCreateAdminArgs(process.argv.slice(2));
  const db = await openDatabase(resolveDatabaseTarget());
  try {
    await applyMigrations(db.adapter);
    const hash = await hashPassword(password);
    const user = await db.prisma.$transaction(async (tx) => {
      const before = await tx.user.findUnique({ where: { email }, select: { role: true } });
      const row = await tx.user.upsert({
        where: { email },
        create: { email, firstName, lastName: lastName || null, role: "admin", emailVerified: true },
        update: { role: "admin" },
        select: { id: true, firstName: true, lastName: true },
      });
      // The audit log says who became an admin, and that it was done on the machine itself.
      const label = [row.firstName, row.lastName].filter(Boolean).join(" ") || email;
      const origin = { actorId: null, actorEmail: null, address: "npm run create-admin" };
      const entry = {
        action: before ? "role" : "create",
        entityType: "user",
        entityId: row.id,
        entityLabel: label,
        before,
        after: { role: "admin" },
      } as const;
      await insertAuditRow(tx, origin, entry);
      return row;
    });
    const account = await db.prisma.account.findFirst({ where: { userId: user.id, providerId: "credential" }, select: { id: true } });
    if (account) await db.prisma.account.update({ where: { id: account.id }, data: { password: hash } });
    else await db.prisma.account.create({ data: { userId: user.id, accountId: user.id, providerId: "credential", password: hash } });
    console.log(`Administrador listo: ${email}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
