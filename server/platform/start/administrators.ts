import type { PrismaClient } from "../../../generated/prisma/client";

/** Said at start when nobody can run the back-office: production has no demo accounts. */
export async function noAdministratorWarning(prisma: PrismaClient): Promise<string | null> {
  // ROLES.admin of server/core/actor.ts, which is server-only and cannot load in server.ts.
  if ((await prisma.user.count({ where: { role: "admin" } })) > 0) return null;
  return (
    "Aviso: no hay ningún administrador y nadie puede entrar en /admin. Crea el primero (con el servidor detenido " +
    "si usas la base de datos embebida): npm run create-admin -- --email <email> --password <contraseña> --first-name <nombre>"
  );
}
