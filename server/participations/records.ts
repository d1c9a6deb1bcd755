import "server-only";
import { assertVerifiedInvestor } from "../kyc/state";
import { assertCoHoldersVerified } from "./co-holders";
import { keepUndoable } from "./undo-decision";
import type { Bounded, ListWindow } from "../shared/bounded-list";
import { updateBody } from "../shared/update-body";
import { Prisma } from "@/generated/prisma/client";
import { holdsPlace, investmentSchema, isAsking, PARTICIPATION_MESSAGES, type InvestmentValues } from "@/lib/validations/investment";
import { assertAdmin, assertSignedIn, isAdmin, type Actor } from "../core/actor";
import { assertReferences, calendarDay } from "../shared/references";
import { found, isUuid, notFound, ownInvestment, rowId, visibleRow } from "../core/access";
import { prisma } from "../platform/database/client";
import { AppError, MESSAGES } from "../core/errors";
import { ADDRESSED_PAPERS, addressedFiles, removeStoredFiles } from "../files/stored-file";
import { auditedDelete } from "../audit/audited-delete";
import { calendarDate, fullName, instant, money, moneyOrNull } from "../shared/dto";
import { adminList } from "../shared/paging";
import { invalidateOperations } from "../platform/cache/cache-tags";
import { assertPlaceLeft, assertTicket, lockParticipation, lockOperation, recomputeFunding } from "./funding";
import { assignPaymentTerms } from "./payment-terms";
import { decimalOf } from "@/lib/money";
import { formatMoney } from "@/lib/format";
import { positionOfParticipation } from "../ledger/positions";
import { assertAccountOpen, assertTakesMoney } from "../ledger/posting";
import { assertDecision, freesPlace, notifyDecision, offerFreedPlaces, requestParticipation } from "./requests";
import {
  holdingLabel,
  INVESTMENT_AUDIT,
  INVESTMENT_FIELDS,
  INVESTMENT_LOG,
  pickFields,
  recordCreate,
  recordUpdate,
} from "../audit/snapshots";

export type ParticipationDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  operationSlug: string;
  operationStatus: string;
  operationProvince: string;
  expectedReturn: string | null;
  amount: string;
  investmentDate: string;
  status: string;
  /** When the investor asked for it online ("Quiero participar"); null when the club typed it. */
  requestedAt: string | null;
  /** The club's reason, when it rejected the request. */
  decisionNote: string | null;
  /** Once committed: the reference its payments carry and the day they are due (yyyy-MM-dd). */
  paymentReference: string | null;
  paymentDue: string | null;
  /** Its last write: a decision on a request sends it back (issue 64, item 7). */
  updatedAt: string;
  /** Only for admins: whose investment it is. */
  userId?: string;
  investor?: { id: string; name: string | null; email: string | null };
};

const select = {
  id: true,
  amount: true,
  investmentDate: true,
  status: true,
  requestedAt: true,
  decisionNote: true,
  paymentReference: true,
  paymentDue: true,
  updatedAt: true,
  operation: { select: { id: true, title: true, slug: true, status: true, province: true, expectedReturn: true } },
  user: { select: { id: true, firstName: true, lastName: true, email: true } },
} satisfies Prisma.ParticipationSelect;

type Row = Prisma.ParticipationGetPayload<{ select: typeof select }>;

function toDto(row: Row, actor: Actor): ParticipationDto {
  return {
    id: row.id,
    operationId: row.operation.id,
    operationTitle: row.operation.title,
    operationSlug: row.operation.slug,
    operationStatus: row.operation.status,
    operationProvince: row.operation.province,
    expectedReturn: moneyOrNull(row.operation.expectedReturn),
    amount: money(row.amount),
    investmentDate: instant(row.investmentDate),
    status: row.status,
    requestedAt: row.requestedAt && instant(row.requestedAt),
    decisionNote: row.decisionNote,
    paymentReference: row.paymentReference,
    paymentDue: calendarDate(row.paymentDue),
    updatedAt: instant(row.updatedAt),
    ...(isAdmin(actor) ? { userId: row.user.id, investor: { id: row.user.id, name: fullName(row.user), email: row.user.email } } : {}),
  };
}

