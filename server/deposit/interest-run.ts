import "server-only";
import { lateWithholdingNote } from "@/lib/deposit/withholding-filing";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid, formatDate, formatMoney } from "@/lib/format";
import { centsOf, decimalOf } from "@/lib/money";
import { addDays, creditDay, periodOf } from "@/lib/deposit/calendar";
import { interestWithholding, taesWithin, type TaeSchedule } from "@/lib/deposit/interest";
import { uncreditedInterest } from "@/lib/deposit/accrual";
import { depositBalance, taxEffect } from "@/lib/deposit/position";
import { WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import { DEPOSIT_RUN_MESSAGES, interestRunSchema, runReversalSchema } from "@/lib/validations/deposit-run";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { calendarDate, fullName, instant, money } from "../shared/dto";
import { readDepositSettings, readTaeSchedule } from "../club/deposit-settings";
import { withholdingRateFor } from "../liquidation/rates";
import { enqueueEmails } from "../mail/outbox";
import { depositInterestCredited } from "../mail/templates";
import { DEPOSIT_LEDGER_LOCK } from "./ledger-lock";
import { postDepositMovements } from "../ledger/post-deposit";
import type { DepositMovementKind } from "@/lib/deposit/position";

type Tx = Prisma.TransactionClient;

/** One account's interest of the period: gross, the withholding, what it adds. */
export type InterestLine = { accountId: string; investor: string; opening: string; interest: string; withholding: string; net: string };

/** The period's run as previewed or confirmed: the period, its rates and each account's line with the totals. */
export type InterestRunPreview = {
  periodFrom: string;
  periodTo: string;
  creditedOn: string;
  /** The TAE counting on the credit day (kept on the run). */
  tae: string;
  /** The TAEs in force over the period, each from the day it counted (one, unless Configuración changed it meanwhile). */
  taes: { from: string; tae: string }[];
  withholdingRate: string;
  lines: InterestLine[];
  totals: { interest: string; withholding: string; net: string };
};

export type InterestRunDto = InterestRunPreview & {
  id: string;
  status: "confirmed" | "reversed";
  confirmedAt: string;
  confirmedBy: string | null;
  reversedAt: string | null;
  reason: string | null;
};

/**
 * The period whose crediting day is `creditedOn` (its last day), once it has ended: the run is
 * made on that day or later (Madrid), never for a period still running (400 on `period`).
 */
async function periodOfRun(tx: Pick<Tx, "setting">, creditedOn: string, now: Date) {
  const terms = await readDepositSettings(tx);
  const period = periodOf(creditedOn, terms.depositCrediting);
  if (creditDay(period) !== creditedOn)
    throw new AppError("invalid", DEPOSIT_RUN_MESSAGES.notPeriodEnd, { fields: { period: DEPOSIT_RUN_MESSAGES.notPeriodEnd } });
  if (creditedOn > dayInMadrid(now))
    throw new AppError("invalid", DEPOSIT_RUN_MESSAGES.notEnded, { fields: { period: DEPOSIT_RUN_MESSAGES.notEnded } });
  return period;
}

/**
 * The first day of `period` no confirmed run has credited: the day after the latest run that ended
 * before the period's last day, when that falls inside the period (the crediting setting changed from
 * quarterly to monthly, say, or back). A period whose last day a confirmed run already credited is a
 * 409 naming that run: whatever the setting says now, no day is credited twice.
 */
async function firstUncreditedDay(tx: Tx, period: { from: string; to: string }): Promise<string> {
  const last = new Date(`${creditDay(period)}T00:00:00Z`);
  const confirmed = { status: "confirmed" } as const;
  const covering = await tx.depositInterestRun.findFirst({
    where: { ...confirmed, periodFrom: { lte: last }, creditedOn: { gte: last } },
    select: { periodFrom: true, creditedOn: true },
  });
  if (covering) {
    const [from, to] = [calendarDate(covering.periodFrom)!, calendarDate(covering.creditedOn)!];
    const message =
      to === creditDay(period) ? DEPOSIT_RUN_MESSAGES.alreadyRun : DEPOSIT_RUN_MESSAGES.alreadyCredited(formatDate(from), formatDate(to));
    throw new AppError("conflict", message);
  }
  const before = await tx.depositInterestRun.findFirst({
    where: { ...confirmed, creditedOn: { lt: last } },
    orderBy: { creditedOn: "desc" },
    select: { creditedOn: true },
  });
  const after = before ? addDays(calendarDate(before.creditedOn)!, 1) : period.from;
  return after > period.from ? after : period.from;
}

/**
 * What the period's run credits (lib/deposit/interest.ts): each account that held money in the
 * period, its interest at the TAE in force, rounded to cents once, and the withholding at the
 * credit day's year rate (19 % unless Configuración says otherwise), rounded to cents.
 */
async function computeRun(tx: Tx, creditedOn: string, now: Date): Promise<InterestRunPreview> {
  const period = await periodOfRun(tx, creditedOn, now);
  const { to } = period;
  const from = await firstUncreditedDay(tx, period);
  const [rate, schedule] = await Promise.all([withholdingRateFor(tx, Number(creditedOn.slice(0, 4))), readTaeSchedule(tx)]);
  // Every open account: one that held nothing in the period earns nothing and is left out. One being
  // closed (its total withdrawal sent) or closed had its interest to the closing day credited with it,
  // over the days of its closing period as the crediting setting then said: a run never credits it
  // again (after a change of setting, a monthly run would otherwise count those days twice).
  const accounts = await tx.depositAccount.findMany({
    where: { status: "open" },
    select: {
      id: true,
      user: { select: { firstName: true, lastName: true, email: true } },
      movements: { select: { kind: true, amount: true, valueDate: true }, where: { valueDate: { lt: new Date(`${to}T00:00:00Z`) } } },
    },
    orderBy: { id: "asc" },
  });
  const lines: InterestLine[] = [];
  for (const account of accounts) {
    const movements = account.movements.map((m) => ({ kind: m.kind, amount: money(m.amount), valueDate: calendarDate(m.valueDate)! }));
    const opening = decimalOf(depositBalance(movements.filter((m) => m.valueDate < from)));
    // Days already credited (an account closed in the period had its interest to the day then) are left out.
    const interest = uncreditedInterest(movements, schedule, { from, to }, to);
    if (centsOf(interest) <= 0n) continue;
    const withholding = interestWithholding(interest, rate);
    lines.push({
      accountId: account.id,
      investor: fullName(account.user) ?? account.user.email ?? "—",
      opening,
      interest,
      withholding,
      net: decimalOf(centsOf(interest) - centsOf(withholding)),
    });
  }
  const sum = (pick: (line: InterestLine) => string) => decimalOf(lines.reduce((total, line) => total + centsOf(pick(line)), 0n));
  return {
    periodFrom: from,
    periodTo: creditedOn,
    creditedOn,
    tae: taesWithin(schedule, creditedOn, to)[0]!.tae,
    taes: taesWithin(schedule, from, to),
    withholdingRate: rate,
    lines,
    totals: { interest: sum((l) => l.interest), withholding: sum((l) => l.withholding), net: sum((l) => l.net) },
  };
}

/** A preview also says when its withholding falls in a quarter whose Modelo 123 is already due (lib/deposit/withholding-filing.ts). */
export type InterestRunPreviewDto = InterestRunPreview & { lateFiling: string | null };

/** `POST /api/deposit-interest-runs/preview`: what confirming the period's run would credit; writes nothing. */
export async function previewInterestRun(actor: Actor | null, input: unknown, now = new Date()): Promise<InterestRunPreviewDto> {
  assertAdmin(actor);
  const { period } = interestRunSchema.parse(input);
  const db = await prisma();
  const preview = await db.$transaction((tx) => computeRun(tx, period, now));
  return { ...preview, lateFiling: lateWithholdingNote(preview.creditedOn, preview.totals.withholding, dayInMadrid(now)) };
}

/**
 * Confirms the period's run (issue 51, item 3), in one transaction under the run's lock: for each
 * account its interest and the withholding become movements dated the crediting day, the run keeps
 * the figures, each investor is e-mailed, and it is audited. No day in two confirmed runs (409).
 */
export async function confirmInterestRun(actor: Actor | null, input: unknown, now = new Date()): Promise<InterestRunDto> {
  assertAdmin(actor);
  const { period } = interestRunSchema.parse(input);
  const db = await prisma();
  const id = await db.$transaction((tx) => confirmInterestRunIn(tx, actor, period, now));
  return getInterestRun(actor, id);
}

/**
 * The run's writes inside the caller's transaction, for the crediting day `period` as `now` sees it:
 * what `confirmInterestRun` does once the input is validated (the demo's history credits its ended
 * quarters with it, prisma/demo/history.ts). Returns the run's id.
 */
export async function confirmInterestRunIn(tx: Tx, actor: Actor, period: string, now: Date): Promise<string> {
  await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
  // Under the lock, computeRun refuses days a confirmed run credited (409).
  const preview = await computeRun(tx, period, now);
  const valueDate = new Date(`${period}T00:00:00Z`);
  const run = await tx.depositInterestRun.create({
    data: {
      periodFrom: new Date(`${preview.periodFrom}T00:00:00Z`),
      creditedOn: valueDate,
      tae: preview.tae,
      withholdingRate: preview.withholdingRate,
      totalInterest: preview.totals.interest,
      totalWithholding: preview.totals.withholding,
      accounts: preview.lines.length,
      confirmedById: actor.id,
      confirmedAt: now,
    },
    select: { id: true },
  });
  for (const line of preview.lines) {
    await postDepositMovements(tx, [
      { accountId: line.accountId, kind: "interest", amount: line.interest, valueDate, runId: run.id },
      ...(centsOf(line.withholding) > 0n
        ? [{ accountId: line.accountId, kind: "withholding" as const, amount: line.withholding, valueDate, runId: run.id }]
        : []),
    ]);
    const owner = await tx.depositAccount.findUniqueOrThrow({
      where: { id: line.accountId },
      select: { user: { select: { email: true } } },
    });
    if (owner.user.email)
      await enqueueEmails(
        tx,
        {
          kind: "movement",
          ...depositInterestCredited({
            period: `${formatDate(preview.periodFrom)} – ${formatDate(period)}`,
            interest: formatMoney(line.interest),
            withholding: formatMoney(line.withholding),
            net: formatMoney(line.net),
          }),
        },
        [owner.user.email],
      );
  }
  await recordAudit(tx, actor, {
    action: "create",
    entityType: "deposit_account",
    entityId: run.id,
    entityLabel: `Intereses del ${formatDate(preview.periodFrom)} al ${formatDate(period)}`,
    after: { accounts: preview.lines.length, interest: preview.totals.interest, withholding: preview.totals.withholding },
  });
  return run.id;
}

/**
 * Reverses a confirmed run: each of its movements is cancelled by one of the same kind and the
 * opposite amount (posted movements are never edited), with the reason, audited; the period may then
 * be run again. 409 when already reversed, or when one of its accounts has since been closed.
 */
export async function reverseInterestRun(actor: Actor | null, id: string, input: unknown, now = new Date()): Promise<InterestRunDto> {
  assertAdmin(actor);
  const { reason } = runReversalSchema.parse(input);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${DEPOSIT_LEDGER_LOCK}))`;
    const run = await tx.depositInterestRun.findUnique({ where: { id: rowId(id) }, select: { id: true, status: true, creditedOn: true } });
    if (!run) notFound();
    if (run.status !== "confirmed") throw new AppError("conflict", DEPOSIT_RUN_MESSAGES.alreadyReversed);
    const movements = await tx.depositMovement.findMany({
      where: { runId: run.id, reversesId: null },
      select: { id: true, accountId: true, kind: true, amount: true, valueDate: true, account: { select: { status: true } } },
    });
    // A closing credited only the days after this run's: reversing it would leave them unpaid.
    if (movements.some((m) => m.account.status !== "open")) throw new AppError("conflict", WITHDRAWAL_MESSAGES.runAfterClosing);
    await assertReversalLeavesNoDebt(tx, movements);
    await postDepositMovements(
      tx,
      movements.map((m) => ({
        accountId: m.accountId,
        kind: m.kind as DepositMovementKind,
        amount: m.amount.negated().toFixed(2),
        valueDate: m.valueDate,
        reversesId: m.id,
        runId: run.id,
        note: reason,
      })),
    );
    await tx.depositInterestRun.update({
      where: { id: run.id },
      data: { status: "reversed", reversedAt: now, reversedById: actor.id, reason },
    });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "deposit_account",
      entityId: run.id,
      entityLabel: `Intereses abonados el ${formatDate(calendarDate(run.creditedOn))}`,
      before: { status: "confirmed" },
      after: { status: "reversed", reason },
    });
  });
  return getInterestRun(actor, id);
}

/**
 * Issue 64, item 4: a reversal never leaves an account below zero — its interest may have gone out in
 * a withdrawal since. Refused (409) naming the investor, where the balance would land and what they
 * would have to pay in first; the deposit ledger's door refuses it too, without those words.
 */
async function assertReversalLeavesNoDebt(tx: Tx, movements: { accountId: string; kind: string; amount: Prisma.Decimal }[]) {
  for (const accountId of new Set(movements.map((m) => m.accountId))) {
    const account = await tx.depositAccount.findUniqueOrThrow({
      where: { id: accountId },
      select: { movements: { select: { kind: true, amount: true } }, user: { select: { firstName: true, lastName: true, email: true } } },
    });
    const reversed = movements.filter((m) => m.accountId === accountId).map((m) => ({ kind: m.kind, amount: money(m.amount) }));
    const after = depositBalance(account.movements.map((m) => ({ kind: m.kind, amount: money(m.amount) }))) - depositBalance(reversed);
    if (after >= 0n) continue;
    const investor = fullName(account.user) ?? account.user.email ?? "—";
    throw new AppError(
      "conflict",
      DEPOSIT_RUN_MESSAGES.reversalBelowZero(investor, formatMoney(decimalOf(after)), formatMoney(decimalOf(-after))),
    );
  }
}

const RUN_SELECT = {
  id: true,
  periodFrom: true,
  creditedOn: true,
  tae: true,
  withholdingRate: true,
  totalInterest: true,
  totalWithholding: true,
  status: true,
  confirmedAt: true,
  reversedAt: true,
  reason: true,
  confirmedBy: { select: { firstName: true, lastName: true, email: true } },
  movements: {
    where: { reversesId: null },
    select: {
      kind: true,
      amount: true,
      accountId: true,
      account: { select: { user: { select: { firstName: true, lastName: true, email: true } } } },
    },
  },
} satisfies Prisma.DepositInterestRunSelect;

function toRunDto(row: Prisma.DepositInterestRunGetPayload<{ select: typeof RUN_SELECT }>, schedule: TaeSchedule): InterestRunDto {
  const byAccount = new Map<string, InterestLine>();
  for (const m of row.movements) {
    const line = byAccount.get(m.accountId) ?? {
      accountId: m.accountId,
      investor: fullName(m.account.user) ?? m.account.user.email ?? "—",
      opening: "",
      interest: "0.00",
      withholding: "0.00",
      net: "0.00",
    };
    const { gross, withheld } = taxEffect(m);
    line.interest = decimalOf(centsOf(line.interest) + gross);
    line.withholding = decimalOf(centsOf(line.withholding) + withheld);
    line.net = decimalOf(centsOf(line.interest) - centsOf(line.withholding));
    byAccount.set(m.accountId, line);
  }
  const interest = money(row.totalInterest);
  const withholding = money(row.totalWithholding);
  return {
    id: row.id,
    periodFrom: calendarDate(row.periodFrom)!,
    periodTo: calendarDate(row.creditedOn)!,
    creditedOn: calendarDate(row.creditedOn)!,
    tae: money(row.tae),
    taes: taesWithin(schedule, calendarDate(row.periodFrom)!, addDays(calendarDate(row.creditedOn)!, 1)),
    withholdingRate: money(row.withholdingRate),
    lines: [...byAccount.values()],
    totals: { interest, withholding, net: decimalOf(centsOf(interest) - centsOf(withholding)) },
    status: row.status as "confirmed" | "reversed",
    confirmedAt: instant(row.confirmedAt),
    confirmedBy: row.confirmedBy ? (fullName(row.confirmedBy) ?? row.confirmedBy.email) : null,
    reversedAt: row.reversedAt ? instant(row.reversedAt) : null,
    reason: row.reason,
  };
}

/** The last day a confirmed interest run credited, or null: a change of the crediting setting counts from the day after (Configuración says so). */
export async function interestCreditedThrough(actor: Actor | null): Promise<string | null> {
  assertAdmin(actor);
  const db = await prisma();
  const last = await db.depositInterestRun.findFirst({
    where: { status: "confirmed" },
    orderBy: { creditedOn: "desc" },
    select: { creditedOn: true },
  });
  return last ? calendarDate(last.creditedOn) : null;
}

export async function getInterestRun(actor: Actor | null, id: string): Promise<InterestRunDto> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.depositInterestRun.findUnique({ where: { id: rowId(id) }, select: RUN_SELECT });
  return row ? toRunDto(row, await readTaeSchedule(db)) : notFound();
}

/** `GET /api/deposit-interest-runs`: every run, the latest period first (its confirmed run before those reversed). */
export async function listInterestRuns(actor: Actor | null): Promise<InterestRunDto[]> {
  assertAdmin(actor);
  const db = await prisma();
  const [rows, schedule] = await Promise.all([
    db.depositInterestRun.findMany({
      select: RUN_SELECT,
      orderBy: [{ creditedOn: "desc" }, { status: "asc" }, { confirmedAt: "desc" }],
    }),
    readTaeSchedule(db),
  ]);
  return rows.map((row) => toRunDto(row, schedule));
}
