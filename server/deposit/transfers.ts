import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatDate } from "@/lib/format";
import { centsOf, decimalOf } from "@/lib/money";
import { creditDay, periodBefore, periodOf } from "@/lib/deposit/calendar";
import { interestWithholding, type TaeSchedule } from "@/lib/deposit/interest";
import { uncreditedInterest } from "@/lib/deposit/accrual";
import { depositBalance } from "@/lib/deposit/position";
import { calendarDayOf } from "@/lib/validations/calendar-day";
import { WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { calendarDate, fullName, money } from "../shared/dto";
import { readDepositSettings, readTaeSchedule } from "../club/deposit-settings";
import { withholdingRateFor } from "../liquidation/rates";
import { withdrawalEndToEndIdOf } from "../payouts/completion";
import {
  PAYOUT_TO_SEND,
  batchFile,
  batchNumberOf,
  executionDayOf,
  payableBySepa,
  sendBatch,
  type BatchOwner,
  type MadeBatch,
  type ServedBatch,
} from "../payouts/sepa-batch";
import { DEPOSIT_LEDGER_LOCK } from "./ledger-lock";
import { postDepositMovements, type DepositMovementLine } from "../ledger/post-deposit";

type Tx = Prisma.TransactionClient;
type Terms = Awaited<ReturnType<typeof readDepositSettings>>;
/** What paying a withdrawal needs on its execution day: the terms, the TAE schedule and the year's withholding rate. */
export type PayingDay = { executionDay: string; terms: Terms; schedule: TaeSchedule; rate: string };

export const WITHDRAWAL_TO_PAY = {
  id: true,
  accountId: true,
  amount: true,
  account: {
    select: {
      userId: true,
      user: { select: { firstName: true, lastName: true, email: true, iban: true } },
    },
  },
} satisfies Prisma.DepositWithdrawalSelect;
export type WithdrawalToPay = Prisma.DepositWithdrawalGetPayload<{ select: typeof WITHDRAWAL_TO_PAY }>;

/**
 * `POST /api/deposit-withdrawals/transfers { window? }` (issue 51, item 3; issue 64, item 5): a
 * window's approved withdrawals paid by a new SEPA batch of the payouts (server/payouts/sepa-batch.ts).
 * Each becomes its movements, dated the execution day (the window, or today if it has gone), a payout
 * ordered and sent in the batch, and the withdrawal **sent**; the bank's debit completes it (paid).
 * A withdrawal of everything closes the account: the interest accrued in the period up to that day
 * is credited with its withholding, and the balance paid out; the account is **closing** until the
 * debit is seen, then **closed**, and its other pending requests are cancelled.
 *
 * A payee without an IBAN of the SEPA scheme is left out, approved, until they give one. With nothing
 * approved in the window it is a 409. Without `window`, the earliest window with approved withdrawals.
 */
export async function depositWindowTransfers(
  actor: Actor | null,
  window: string | null,
  now = new Date(),
): Promise<MadeBatch & { window: string }> {
  assertAdmin(actor);
  if (window !== null && calendarDayOf(window) !== window)
    throw new AppError("invalid", WITHDRAWAL_MESSAGES.windowInvalid, { fields: { window: WITHDRAWAL_MESSAGES.windowInvalid } });
  const db = await prisma();
  return db.$transaction(async (tx) => {
    // One writer of the deposit ledger at a time: a batch, an interest run, a reversal.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
    const day = window ?? (await earliestApprovedWindow(tx));
    if (day === null) throw new AppError("conflict", WITHDRAWAL_MESSAGES.nothingToPay);
    const owner = windowBatches(day);
    const windowDay = new Date(`${day}T00:00:00Z`);
    const approved = await tx.depositWithdrawal.findMany({
      // A desistimiento's is paid in a batch of refunds, never in a window's (server/payouts/refunds.ts).
      where: { windowDay, status: "approved", desistimiento: false, account: { status: "open" } },
      select: { id: true, accountId: true },
    });
    if (!approved.length) throw new AppError("conflict", WITHDRAWAL_MESSAGES.nothingToPay);
    const accountIds = [...new Set(approved.map((w) => w.accountId))].sort();
    await tx.$queryRaw`SELECT id FROM deposit_accounts WHERE id = ANY(${accountIds}::uuid[]) ORDER BY id FOR UPDATE`;
    const withdrawals = await tx.depositWithdrawal.findMany({
      where: { id: { in: approved.map((w) => w.id) } },
      select: WITHDRAWAL_TO_PAY,
      // Within an account, the partial ones before a total one, which takes what is left.
      orderBy: [{ amount: { sort: "asc", nulls: "last" } }, { id: "asc" }],
    });
    const payable = await payableBySepa(tx, owner, withdrawals, (w) => w.account.user);

    const executionDay = executionDayOf(day, now);
    const paying = await payingDay(tx, executionDay);
    const payoutIds: string[] = [];
    for (const withdrawal of payable) payoutIds.push(await payWithdrawal(tx, withdrawal, paying));
    const payouts = await tx.payout.findMany({ where: { id: { in: payoutIds } }, select: PAYOUT_TO_SEND, orderBy: { endToEndId: "asc" } });
    const made = await sendBatch(tx, actor, owner, {
      payouts,
      executionDay,
      remittance: `Retirada cuenta de depósito ${formatDate(day)}`,
      now,
      leftOut: withdrawals.length - payable.length,
    });
    return { ...made, window: day };
  });
}

/**
 * `GET /api/deposit-withdrawals/transfers?window=yyyy-mm-dd[&batch=N]`: a batch that exists, byte for
 * byte — batch N of the window, or the window's last; 404 when it has none. A download never makes one.
 */
export async function depositTransfersFile(actor: Actor | null, window: string | null, batch: string | null): Promise<ServedBatch> {
  assertAdmin(actor);
  const number = batchNumberOf(batch, WITHDRAWAL_MESSAGES);
  if (window === null || calendarDayOf(window) !== window)
    throw new AppError("invalid", WITHDRAWAL_MESSAGES.windowInvalid, { fields: { window: WITHDRAWAL_MESSAGES.windowInvalid } });
  const db = await prisma();
  return db.$transaction((tx) => batchFile(tx, actor, windowBatches(window), number));
}

/** How a window's batches are kept, named and audited. */
function windowBatches(day: string): BatchOwner {
  return {
    scope: { windowDay: new Date(`${day}T00:00:00Z`) },
    fileName: (n) => `transferencias-deposito-${day}-${n}.xml`,
    audit: { entityType: "deposit_account", entityId: null, label: `Ventana del ${formatDate(day)} · transferencias SEPA` },
    messages: WITHDRAWAL_MESSAGES,
  };
}

const investorOf = (w: WithdrawalToPay) => fullName(w.account.user) ?? w.account.user.email ?? "—";

async function earliestApprovedWindow(tx: Tx): Promise<string | null> {
  const first = await tx.depositWithdrawal.findFirst({
    where: { status: "approved", desistimiento: false, account: { status: "open" } },
    orderBy: { windowDay: "asc" },
    select: { windowDay: true },
  });
  return first ? calendarDate(first.windowDay) : null;
}

/**
 * Posts one withdrawal's movements (withdrawalId) on the execution day and orders its payout (its id);
 * 409 when a partial one is over the balance, or a total one finds nothing to pay.
 */
/** What paying withdrawals on `executionDay` reads once: the terms, the TAE day by day and that year's withholding rate. */
export async function payingDay(tx: Tx, executionDay: string): Promise<PayingDay> {
  const [terms, schedule, rate] = await Promise.all([
    readDepositSettings(tx),
    readTaeSchedule(tx),
    withholdingRateFor(tx, Number(executionDay.slice(0, 4))),
  ]);
  return { executionDay, terms, schedule, rate };
}

/** An account's deposit movements as the interest's arithmetic reads them. */
export async function accountMovements(tx: Tx, accountId: string) {
  const rows = await tx.depositMovement.findMany({ where: { accountId }, select: { kind: true, amount: true, valueDate: true } });
  return rows.map((m) => ({ kind: m.kind, amount: money(m.amount), valueDate: calendarDate(m.valueDate)! }));
}

/**
 * The crediting day whose interest run must come before a withdrawal of everything paid on
 * `executionDay` (the period before it was not credited: closing credits only its own period's days), or null.
 */
export function runOwedBefore(
  movements: Parameters<typeof uncreditedInterest>[0],
  schedule: TaeSchedule,
  executionDay: string,
  crediting: PayingDay["terms"]["depositCrediting"],
): string | null {
  const before = periodBefore(periodOf(executionDay, crediting), crediting);
  return centsOf(uncreditedInterest(movements, schedule, before, before.to)) > 0n ? creditDay(before) : null;
}

export async function payWithdrawal(
  tx: Tx,
  withdrawal: WithdrawalToPay,
  { executionDay, terms, schedule, rate }: PayingDay,
): Promise<string> {
  const valueDate = new Date(`${executionDay}T00:00:00Z`);
  // Re-read: a partial one of the same account in this batch has just posted its movement.
  const movements = await accountMovements(tx, withdrawal.accountId);
  const posted: DepositMovementLine[] = [];
  let amount: string;
  if (withdrawal.amount !== null) {
    amount = money(withdrawal.amount);
    if (centsOf(amount) > depositBalance(movements))
      throw new AppError("conflict", WITHDRAWAL_MESSAGES.overBalance(investorOf(withdrawal)));
  } else {
    const period = periodOf(executionDay, terms.depositCrediting);
    const owed = runOwedBefore(movements, schedule, executionDay, terms.depositCrediting);
    if (owed) throw new AppError("conflict", WITHDRAWAL_MESSAGES.runFirst(formatDate(owed)));
    const interest = uncreditedInterest(movements, schedule, period, executionDay);
    const withholding = interestWithholding(interest, rate);
    if (centsOf(interest) > 0n)
      posted.push({ accountId: withdrawal.accountId, kind: "interest", amount: interest, valueDate, withdrawalId: withdrawal.id });
    if (centsOf(withholding) > 0n)
      posted.push({ accountId: withdrawal.accountId, kind: "withholding", amount: withholding, valueDate, withdrawalId: withdrawal.id });
    amount = decimalOf(depositBalance(movements) + centsOf(interest) - centsOf(withholding));
    await tx.depositAccount.update({ where: { id: withdrawal.accountId }, data: { status: "closing" } });
    await tx.depositWithdrawal.updateMany({
      where: { accountId: withdrawal.accountId, id: { not: withdrawal.id }, status: { in: ["requested", "approved"] } },
      data: { status: "cancelled" },
    });
  }
  if (centsOf(amount) <= 0n) throw new AppError("conflict", WITHDRAWAL_MESSAGES.nothingLeft(investorOf(withdrawal)));
  posted.push({ accountId: withdrawal.accountId, kind: "withdrawal", amount, valueDate, withdrawalId: withdrawal.id });
  await postDepositMovements(tx, posted);
  const payout = await tx.payout.create({
    data: {
      depositWithdrawalId: withdrawal.id,
      userId: withdrawal.account.userId,
      amount,
      endToEndId: withdrawalEndToEndIdOf(withdrawal.id),
    },
    select: { id: true },
  });
  await tx.depositWithdrawal.update({ where: { id: withdrawal.id }, data: { status: "sent" } });
  return payout.id;
}