/** Investments the actor may see (an investor: their own), newest first. */
/** `operationId` (optional, `?operationId=`): only that operation's — the public page asks for the investor's own there. */
export async function listParticipations(
  actor: Actor | null,
  window: ListWindow,
  { operationId }: { operationId?: string | null } = {},
): Promise<Bounded<ParticipationDto>> {
  assertSignedIn(actor);
  const db = await prisma();
  // An id that cannot be one matches nothing: an empty list, as for an operation with none.
  if (operationId && !isUuid(operationId)) return { rows: [], total: 0 };
  const where = { ...ownInvestment(actor), ...(operationId ? { operationId } : {}) };
  const [rows, total] = await Promise.all([
    db.participation.findMany({ where, select, orderBy: [{ investmentDate: "desc" }, { id: "asc" }], ...window }),
    db.participation.count({ where }),
  ]);
  return { rows: rows.map((row) => toDto(row, actor)), total };
}

/** One participation, with what it has paid in and still owes (decimal strings). */
export type ParticipationDetailDto = ParticipationDto & { paid: string; pending: string };

async function withBalance(row: Row, actor: Actor): Promise<ParticipationDetailDto> {
  const position = await positionOfParticipation(await prisma(), row);
  return { ...toDto(row, actor), paid: decimalOf(position.paid), pending: decimalOf(position.owed) };
}

export async function getParticipation(actor: Actor | null, id: string): Promise<ParticipationDetailDto> {
  assertSignedIn(actor);
  const db = await prisma();
  return withBalance(found(await db.participation.findFirst({ where: visibleRow(id, ownInvestment(actor)), select })), actor);
}

function investmentData(values: InvestmentValues) {
  const { investmentDate, ...rest } = values;
  return investmentDate ? { ...rest, investmentDate: calendarDay(investmentDate)! } : rest;
}

/** A request the club types has its place in the waitlist from when it was asked for: the day typed, or now. */
const askedAt = (values: InvestmentValues) =>
  isAsking(values.status) ? { requestedAt: calendarDay(values.investmentDate) ?? new Date() } : {};

/**
 * Creates a participation: an admin's, at least the ticket, within what is left of the price
 * (docs/product.md, "Funding"); an investor's is their own request ("Quiero participar").
 */
export async function createParticipation(actor: Actor | null, input: unknown): Promise<ParticipationDetailDto> {
  assertSignedIn(actor);
  if (!isAdmin(actor)) return getParticipation(actor, await requestParticipation(actor, input));
  const values = investmentSchema.parse(input);
  assertDecision(values);
  await assertReferences({ operationId: values.operationId, userId: values.userId, investorOnly: true });
  const db = await prisma();
  const { row, slug } = await db.$transaction(async (tx) => {
    const operation = await lockOperation(tx, values.operationId);
    await assertTakesMoney(tx, operation.id);
    await assertAccountOpen(tx, values.userId);
    assertTicket(operation, values.amount);
    if (holdsPlace(values.status)) {
      await assertVerifiedInvestor(tx, values.userId);
      await assertPlaceLeft(tx, operation, values.amount);
    }
    const created = await tx.participation.create({
      data: { ...investmentData(values), ...askedAt(values) },
      select: { ...select, ...INVESTMENT_FIELDS },
    });
    await recomputeFunding(tx, operation.id);
    await recordCreate(tx, actor, INVESTMENT_LOG, created);
    return { row: { ...created, ...(await assignPaymentTerms(tx, created.id)) }, slug: operation.slug };
  });
  await invalidateOperations(slug);
  return withBalance(row, actor);
}

/** Fields of the GET answer that a PUT ignores (besides the id). */
export const PARTICIPATION_READ_ONLY = [
  "operationTitle",
  "operationSlug",
  "operationStatus",
  "operationProvince",
  "expectedReturn",
  "investor",
  "requestedAt",
  "paymentReference",
  "paymentDue",
  "paid",
  "pending",
  "updatedAt",
] as const;

export const ADDRESSED_PAPERS_STAY =
  "Tiene documentos o contratos dirigidos a ella: no puede cambiar de inversor ni de operación (cámbialos o elimínalos antes)";

/**
 * A participation with papers addressed to it keeps its investor and its operation: moved, a
 * two-party contract would reach another person, or hang from another operation.
 */
