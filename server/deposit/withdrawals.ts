import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid, formatDate, formatMoney } from "@/lib/format";
import { centsOf, decimalOf } from "@/lib/money";
import { nextWindow } from "@/lib/deposit/calendar";
import { depositBalance } from "@/lib/deposit/position";
import { DEPOSIT_ACCOUNT_MESSAGES } from "@/lib/validations/deposit-account";
import {
  WITHDRAWAL_ALL,
  WITHDRAWAL_MESSAGES,
  withdrawalCancellationSchema,
  withdrawalSchema,
  type WithdrawalRequest,
} from "@/lib/validations/deposit-withdrawal";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { personLabel } from "../audit/snapshots";
import { calendarDate, fullName, instant, money } from "../shared/dto";
import { readDepositSettings } from "../club/deposit-settings";
import { enqueueEmails } from "../mail/outbox";
import { adminAddresses } from "../mail/notifications";
import { depositWithdrawalCancelled, depositWithdrawalRequested } from "../mail/templates";
import { DEPOSIT_LEDGER_LOCK } from "./ledger-lock";

type Tx = Prisma.TransactionClient;

/** A withdrawal as its investor and the admins see it; `amount` null: all of it. */
export type WithdrawalDto = {
  id: string;
  accountId: string;
  investor: string;
  amount: string | null;
  windowDay: string;
  status: string;
  requestedAt: string;
};

const PENDING = ["requested", "approved"];

const SELECT = {
  id: true,
  accountId: true,
  amount: true,
  windowDay: true,
  status: true,
  requestedAt: true,
  account: { select: { user: { select: { firstName: true, lastName: true, email: true } } } },
} satisfies Prisma.DepositWithdrawalSelect;

const toDto = (row: Prisma.DepositWithdrawalGetPayload<{ select: typeof SELECT }>): WithdrawalDto => ({
  id: row.id,
  accountId: row.accountId,
  investor: fullName(row.account.user) ?? row.account.user.email ?? "—",
  amount: row.amount ? money(row.amount) : null,
  windowDay: calendarDate(row.windowDay)!,
  status: row.status,
  requestedAt: instant(row.requestedAt),
});

/** The caller's account, its row locked for the transaction (two requests at once never take more than the balance). */
async function lockOwnAccount(tx: Tx, userId: string) {
  const [locked] = await tx.$queryRaw<{ id: string }[]>`SELECT id FROM deposit_accounts WHERE user_id = ${userId}::uuid FOR UPDATE`;
  if (!locked) throw new AppError("not-found", DEPOSIT_ACCOUNT_MESSAGES.none);
  return tx.depositAccount.findUniqueOrThrow({
    where: { id: locked.id },
    select: {
      id: true,
      status: true,
      movements: { select: { kind: true, amount: true } },
      withdrawals: { where: { status: { in: PENDING } }, select: { amount: true } },
      user: { select: { firstName: true, lastName: true, email: true } },
    },
  });
}

/**
 * `POST /api/deposit-accounts/mine/withdrawals` (issue 51, item 3): the investor asks for part of
 * the balance (at least the configured minimum, at most the balance less what they already asked
 * for) or all of it; queued for the first operating window after the notice, for an admin to
 * approve. Audited; the admins are e-mailed.
 */
export async function requestWithdrawal(actor: Actor | null, input: unknown, now = new Date()): Promise<WithdrawalDto> {
  assertSignedIn(actor);
  const { amount } = withdrawalSchema.parse(input);
  const db = await prisma();
  const id = await db.$transaction((tx) => requestWithdrawalIn(tx, actor, amount, now));
  return getWithdrawal(id);
}

/**
 * The request's writes inside the caller's transaction, as `now` sees the calendar (the demo's
 * history asks its withdrawals with it, prisma/demo/history.ts). Returns the request's id.
 */
