import { hashPassword } from "better-auth/crypto";
import type { PrismaClient } from "../generated/prisma/client";
import { insertAuditRow } from "../server/audit/row";
import { env } from "../server/platform/env";
import { twoFactorChanged } from "../server/mail/templates";
import type { CreateAdminArgs } from "./create-admin-args";

/**
 * What `npm run create-admin` does to the database (scripts/create-admin.ts): the user with that
 * e-mail becomes an administrator with that password (created if new), with no second factor and no
 * open session; a second factor removed is audited and e-mailed. Returns whether one was removed.
 */
export async function makeAdmin(
  prisma: PrismaClient,
  { email, password, firstName, lastName }: CreateAdminArgs,
): Promise<{ resetSecondFactor: boolean }> {
  const hash = await hashPassword(password);
  const { user, resetSecondFactor } = await prisma.$transaction(async (tx) => {
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
  const account = await prisma.account.findFirst({ where: { userId: user.id, providerId: "credential" }, select: { id: true } });
  if (account) await prisma.account.update({ where: { id: account.id }, data: { password: hash } });
  else await prisma.account.create({ data: { userId: user.id, accountId: user.id, providerId: "credential", password: hash } });
  return { resetSecondFactor };
}
