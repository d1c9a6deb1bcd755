import "server-only";
import { centsOf, decimalOf } from "@/lib/money";
import type { Bounded, ListWindow } from "../shared/bounded-list";
import { updateBody } from "../shared/update-body";
import { Prisma } from "@/generated/prisma/client";
import { movementReversalSchema, transactionSchema, type TransactionValues } from "@/lib/validations/transaction";
import { assertAdmin, assertSignedIn, type Actor } from "../core/actor";
import { assertReferences, calendarDay } from "../shared/references";
import { found, isUuid, notFound, ownTransaction, rowId, visibleRow } from "../core/access";
import { prisma } from "../platform/database/client";
import { invalidateOperations } from "../platform/cache/cache-tags";
import { auditedDelete } from "../audit/audited-delete";
import { MONEY_FIELDS, type MovementType } from "@/lib/ledger/kinds";
import { assertReversible, assertRewritable, assertTakesMoney, POSTING_SELECT, produced } from "./posting";
import { movementSelect } from "./movement-select";
import { postMovements, type PostedMovement } from "./post";
import { calendarDate, fullName, money } from "../shared/dto";
import { adminList } from "../shared/paging";
import { sameText } from "../shared/search";
import { notifyMovement } from "../mail/notifications";
import { holdingLabel, pickFields, recordUpdate, TRANSACTION_AUDIT, TRANSACTION_FIELDS, TRANSACTION_LOG } from "../audit/snapshots";

export type MovementDto = {
  id: string;
  operationId: string;
  operationTitle: string;
  userId: string | null;
  userName: string | null;
  /** The participation it belongs to, if any. */
  investmentId: string | null;
  type: string;
  amount: string;
  description: string | null;
  paymentMethod: string | null;
  reference: string | null;
  transactionDate: string;
  status: string;
  /** The movement this one cancels, and the counter-movement that cancelled this one. */
  reversesId: string | null;
  reversedById: string | null;
  /** Made by the platform (a liquidation or its reversal, a bank match, a counter-movement): never edited nor deleted. */
  system: boolean;
};

export function toMovementDto(row: PostedMovement): MovementDto {
  return {
    id: row.id,
    operationId: row.operation.id,
    operationTitle: row.operation.title,
    userId: row.userId,
    userName: fullName(row.user),
    investmentId: row.investmentId,
    type: row.type,
    amount: money(row.amount),
    description: row.description,
    paymentMethod: row.paymentMethod,
    reference: row.reference,
    transactionDate: calendarDate(row.transactionDate)!,
    status: row.status,
    reversesId: row.reversesId,
    reversedById: row.reversedBy?.id ?? null,
    system: produced(row),
  };
}

export const newestFirst = [
  { transactionDate: "desc" },
  { recordedAt: "desc" },
  { id: "desc" },
] satisfies Prisma.MovementOrderByWithRelationInput[];

/** Transactions the actor may see (an investor: their own), newest first. */
export async function listMovements(actor: Actor | null, window: ListWindow): Promise<Bounded<MovementDto>> {
  assertSignedIn(actor);
  const db = await prisma();
  const where = ownTransaction(actor);
  const [rows, total] = await Promise.all([
    db.movement.findMany({ where, select: movementSelect, orderBy: newestFirst, ...window }),
    db.movement.count({ where }),
  ]);
  return { rows: rows.map(toMovementDto), total };
}

/** The signed-in person's own movements (the investor area, an admin's too), newest first; the `take` newest if given. */
export async function listOwnMovements(actor: Actor | null, take?: number): Promise<MovementDto[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.movement.findMany({ where: { userId: actor.id }, select: movementSelect, orderBy: newestFirst, take });
  return rows.map(toMovementDto);
}

/** The person's latest `take` movements and how many they have: counted only when the list is full (most have fewer). */
export async function listOwnLatestMovements(actor: Actor | null, take: number): Promise<[MovementDto[], number]> {
  const latest = await listOwnMovements(actor, take);
  return [latest, latest.length < take ? latest.length : await countOwnMovements(actor)];
}