export async function requestWithdrawalIn(tx: Tx, actor: Actor, amount: WithdrawalRequest["amount"], now: Date): Promise<string> {
  const account = await lockOwnAccount(tx, actor.id);
  if (account.status !== "open") throw new AppError("conflict", WITHDRAWAL_MESSAGES.closed);
  if (account.withdrawals.some((w) => w.amount === null)) throw new AppError("conflict", WITHDRAWAL_MESSAGES.totalPending);
  const terms = await readDepositSettings(tx);
  const windowDay = nextWindow(dayInMadrid(now), terms.depositWindows, terms.depositNoticeDays);
  if (!windowDay) throw new AppError("conflict", WITHDRAWAL_MESSAGES.noWindows);
  if (amount !== WITHDRAWAL_ALL) {
    const asked = account.withdrawals.reduce((sum, w) => sum + centsOf(money(w.amount!)), 0n);
    const available = depositBalance(account.movements.map((m) => ({ kind: m.kind, amount: money(m.amount) }))) - asked;
    const fail = (message: string) => new AppError("invalid", message, { fields: { amount: message } });
    if (centsOf(amount) < centsOf(terms.depositMinWithdrawal))
      throw fail(WITHDRAWAL_MESSAGES.belowMinimum(formatMoney(terms.depositMinWithdrawal)));
    if (centsOf(amount) > available)
      throw fail(WITHDRAWAL_MESSAGES.aboveAvailable(formatMoney(decimalOf(available > 0n ? available : 0n))));
  }
  const row = await tx.depositWithdrawal.create({
    data: {
      accountId: account.id,
      amount: amount === WITHDRAWAL_ALL ? null : amount,
      windowDay: new Date(`${windowDay}T00:00:00Z`),
      requestedAt: now,
    },
    select: { id: true },
  });
  const label = amount === WITHDRAWAL_ALL ? "todo el saldo" : formatMoney(amount);
  await recordAudit(tx, actor, {
    action: "update",
    entityType: "deposit_account",
    entityId: account.id,
    entityLabel: personLabel(account.user),
    after: { withdrawalRequested: label, date: windowDay },
  });
  await enqueueEmails(
    tx,
    {
      kind: "deposit-withdrawal",
      ...depositWithdrawalRequested({
        investor: personLabel(account.user) ?? "Un inversor",
        amount: label,
        window: formatDate(windowDay),
      }),
    },
    await adminAddresses(tx),
  );
  return row.id;
}

/** The investor withdraws a request while it waits for approval (`DELETE …/withdrawals/{id}`). */
export async function cancelWithdrawal(actor: Actor | null, id: string): Promise<WithdrawalDto> {
  assertSignedIn(actor);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const row = await tx.depositWithdrawal.findFirst({
      where: { id: rowId(id), account: { userId: actor.id } },
      select: { id: true, accountId: true, status: true },
    });
    if (!row) notFound();
    const { count } = await tx.depositWithdrawal.updateMany({ where: { id: row.id, status: "requested" }, data: { status: "cancelled" } });
    if (!count) throw new AppError("conflict", WITHDRAWAL_MESSAGES.notRequested);
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "deposit_account",
      entityId: row.accountId,
      entityLabel: personLabel(actor),
      before: { status: "requested" },
      after: { status: "cancelled" },
    });
  });
  return getWithdrawal(id);
}

/** An admin approves a request: it is paid in its window (409 unless it still waits). */
export async function approveWithdrawal(actor: Actor | null, id: string, now = new Date()): Promise<WithdrawalDto> {
  assertAdmin(actor);
  const db = await prisma();
  await db.$transaction((tx) => approveWithdrawalIn(tx, actor, rowId(id), now));
  return getWithdrawal(id);
}

