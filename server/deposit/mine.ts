import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import { centsOf, decimalOf } from "@/lib/money";
import { addDays, creditDay, nextWindow, periodBefore, periodOf } from "@/lib/deposit/calendar";
import { taesWithin, type TaeSchedule } from "@/lib/deposit/interest";
import { uncreditedInterest } from "@/lib/deposit/accrual";
import { creditedInterest, depositBalance, type DepositMovementKind } from "@/lib/deposit/position";
import { DEPOSIT_ACCOUNT_MESSAGES } from "@/lib/validations/deposit-account";
import type { DepositCrediting } from "@/lib/deposit/crediting";
import { assertSignedIn, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { calendarDate, instant, money } from "../shared/dto";
import { readDepositSettings, readDepositTerms, shownDepositTerms } from "../club/deposit-settings";
import { readPaymentSettings } from "../club/payment-settings";
import { depositInstructions, type DepositInstructions } from "./instructions";
import { currentLegalText } from "../club/legal-texts";
import { commitmentRefusal } from "../kyc/state";
import { currentSheetVersion, type SheetLink } from "../fichas/versions";
import { depositContractText } from "@/lib/deposit/contract-terms";
import { desistimientoLastDay } from "@/lib/reflection-period";

export type DepositMovementDto = { id: string; kind: DepositMovementKind; amount: string; valueDate: string };

/** A deposit account's figures on a day (Madrid's), as its investor and the admins read them. */
export type DepositFigures = {
  status: string;
  /** What it holds: contributions and credited interest less withdrawals and withholding (lib/deposit/position.ts). */
  balance: string;
  /** Interest accrued this period up to today, not yet credited (rounded to cents for reading). */
  accruedInterest: string;
  /** The period that ended before this one, while its interest run has not credited it: "pendiente de abono". */
  awaitingCredit: { interest: string; creditDay: string } | null;
  /** Interest credited since it opened (gross). */
  interestToDate: string;
  /** The TAE it earns, a percentage ("10.00"). */
  tae: string;
  /** The current period's crediting day, and the window a withdrawal asked for today would be served in. */
  nextCreditDate: string;
  nextWindow: string | null;
};

/** `GET /api/deposit-accounts/mine`: its figures (the six fields the issue names first), how to pay in, its movements. */
export type OwnDepositAccount = DepositFigures & {
  id: string;
  paymentReference: string;
  openedAt: string;
  contractVersion: number;
  crediting: DepositCrediting;
  noticeDays: number;
  instructions: DepositInstructions;
  movements: DepositMovementDto[];
  /** The deposit information sheet's version signed with the contract (null for accounts opened before sheets). */
  fichaVersion: number | null;
  /** Issue 66, item 4: the last day the investor may withdraw from the contract, while they may; else null. */
  desistimientoUntil: string | null;
  /** When they withdrew from it (the acknowledgment is at GET /api/deposit-accounts/mine/desistimiento). */
  desistedAt: string | null;
};

export const DEPOSIT_ACCOUNT_SELECT = {
  id: true,
  status: true,
  paymentReference: true,
  openedAt: true,
  contractVersion: true,
  movements: { select: { id: true, kind: true, amount: true, valueDate: true }, orderBy: [{ valueDate: "asc" }, { recordedAt: "asc" }] },
} satisfies Prisma.DepositAccountSelect;

type AccountRow = Prisma.DepositAccountGetPayload<{ select: typeof DEPOSIT_ACCOUNT_SELECT }>;
type Terms = Awaited<ReturnType<typeof readDepositSettings>>;

const movementsOf = (row: AccountRow): DepositMovementDto[] =>
  row.movements.map((m) => ({
    id: m.id,
    kind: m.kind as DepositMovementKind,
    amount: money(m.amount),
    valueDate: calendarDate(m.valueDate)!,
  }));

/** The figures of one account on `today`, from its movements up to that day, the terms in force and the TAE day by day. */
export function depositFigures(row: AccountRow, terms: Terms, schedule: TaeSchedule, today: string): DepositFigures {
  const upToToday = movementsOf(row).filter((m) => m.valueDate <= today);
  const period = periodOf(today, terms.depositCrediting);
  return {
    status: row.status,
    balance: decimalOf(depositBalance(upToToday)),
    accruedInterest: uncreditedInterest(upToToday, schedule, period, addDays(today, 1)),
    // No run credits an account being closed (its closing credits the interest to that day).
    awaitingCredit: row.status === "open" ? awaitingCredit(upToToday, schedule, periodBefore(period, terms.depositCrediting)) : null,
    interestToDate: decimalOf(creditedInterest(upToToday)),
    // The TAE counting today (a change saved today counts from tomorrow).
    tae: taesWithin(schedule, today, addDays(today, 1))[0]!.tae,
    nextCreditDate: creditDay(period),
    nextWindow: nextWindow(today, terms.depositWindows, terms.depositNoticeDays),
  };
}

/** The ended period's interest no run has credited yet, or null (none, or credited). */
function awaitingCredit(
  movements: Parameters<typeof uncreditedInterest>[0],
  schedule: TaeSchedule,
  ended: { from: string; to: string },
): DepositFigures["awaitingCredit"] {
  const interest = uncreditedInterest(movements, schedule, ended, ended.to);
  return centsOf(interest) > 0n ? { interest, creditDay: creditDay(ended) } : null;
}

/** The signed-in investor's deposit account; 404 when they have none. */
export async function getOwnDepositAccount(actor: Actor | null, now = new Date()): Promise<OwnDepositAccount> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.depositAccount.findUnique({
    where: { userId: actor.id },
    select: { ...DEPOSIT_ACCOUNT_SELECT, fichaVersion: true, desistedAt: true },
  });
  if (!row) throw new AppError("not-found", DEPOSIT_ACCOUNT_MESSAGES.none);
  const lastDay = desistimientoLastDay(row.openedAt);
  const [[terms, schedule], payments] = await Promise.all([readDepositTerms(db), readPaymentSettings(db)]);
  return {
    id: row.id,
    ...depositFigures(row, terms, schedule, dayInMadrid(now)),
    movements: movementsOf(row),
    paymentReference: row.paymentReference,
    openedAt: instant(row.openedAt),
    contractVersion: row.contractVersion,
    crediting: terms.depositCrediting,
    noticeDays: terms.depositNoticeDays,
    instructions: depositInstructions(row.paymentReference, terms.depositMinContribution, payments),
    fichaVersion: row.fichaVersion,
    desistimientoUntil: row.status === "open" && !row.desistedAt && dayInMadrid(now) <= lastDay ? lastDay : null,
    desistedAt: row.desistedAt && instant(row.desistedAt),
  };
}