/** How many movements the signed-in person has (Mis Movimientos shows the newest and says of how many). */
export async function countOwnMovements(actor: Actor | null): Promise<number> {
  assertSignedIn(actor);
  const db = await prisma();
  return db.movement.count({ where: { userId: actor.id } });
}

export async function getMovement(actor: Actor | null, id: string): Promise<MovementDto> {
  assertSignedIn(actor);
  const db = await prisma();
  return toMovementDto(found(await db.movement.findFirst({ where: visibleRow(id, ownTransaction(actor)), select: movementSelect })));
}

/**
 * The row's columns from the form's values: a movement of a participation is its investor's (the
 * participation must be of the movement's operation); the value date is a calendar day, today in
 * Madrid when absent on a create (the column's default), the stored one when absent on an edit.
 */
async function toData(values: TransactionValues) {
  await assertReferences({ operationId: values.operationId, userId: values.userId, investmentId: values.investmentId });
  const { transactionDate, ...rest } = values;
  const participation = values.investmentId
    ? await (await prisma()).participation.findUniqueOrThrow({ where: { id: values.investmentId }, select: { userId: true } })
    : null;
  return {
    ...rest,
    ...(participation ? { userId: participation.userId } : {}),
    ...(transactionDate ? { transactionDate: calendarDay(transactionDate)! } : {}),
  };
}

export async function createMovement(actor: Actor | null, input: unknown): Promise<MovementDto> {
  assertAdmin(actor);
  const data = await toData(transactionSchema.parse(input));
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const { transactionDate, ...line } = data;
    const [created] = await postMovements(tx, actor, [{ ...line, date: transactionDate }]);
    return created!;
  });
  await invalidateOperations(); // a finished operation's public result is its movements'
  return toMovementDto(row);
}

/** Fields of the GET answer that a PUT ignores (besides the id). */
export const MOVEMENT_READ_ONLY = ["operationTitle", "userName", "reversesId", "reversedById", "system"] as const;

export async function updateMovement(actor: Actor | null, id: string, input: unknown): Promise<MovementDto> {
  assertAdmin(actor);
  const values = transactionSchema.parse(updateBody(input, id, MOVEMENT_READ_ONLY));
  const db = await prisma();
  rowId(id);
  const data = await toData(values);
  const row = await db.$transaction(async (tx) => {
    const before = (await lockedMovement(tx, id)) ?? notFound();
    const changed = changedFields(before, data);
    assertRewritable(before, changed);
    if (changed.some((field) => (MONEY_FIELDS as readonly string[]).includes(field)))
      for (const operationId of [...new Set([before.operationId, data.operationId])].sort()) await assertTakesMoney(tx, operationId);
    const updated = await tx.movement.update({ where: { id }, data, select: movementSelect });
    await notifyMovement(tx, updated, before);
    await recordUpdate(tx, actor, TRANSACTION_LOG, id, before, updated);
    return updated;
  });
  await invalidateOperations();
  return toMovementDto(row);
}

const REASON_MAX = 500;

/** The movement's row, locked until the transaction ends, with what the ledger's rules read of it. */
async function lockedMovement(tx: Prisma.TransactionClient, id: string) {
  await tx.$queryRaw`SELECT id FROM transactions WHERE id = ${id}::uuid FOR UPDATE`;
  return tx.movement.findUnique({ where: { id }, select: { ...TRANSACTION_AUDIT, ...POSTING_SELECT } });
}

/** The fields an edit changes (amounts and days compared as the database keeps them). */
function changedFields(before: Prisma.MovementGetPayload<{ select: typeof TRANSACTION_AUDIT }>, data: Awaited<ReturnType<typeof toData>>) {
  const comparable = (field: string, value: unknown) =>
    value instanceof Date
      ? calendarDate(value)
      : field === "amount" && value !== null
        ? decimalOf(centsOf(String(value)))
        : (value ?? null);
  return Object.entries(data)
    .filter(([field, value]) => comparable(field, value) !== comparable(field, before[field as keyof typeof before]))
    .map(([field]) => field);
}

