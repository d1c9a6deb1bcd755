import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { BankStatementEntry } from "../bank/bank-statement";

type Tx = Prisma.TransactionClient;

/** The EndToEndIds the platform writes: a liquidation's ("LIQ…"), a deposit withdrawal's ("DEP…") and a revocation's refund ("REV…"), 32 characters. */
const END_TO_END_ID = /(?:LIQ|DEP|REV)[0-9A-F]{12}-[0-9A-F]{16}/g;

/** `prefix` + 12 + "-" + 16 hex digits of a row's id: 32 characters, within SEPA's 35, one per row. */
const endToEndIdOf = (prefix: "DEP" | "REV", id: string) => {
  const hex = id.replace(/-/g, "").toUpperCase();
  return `${prefix}${hex.slice(0, 12)}-${hex.slice(12, 28)}`;
};

/** A deposit withdrawal's payout. */
export const withdrawalEndToEndIdOf = (withdrawalId: string) => endToEndIdOf("DEP", withdrawalId);

/** The refund of a participation revoked in its reflection period (issue 66, item 3). */
export const revocationEndToEndIdOf = (investmentId: string) => endToEndIdOf("REV", investmentId);

/**
 * The payout a debit of the club's account completes: one ordered or sent whose EndToEndId the
 * entry's text carries and whose amount is the entry's, locked until the import ends. Null when
 * none (a bank fee, a transfer made outside the platform).
 */
export async function payoutOfDebit(tx: Tx, entry: BankStatementEntry): Promise<{ id: string } | null> {
  const ids = [...new Set(entry.text.toUpperCase().match(END_TO_END_ID) ?? [])];
  if (ids.length !== 1) return null;
  const [payout] = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM payouts WHERE end_to_end_id = ${ids[0]} AND amount = ${entry.amount}::numeric AND status IN ('ordered', 'sent') FOR UPDATE`;
  return payout ?? null;
}

/**
 * Completes a payout with the debit that shows it (`valueDate`: the bank's day). A deposit
 * withdrawal's is then **paid**, and a closing one closes its account.
 */
export async function completePayout(tx: Tx, payoutId: string, valueDate: string): Promise<void> {
  const completedAt = new Date(`${valueDate}T12:00:00Z`);
  const payout = await tx.payout.update({
    where: { id: payoutId },
    data: { status: "completed", completedAt },
    select: { depositWithdrawal: { select: { id: true, amount: true, accountId: true } } },
  });
  const withdrawal = payout.depositWithdrawal;
  if (!withdrawal) return;
  await tx.depositWithdrawal.update({ where: { id: withdrawal.id }, data: { status: "paid" } });
  if (withdrawal.amount === null)
    await tx.depositAccount.update({ where: { id: withdrawal.accountId }, data: { status: "closed", closedAt: completedAt } });
}
