import "server-only";
import { centsOf } from "@/lib/money";
import { assertTakesMoney } from "../ledger/posting";
import { Prisma } from "@/generated/prisma/client";
import { BANK_ENTRY_MESSAGES, bankEntryDecisionSchema, BANK_ENTRY_STATUSES, type BankEntryStatus } from "@/lib/validations/bank-entry";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { formatDate, formatMoney } from "@/lib/format";
import { calendarDate, fullName, instant, money } from "../shared/dto";
import { lockParticipations, recordContribution } from "./contribution";
import type { BankStatementFormat } from "./bank-statement";

/** An entry of the club's account as the Banco page and `GET /api/bank-entries` show it. */
export type BankEntryDto = {
  id: string;
  /** Money in; false for money out (a payout completed, or a debit the platform did not order). */
  credit: boolean;
  valueDate: string;
  bookingDate: string;
  amount: string;
  currency: string;
  text: string;
  /** Who sent a credit, and from which account, as the statement names them. */
  payerName: string | null;
  payerAccount: string | null;
  origin: string;
  status: string;
  reason: string | null;
  note: string | null;
  fileName: string;
  /** The participation it paid, or the one its reference names (a review). */
  investmentId: string | null;
  participation: { operationTitle: string; investorName: string | null; paymentReference: string | null } | null;
  /** The deposit account it paid into, or the one its reference names (a review). */
  depositAccount: { investorName: string | null; paymentReference: string } | null;
  transactionId: string | null;
  decidedBy: string | null;
  decidedAt: string | null;
};

export type BankStatementDto = {
  id: string;
  fileName: string;
  format: BankStatementFormat;
  importedAt: string;
  importedBy: string | null;
  matched: number;
  review: number;
  alreadyImported: number;
  skipped: number;
  /** False while its batches are being written, or if the import stopped half-way: importing the file again completes it. */
  complete: boolean;
};

/** At most this many rows in one answer (newest first): a list never grows without bound. */
export const BANK_LIST_LIMIT = 200;

const entrySelect = {
  id: true,
  credit: true,
  valueDate: true,
  bookingDate: true,
  amount: true,
  currency: true,
  text: true,
  payerName: true,
  payerAccount: true,
  origin: true,
  status: true,
  reason: true,
  note: true,
  investmentId: true,
  transactionId: true,
  decidedAt: true,
  statement: { select: { fileName: true } },
  decidedBy: { select: { firstName: true, lastName: true, email: true } },
  investment: {
    select: { paymentReference: true, operation: { select: { title: true } }, user: { select: { firstName: true, lastName: true } } },
  },
  depositAccount: { select: { paymentReference: true, user: { select: { firstName: true, lastName: true } } } },
} satisfies Prisma.BankEntrySelect;

function toEntryDto(row: Prisma.BankEntryGetPayload<{ select: typeof entrySelect }>): BankEntryDto {
  return {
    id: row.id,
    credit: row.credit,
    valueDate: calendarDate(row.valueDate)!,
    bookingDate: calendarDate(row.bookingDate)!,
    amount: money(row.amount),
    currency: row.currency,
    text: row.text,
    payerName: row.payerName,
    payerAccount: row.payerAccount,
    origin: row.origin,
    status: row.status,
    reason: row.reason,
    note: row.note,
    fileName: row.statement.fileName,
    investmentId: row.investmentId,
    participation: row.investment
      ? {
          operationTitle: row.investment.operation.title,
          investorName: fullName(row.investment.user),
          paymentReference: row.investment.paymentReference,
        }
      : null,
    depositAccount: row.depositAccount
      ? { investorName: fullName(row.depositAccount.user), paymentReference: row.depositAccount.paymentReference }
      : null,
    transactionId: row.transactionId,
    decidedBy: row.decidedBy ? (fullName(row.decidedBy) ?? row.decidedBy.email) : null,
    decidedAt: row.decidedAt ? instant(row.decidedAt) : null,
  };
}

/** Credits that have been decided: on import, or by an admin. */
export const DECIDED_STATUSES = BANK_ENTRY_STATUSES.filter((status) => status !== "review");

/**
 * The credits in `statuses` (all when null), newest value date first, at most `take`
 * (BANK_LIST_LIMIT at most). A status that is not one is a 400.
 */
