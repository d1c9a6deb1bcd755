import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import { centsOf } from "@/lib/money";
import { readDepositTerms } from "../club/deposit-settings";
import { DEPOSIT_ACCOUNT_SELECT, depositFigures } from "./mine";

type Tx = Prisma.TransactionClient;
type Account = Prisma.DepositAccountGetPayload<{ select: typeof DEPOSIT_ACCOUNT_SELECT }>;

/**
 * Winds a deposit account up, in the caller's transaction under the ledger's lock and the account's
 * row lock: its pending withdrawals are cancelled; an account that holds nothing and has no interest
 * to credit closes at once; any other gets an approved withdrawal of everything for today — a window's
 * batch pays an admin's closure (./closing.ts), Devoluciones a desistimiento (./desistimiento.ts) —,
 * which credits the interest to the transfer's day and closes it once the bank's debit is seen.
 */
export async function windUpAccount(
  tx: Tx,
  account: Account,
  now: Date,
  how: { approvedById: string | null; desistimiento: boolean },
): Promise<{ empty: boolean; cancelled: number }> {
  const { count: cancelled } = await tx.depositWithdrawal.updateMany({
    where: { accountId: account.id, status: { in: ["requested", "approved"] } },
    data: { status: "cancelled" },
  });
  const today = dayInMadrid(now);
  const figures = depositFigures(account, ...(await readDepositTerms(tx)), today);
  // Nothing held and nothing earned still to credit: a withdrawal of everything would find nothing to
  // transfer and stop its batch for every other investor.
  const empty = centsOf(figures.balance) === 0n && centsOf(figures.accruedInterest) === 0n && !figures.awaitingCredit;
  if (empty) await tx.depositAccount.update({ where: { id: account.id }, data: { status: "closed", closedAt: now } });
  else
    await tx.depositWithdrawal.create({
      data: {
        accountId: account.id,
        amount: null,
        windowDay: new Date(`${today}T00:00:00Z`),
        status: "approved",
        requestedAt: now,
        approvedById: how.approvedById,
        approvedAt: now,
        desistimiento: how.desistimiento,
      },
    });
  return { empty, cancelled };
}
