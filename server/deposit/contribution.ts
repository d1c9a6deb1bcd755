import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatDate, formatMoney } from "@/lib/format";
import type { Actor } from "../core/actor";
import { postDepositMovements } from "../ledger/post-deposit";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { enqueueEmails } from "../mail/outbox";
import { depositContributionReceived } from "../mail/templates";

type Tx = Prisma.TransactionClient;

/** An open deposit account a bank credit may pay into (its reference in the credit's text). */
export type PayableDepositAccount = { id: string; userId: string; paymentReference: string };

/**
 * The open accounts the references name, locked for the caller's transaction: an account being closed
 * meanwhile (server/account/closure.ts, server/deposit/closing.ts) is either seen closed here — its
 * credit then waits for review — or sees this credit in its balance.
 */
export async function depositAccountsByReference(tx: Tx, references: string[]): Promise<PayableDepositAccount[]> {
  if (!references.length) return [];
  const locked = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM deposit_accounts WHERE payment_reference = ANY(${references}) AND status = 'open' ORDER BY id FOR UPDATE`;
  if (!locked.length) return [];
  return tx.depositAccount.findMany({
    where: { id: { in: locked.map((row) => row.id) } },
    select: { id: true, userId: true, paymentReference: true },
  });
}

/**
 * The credit `entryId` becomes a contribution to the deposit account (issue 51, item 3), dated the
 * statement's value day — it earns from then —, e-mailed to its investor as a receipt and audited.
 */
export async function recordDepositContribution(
  tx: Tx,
  actor: Actor,
  entryId: string,
  account: PayableDepositAccount,
  amount: string,
  valueDate: string,
): Promise<string> {
  const [movementId] = await postDepositMovements(tx, [
    { accountId: account.id, kind: "contribution", amount, valueDate, note: "Transferencia conciliada con el extracto del banco" },
  ]);
  await tx.bankEntry.update({ where: { id: entryId }, data: { depositMovementId: movementId, depositAccountId: account.id } });
  const owner = await tx.user.findUniqueOrThrow({
    where: { id: account.userId },
    select: { email: true, firstName: true, lastName: true },
  });
  await recordAudit(tx, actor, {
    action: "update",
    entityType: "deposit_account",
    entityId: account.id,
    entityLabel: personLabel(owner),
    after: { depositMovement: "contribution", amount, date: valueDate },
  });
  if (owner.email)
    await enqueueEmails(
      tx,
      { kind: "movement", ...depositContributionReceived({ amount: formatMoney(amount), date: formatDate(valueDate) }) },
      [owner.email],
    );
  return movementId!;
}
