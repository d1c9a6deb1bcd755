import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { recordAudit } from "../audit/record";
import type { AuditAction } from "@/lib/audit";
import { personLabel, pickFields, USER_AUDIT } from "../audit/snapshots";
import type { Actor } from "../core/actor";

type Tx = Prisma.TransactionClient;

const actorSelect = { id: true, email: true, firstName: true, lastName: true, role: true } as const;

/**
 * The audit rows of the sign-in flows, written with the transaction of the sign-in library's
 * write (server/auth/audited-writes.ts). The person is looked up in that transaction.
 */
export function recordAccountEvent(action: AuditAction, who: { email: string } | { userId: string }, by: "self" | Actor | null) {
  return async (tx: Tx) => {
    const where = "email" in who ? { email: who.email.trim().toLowerCase() } : { id: who.userId };
    const select = { ...actorSelect, ...USER_AUDIT };
    const live = await tx.user.findUnique({ where, select });
    const closed = !live && "email" in who ? await closedAccountOf(tx, who.email) : null;
    const user = live ?? (closed ? await tx.user.findUnique({ where: { id: closed }, select }) : null);
    const actor: Actor | null = by === "self" ? user : by;
    await recordAudit(
      tx,
      actor,
      {
        action,
        entityType: "user",
        entityId: user?.id ?? null,
        entityLabel: personLabel(user),
        ...(action === "sign-up" && user ? { after: pickFields(user, USER_AUDIT) } : {}),
      },
      // A closed account's old e-mail is never written again: its attempts go under its pseudonym.
      "email" in who ? (closed ? personLabel(user) : who.email) : null,
    );
  };
}

/** The closed account whose blocked identity had this e-mail (server/account/blocking.ts), if any. */
async function closedAccountOf(tx: Tx, email: string): Promise<string | null> {
  const [row] = await tx.$queryRaw<{ userId: string }[]>`
    SELECT user_id AS "userId" FROM blocked_accounts WHERE lower(identity->>'email') = ${email.trim().toLowerCase()} LIMIT 1`;
  return row?.userId ?? null;
}