export async function listBankEntries(
  actor: Actor | null,
  statuses: readonly string[] | null = ["review"],
  take: number = BANK_LIST_LIMIT,
): Promise<BankEntryDto[]> {
  assertAdmin(actor);
  if (statuses?.some((status) => !BANK_ENTRY_STATUSES.includes(status as BankEntryStatus)))
    throw new AppError("invalid", MESSAGES.invalidInput, { fields: { status: "Estado no válido" } });
  const db = await prisma();
  const rows = await db.bankEntry.findMany({
    where: statuses ? { status: { in: [...statuses] } } : {},
    select: entrySelect,
    orderBy: [{ valueDate: "desc" }, { id: "desc" }],
    take: Math.min(take, BANK_LIST_LIMIT),
  });
  return rows.map(toEntryDto);
}

/** The statements imported, newest first. */
export async function listBankStatements(actor: Actor | null): Promise<BankStatementDto[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.bankStatement.findMany({
    select: {
      id: true,
      fileName: true,
      format: true,
      importedAt: true,
      matched: true,
      review: true,
      alreadyImported: true,
      skipped: true,
      completedAt: true,
      importedBy: { select: { firstName: true, lastName: true, email: true } },
    },
    orderBy: [{ importedAt: "desc" }, { id: "desc" }],
    take: BANK_LIST_LIMIT,
  });
  return rows.map(({ importedBy, importedAt, format, completedAt, ...row }) => ({
    ...row,
    complete: completedAt !== null,
    format: format as BankStatementFormat,
    importedAt: instant(importedAt),
    importedBy: importedBy ? (fullName(importedBy) ?? importedBy.email) : null,
  }));
}

/**
 * An admin decides a credit that waits: assigned to a participation (committed or liquidated), it
 * becomes that participation's contribution, even past what it owed (the admin has seen why it
 * waited); ignored, it stays on record with the reason. Once decided, it cannot be decided again.
 */
export async function decideBankEntry(actor: Actor | null, id: string, input: unknown): Promise<BankEntryDto> {
  assertAdmin(actor);
  rowId(id);
  const decision = bankEntryDecisionSchema.parse(input);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const [entry] = await tx.$queryRaw<{ status: string; amount: string; currency: string; valueDate: Date; reason: string | null }[]>`
      SELECT status, amount::text AS amount, currency, value_date AS "valueDate", reason FROM bank_entries WHERE id = ${id}::uuid FOR UPDATE`;
    if (!entry) notFound();
    if (entry.status !== "review") throw new AppError("conflict", BANK_ENTRY_MESSAGES.decided);
    const decided = { decidedById: actor.id, decidedAt: new Date() };
    if (decision.status === "ignored") {
      await tx.bankEntry.update({ where: { id }, data: { status: "ignored", note: decision.note, ...decided } });
    } else {
      if (entry.currency !== "EUR") throw invalid({ investmentId: BANK_ENTRY_MESSAGES.currency });
      if (centsOf(entry.amount) === 0n) throw invalid({ investmentId: BANK_ENTRY_MESSAGES.zeroAmount });
      const [participation] = await lockParticipations(tx, { ids: [decision.investmentId] });
      if (!participation) throw invalid({ investmentId: MESSAGES.notFound });
      if (!(HOLDING_STATUSES as readonly string[]).includes(participation.status))
        throw invalid({ investmentId: BANK_ENTRY_MESSAGES.notPayable });
      await assertTakesMoney(tx, participation.operationId);
      await tx.bankEntry.update({ where: { id }, data: { status: "assigned", ...decided } });
      await recordContribution(
        tx,
        actor,
        id,
        participation,
        entry.amount,
        calendarDate(entry.valueDate)!,
        decision.announcement === "cancel"
          ? { choice: "cancel", reason: decision.cancelReason! }
          : decision.announcement === "complete"
            ? { choice: "complete" }
            : { choice: "ask" },
      );
    }
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "bank_entry",
      entityId: id,
      entityLabel: `${formatMoney(entry.amount)} · ${formatDate(calendarDate(entry.valueDate))}`,
      before: { status: "review" },
      after:
        decision.status === "ignored"
          ? { status: "ignored", note: decision.note }
          : {
              status: "assigned",
              investmentId: decision.investmentId,
              ...(decision.announcement ? { announcement: decision.announcement } : {}),
            },
    });
  });
  return getBankEntry(actor, id);
}

export async function getBankEntry(actor: Actor | null, id: string): Promise<BankEntryDto> {
  assertAdmin(actor);
  const db = await prisma();
  return toEntryDto((await db.bankEntry.findUnique({ where: { id: rowId(id) }, select: entrySelect })) ?? notFound());
}

const invalid = (fields: Record<string, string>) => new AppError("invalid", MESSAGES.invalidInput, { fields });
