/**
 * `npm run create-admin -- --email ana@club.es --password '…' --first-name Ana --last-name Ruiz`
 *
 * Creates the first administrator (or promotes an existing user) in the configured database, with
 * a password for the local sign-in. This is how production gets its admins: the demo seed never
 * runs there. Run it while no server holds the embedded database (the lock refuses otherwise).
 *
 * It is also the operator's way back in for an admin who lost their password or their second
 * factor: the account leaves with the given password, no second factor (it sets a new one up at
 * its next sign-in, as every admin must) and no open session. A second factor it removes is
 * recorded in the audit log and the account is told by e-mail.
 */
import { hashPassword } from "better-auth/crypto";
import { resolveDatabaseTarget } from "../server/platform/database/config";
import { applyMigrations } from "../server/platform/database/migrations";
import { openDatabase } from "../server/platform/database/open";
import { loadEnvFiles } from "../server/platform/load-env-files";
import { insertAuditRow } from "../server/audit/row";
import { env } from "../server/platform/env";
import { twoFactorChanged } from "../server/mail/templates";
import { parseCreateAdminArgs } from "./create-admin-args";

async function main() {
  loadEnvFiles();
  const { email, password, firstName, lastName } = parseCreateAdminArgs(process.argv.slice(2));
  const db = await openDatabase(resolveDatabaseTarget());
  try {
    await applyMigrations(db.adapter);
    const hash = await hashPassword(password);
    const { user, resetSecondFactor } = await db.prisma.$transaction(async (tx) => {
      const found = await tx.user.findUnique({ where: { email }, select: { role: true, twoFactorEnabled: true } });
      const before = found && { role: found.role };
      const row = await tx.user.upsert({
        where: { email },
        create: { email, firstName, lastName: lastName || null, role: "admin", emailVerified: true },
        update: { role: "admin", twoFactorEnabled: false },
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
      const removed = await tx.twoFactor.deleteMany({ where: { userId: row.id } });
      const reset = Boolean(found?.twoFactorEnabled) || removed.count > 0;
      if (reset) {
        const resetEntry = { action: "two-factor-reset", entityType: "user", entityId: row.id, entityLabel: label } as const;
        await insertAuditRow(tx, origin, resetEntry);
        const message = twoFactorChanged("reset");
        await tx.email.create({ data: { kind: "two-factor", to: email, ...message, status: env().SMTP_URL ? "pending" : "held" } });
      }
      await tx.session.deleteMany({ where: { userId: row.id } });
      return { user: row, resetSecondFactor: reset };
    });
    const account = await db.prisma.account.findFirst({ where: { userId: user.id, providerId: "credential" }, select: { id: true } });
    if (account) await db.prisma.account.update({ where: { id: account.id }, data: { password: hash } });
    else await db.prisma.account.create({ data: { userId: user.id, accountId: user.id, providerId: "credential", password: hash } });
    if (resetSecondFactor) console.log(`Verificación en dos pasos restablecida: ${email} la configurará de nuevo al iniciar sesión.`);
    console.log(`Administrador listo: ${email}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