async function assertPapersStay(tx: Prisma.TransactionClient, id: string, moved: ("userId" | "operationId")[]) {
  if (!moved.length) return;
  const where = { investmentId: id };
  if ((await tx.document.count({ where })) + (await tx.contract.count({ where })) > 0) {
    throw new AppError("invalid", MESSAGES.invalidInput, {
      fields: Object.fromEntries(moved.map((field) => [field, ADDRESSED_PAPERS_STAY])),
    });
  }
}

export async function updateParticipation(actor: Actor | null, id: string, input: unknown): Promise<ParticipationDetailDto> {
  assertAdmin(actor);
  const seen = seenVersion(input);
  const values = investmentSchema.parse(updateBody(input, id, PARTICIPATION_READ_ONLY));
  assertDecision(values);
  await assertReferences({ operationId: values.operationId, userId: values.userId, investorOnly: true });
  const db = await prisma();
  const { row, slugs } = await db.$transaction(async (tx) => {
    await lockParticipation(tx, rowId(id));
    const before =
      (await tx.participation.findUnique({ where: { id }, select: { ...INVESTMENT_AUDIT, updatedAt: true, requestedAmount: true } })) ??
      notFound();
    assertDecidedAsSeen(before, values, seen);
    const moves = (["userId", "operationId"] as const).filter((field) => values[field] !== before[field]);
    await assertPapersStay(tx, id, moves);
    if (moves.length && (await tx.movement.count({ where: { investmentId: id } })))
      throw new AppError("conflict", PARTICIPATION_MESSAGES.movementsStay, {
        fields: Object.fromEntries(moves.map((field) => [field, PARTICIPATION_MESSAGES.movementsStay])),
      });
    if (moves.includes("userId")) await assertAccountOpen(tx, values.userId);
    // A new commitment (confirmed, typed as active, or moved to another investor) is for verified holders only.
    if (holdsPlace(values.status) && (!holdsPlace(before.status) || moves.includes("userId"))) {
      await assertVerifiedInvestor(tx, values.userId);
      await assertCoHoldersVerified(tx, id);
    }
    const moved = values.operationId !== before.operationId;
    // Both operations locked, in one order, when the participation moves: two moves the other way cannot deadlock.
    const locked = [];
    for (const operationId of [...new Set([before.operationId, values.operationId])].sort())
      locked.push(await lockOperation(tx, operationId));
    const operation = locked.find((candidate) => candidate.id === values.operationId)!;
    if (participationChanges(before, values)) for (const { id: operationId } of locked) await assertTakesMoney(tx, operationId);
    if (moved || !before.amount.equals(values.amount)) assertTicket(operation, values.amount);
    const placeGrows = moved || !holdsPlace(before.status) || before.amount.lessThan(values.amount);
    const placed = !moved && holdsPlace(before.status) ? before.amount : "0.00";
    if (holdsPlace(values.status) && placeGrows) await assertPlaceLeft(tx, operation, values.amount, { id, placed });
    // The same day as stored keeps the stored instant: saving without touching the date changes nothing.
    const sameDay = values.investmentDate === before.investmentDate.toISOString().slice(0, 10);
    const data = {
      ...investmentData(sameDay ? { ...values, investmentDate: null } : values),
      ...(isAsking(before.status) ? {} : askedAt(values)),
    };
    const updated = await tx.participation.update({ where: { id }, data, select: { ...INVESTMENT_AUDIT, ...select } });
    for (const { id: operationId } of locked) await recomputeFunding(tx, operationId);
    await recordUpdate(tx, actor, INVESTMENT_LOG, id, before, updated);
    const committed = { ...updated, ...(await assignPaymentTerms(tx, id)) };
    // A request decided by hand may be undone for a few seconds: its e-mail waits in the outbox that long.
    const hold = isAsking(before.status) && before.status !== updated.status ? await keepUndoable(tx, id, before) : undefined;
    await notifyDecision(tx, before, committed, hold);
    if (freesPlace(before, updated)) await offerFreedPlaces(tx, actor, before.operationId);
    // Read again after every write of this edit (its payment terms, its undo): the answer's updatedAt is the one to send back.
    const final = await tx.participation.findUniqueOrThrow({ where: { id }, select });
    return { row: final, slugs: locked.map((locked) => locked.slug) };
  });
  await invalidateOperations(...slugs);
  return withBalance(row, actor);
}