/** The approval's writes inside the caller's transaction (the demo's history approves with it). */
export async function approveWithdrawalIn(tx: Tx, actor: Actor, id: string, now: Date): Promise<void> {
  const row = await tx.depositWithdrawal.findUnique({
    where: { id },
    select: { id: true, accountId: true, account: { select: { user: { select: { firstName: true, lastName: true, email: true } } } } },
  });
  if (!row) notFound();
  const { count } = await tx.depositWithdrawal.updateMany({
    where: { id: row.id, status: "requested" },
    data: { status: "approved", approvedById: actor.id, approvedAt: now },
  });
  if (!count) throw new AppError("conflict", WITHDRAWAL_MESSAGES.notRequested);
  await recordAudit(tx, actor, {
    action: "update",
    entityType: "deposit_account",
    entityId: row.accountId,
    entityLabel: personLabel(row.account.user),
    before: { status: "requested" },
    after: { status: "approved" },
  });
}

/**
 * `POST /api/deposit-withdrawals/{id}/cancellation { reason }`: an admin cancels a withdrawal that
 * has not gone to the bank (requested or approved) — one over what the account now holds, a total
 * one of an account with nothing left, one asked by mistake —; audited with the reason, the investor
 * e-mailed. 409 once it is sent, paid or cancelled. Nothing was posted for it, so nothing is undone.
 */
export async function cancelWithdrawalByAdmin(actor: Actor | null, id: string, input: unknown): Promise<WithdrawalDto> {
  assertAdmin(actor);
  const { reason } = withdrawalCancellationSchema.parse(input);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    // Under the ledger's lock: a window's transfers being made now either take it or find it cancelled.
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
    const row = await tx.depositWithdrawal.findUnique({ where: { id: rowId(id) }, select: { ...SELECT, desistimiento: true } });
    if (!row) notFound();
    // A desistimiento's refund is owed by law: it is paid from Devoluciones, never cancelled here.
    if (row.desistimiento) throw new AppError("conflict", WITHDRAWAL_MESSAGES.desistimiento);
    const { count } = await tx.depositWithdrawal.updateMany({
      where: { id: row.id, status: { in: PENDING } },
      data: { status: "cancelled" },
    });
    if (!count) throw new AppError("conflict", WITHDRAWAL_MESSAGES.notPending);
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "deposit_account",
      entityId: row.accountId,
      entityLabel: personLabel(row.account.user),
      before: { status: row.status },
      after: { status: "cancelled", reason },
    });
    if (row.account.user.email)
      await enqueueEmails(
        tx,
        {
          kind: "deposit-withdrawal",
          ...depositWithdrawalCancelled({
            amount: row.amount ? formatMoney(money(row.amount)) : "todo el saldo",
            window: formatDate(calendarDate(row.windowDay)!),
            reason,
          }),
        },
        [row.account.user.email],
      );
  });
  return getWithdrawal(id);
}

async function getWithdrawal(id: string): Promise<WithdrawalDto> {
  const db = await prisma();
  return toDto(await db.depositWithdrawal.findUniqueOrThrow({ where: { id }, select: SELECT }));
}

/** The caller's own withdrawals, the latest first. */
export async function listOwnWithdrawals(actor: Actor | null): Promise<WithdrawalDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.depositWithdrawal.findMany({
    where: { account: { userId: actor.id } },
    select: SELECT,
    orderBy: [{ requestedAt: "desc" }, { id: "asc" }],
  });
  return rows.map(toDto);
}

/**
 * `GET /api/deposit-withdrawals`: the queue — waiting, approved, or sent and not yet seen paid — by window
 * (admins). A desistimiento's refund is no window's: Devoluciones lists it (server/payouts/refunds.ts).
 */
export async function listWithdrawalQueue(actor: Actor | null): Promise<WithdrawalDto[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.depositWithdrawal.findMany({
    where: { status: { in: [...PENDING, "sent"] }, desistimiento: false },
    select: SELECT,
    orderBy: [{ windowDay: "asc" }, { requestedAt: "asc" }, { id: "asc" }],
  });
  return rows.map(toDto);
}