/**
 * Deletes a movement that moved no money (pending or failed); the audit log keeps the deleted row,
 * with the reason if one is given. A completed one is cancelled by a counter-movement instead.
 */
export async function deleteMovement(actor: Actor | null, id: string, reason?: string | null): Promise<void> {
  assertAdmin(actor);
  const why = reason?.trim().slice(0, REASON_MAX) || null;
  await auditedDelete(actor, "transaction", id, async (tx) => {
    const existing = (await lockedMovement(tx, rowId(id))) ?? notFound();
    assertRewritable(existing, "all");
    const row = await tx.movement.delete({ where: { id }, select: TRANSACTION_AUDIT });
    return { label: holdingLabel(row), before: { ...pickFields(row, TRANSACTION_FIELDS), ...(why ? { reason: why } : {}) } };
  });
  await invalidateOperations();
}

/**
 * "Anular con un contramovimiento": cancels a completed movement the club typed with one of the
 * same type, operation and participation and the opposite amount, on the same value date (so it
 * cancels it in the same tax year and statement period), pointing at it, with the reason; the
 * investor is told as of any movement, and the audit log keeps it. Once only.
 */
export async function reverseMovement(actor: Actor | null, id: string, input: unknown): Promise<MovementDto> {
  assertAdmin(actor);
  const { reason } = movementReversalSchema.parse(input);
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const original = (await lockedMovement(tx, rowId(id))) ?? notFound();
    assertReversible(original);
    const [created] = await postMovements(tx, actor, [
      {
        operationId: original.operationId,
        userId: original.userId,
        investmentId: original.investmentId,
        type: original.type as MovementType,
        amount: original.amount.negated().toFixed(2),
        paymentMethod: original.paymentMethod,
        reference: original.reference,
        description: `Anulación: ${reason}`.slice(0, 2000),
        date: original.transactionDate,
        reversesId: id,
      },
    ]);
    return created!;
  });
  await invalidateOperations();
  return toMovementDto(row);
}

export const MOVEMENT_SORTS = ["transactionDate", "amount", "type", "status"] as const;

/**
 * Transacciones (docs/specification.md §2): search in type, payment method, reference, operation title
 * and the investor's name; status and type filters; sorted and paged on the server; the query read the
 * same way by the admin page and the API route.
 */
export const {
  parse: parseMovementQuery,
  page: listMovementsPage,
  where: transactionsWhere,
} = adminList({
  sortable: MOVEMENT_SORTS,
  defaultSort: "transactionDate",
  // The operation's, the investor's and the participation's pages list their own movements.
  filters: ["status", "type", "operationId", "userId", "investmentId"],
  // search_text holds those five fields (kept by triggers) under one trigram index.
  search: (contains) => [{ searchText: contains }],
  filter: ({ status, type, operationId, userId, investmentId }) => [
    status ? { status } : {},
    type ? { type: sameText(type) } : {},
    idFilter("operationId", operationId),
    idFilter("userId", userId),
    idFilter("investmentId", investmentId),
  ],
  rows: async (db, args) => {
    if (args.skip < DEEP_PAGE_FROM) return db.movement.findMany({ ...args, select: movementSelect });
    // A deep page: the rows skipped are found in the (column, id) index alone, then only the page's rows are read.
    const ids = await db.movement.findMany({ ...args, select: { id: true } });
    return db.movement.findMany({ where: { id: { in: ids.map((row) => row.id) } }, select: movementSelect, orderBy: args.orderBy });
  },
  count: (db, args) => db.movement.count(args),
  toDto: toMovementDto,
});

/** A filter by an id column: a value that cannot be an id matches nothing (rather than reaching the database). */
function idFilter(column: "operationId" | "userId" | "investmentId", id: string | undefined): Prisma.MovementWhereInput {
  if (!id) return {};
  return isUuid(id) ? { [column]: id } : { id: { in: [] } };
}

/** From this many rows skipped, a page reads ids first (page 200 of 100,000 rows, measured in process: 18 → 4 ms). */
const DEEP_PAGE_FROM = 500;