/** The `updatedAt` the caller read (the GET answer's), or null when it sent none; 400 when it is not an instant. */
function seenVersion(input: unknown): string | null {
  const sent = input && typeof input === "object" ? (input as { updatedAt?: unknown }).updatedAt : undefined;
  if (sent === undefined || sent === null || sent === "") return null;
  if (typeof sent !== "string" || Number.isNaN(Date.parse(sent)))
    throw new AppError("invalid", PARTICIPATION_MESSAGES.seenInvalid, { fields: { updatedAt: PARTICIPATION_MESSAGES.seenInvalid } });
  return new Date(sent).toISOString();
}

/**
 * Issue 64, item 7: a decision on a request (its status changed from requested or waitlisted) is made
 * on the state that was seen — it sends the `updatedAt` it read, required, and is a 409 when the
 * request changed since (withdrawn by the investor, decided by another admin) —, and never commits
 * more than the investor asked. Any other edit that sends `updatedAt` is checked the same way.
 */
function assertDecidedAsSeen(
  before: { status: string; amount: Prisma.Decimal; updatedAt: Date; requestedAmount: Prisma.Decimal | null },
  values: InvestmentValues,
  seen: string | null,
): void {
  const deciding = isAsking(before.status) && values.status !== before.status;
  if (deciding && seen === null)
    throw new AppError("invalid", PARTICIPATION_MESSAGES.seenRequired, { fields: { updatedAt: PARTICIPATION_MESSAGES.seenRequired } });
  if (seen !== null && seen !== before.updatedAt.toISOString()) throw new AppError("conflict", PARTICIPATION_MESSAGES.changedSince);
  const asked = before.requestedAmount ?? before.amount;
  if (deciding && holdsPlace(values.status) && asked.lessThan(values.amount)) {
    const message = PARTICIPATION_MESSAGES.aboveAsked(formatMoney(asked.toFixed(2)));
    throw new AppError("invalid", message, { fields: { amount: message } });
  }
}

/** Whether an edit changes the participation's money: its investor, operation, amount or status. */
const participationChanges = (
  before: { userId: string; operationId: string; amount: Prisma.Decimal; status: string },
  values: InvestmentValues,
) =>
  before.userId !== values.userId ||
  before.operationId !== values.operationId ||
  before.status !== values.status ||
  !before.amount.equals(values.amount);

export const PARTICIPATION_HAS_MOVEMENTS =
  "La participación tiene movimientos: no se puede eliminar. Cámbiala a Cancelada para que deje de contar";

/**
 * Deletes a participation without movements and, through the database's cascade, the papers
 * addressed to it (their files after the commit); its operation's funding follows.
 */
export async function deleteParticipation(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  const { keys, slug } = await auditedDelete(actor, "investment", id, async (tx) => {
    const operation = await lockOperation(tx, (await lockParticipation(tx, rowId(id))).operationId);
    await assertTakesMoney(tx, operation.id);
    if (await tx.movement.count({ where: { investmentId: id } })) throw new AppError("conflict", PARTICIPATION_HAS_MOVEMENTS);
    const { documents, contracts, ...row } = await tx.participation.delete({
      where: { id },
      select: { ...INVESTMENT_AUDIT, ...ADDRESSED_PAPERS },
    });
    await recomputeFunding(tx, operation.id);
    if (freesPlace(row)) await offerFreedPlaces(tx, actor, operation.id);
    const papers = addressedFiles([{ documents, contracts }]);
    return {
      label: holdingLabel(row),
      before: { ...pickFields(row, INVESTMENT_FIELDS), ...papers.counts },
      keep: { keys: papers.keys, slug: operation.slug },
    };
  });
  await invalidateOperations(slug);
  await removeStoredFiles(keys);
}

export const PARTICIPATION_SORTS = ["investmentDate", "amount", "status"] as const;

/**
 * Participaciones: search in the investor's name and e-mail and the operation title, paged on the server;
 * the query read the same way by the admin page and the API route.
 */
export const { parse: parseParticipationQuery, page: listParticipationsPage } = adminList({
  sortable: PARTICIPATION_SORTS,
  defaultSort: "investmentDate",
  filters: ["status"],
  search: (contains) => [
    { operation: { title: contains } },
    { user: { OR: [{ firstName: contains }, { lastName: contains }, { email: contains }] } },
  ],
  filter: ({ status }) => [status ? { status } : {}],
  rows: (db, args) => db.participation.findMany({ ...args, select }),
  count: (db, args) => db.participation.count(args),
  toDto,
});