/** The investor's "Cuenta de depósito" page: their account, or what they need to open one. */
export type DepositPage =
  | { state: "open"; account: OwnDepositAccount }
  | { state: "not-offered" }
  | {
      state: "can-open" | "verify-first";
      terms: Terms;
      /** Whether they may sign with their second factor (their account has one) besides the e-mailed code. */
      secondFactor: boolean;
      contract: { title: string; version: number; body: string };
      /** The deposit account's information sheet, which the signature accepts (issue 66, item 1). */
      sheet: SheetLink;
    };

export async function ownDepositPage(actor: Actor | null, now = new Date()): Promise<DepositPage> {
  assertSignedIn(actor);
  const db = await prisma();
  if (await db.depositAccount.count({ where: { userId: actor.id } }))
    return { state: "open", account: await getOwnDepositAccount(actor, now) };
  const terms = await readDepositSettings(db);
  if (!terms.depositEnabled) return { state: "not-offered" };
  const [contract, refusal, user, sheet] = await Promise.all([
    currentLegalText(db, "contrato-deposito"),
    commitmentRefusal(db, actor.id, now),
    db.user.findUnique({ where: { id: actor.id }, select: { twoFactorEnabled: true } }),
    currentSheetVersion("deposit", now),
  ]);
  return {
    state: refusal ? "verify-first" : "can-open",
    terms,
    secondFactor: user?.twoFactorEnabled ?? false,
    // What is signed: the contract's text and the terms in force today (lib/deposit/contract-terms.ts).
    contract: { title: contract.title, version: contract.version, body: depositContractText(contract.body, terms) },
    sheet,
  };
}

/** The investor's deposit movements dated up to `upTo`, oldest first; null without an account. */
export async function ownDepositMovements(userId: string, upTo: string): Promise<DepositMovementDto[] | null> {
  const db = await prisma();
  const row = await db.depositAccount.findUnique({ where: { userId }, select: DEPOSIT_ACCOUNT_SELECT });
  if (!row) return null;
  return movementsOf(row).filter((m) => m.valueDate <= upTo);
}

/** Mi Dashboard's deposit card: the investor's account figures today, or null without one. */
export async function ownDepositFigures(actor: Actor | null, now = new Date()): Promise<DepositFigures | null> {
  assertSignedIn(actor);
  const db = await prisma();
  const row = await db.depositAccount.findUnique({ where: { userId: actor.id }, select: DEPOSIT_ACCOUNT_SELECT });
  if (!row) return null;
  return depositFigures(row, ...(await shownDepositTerms()), dayInMadrid(now));
}
