import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { isMovementType, MOVEMENT_STATUSES, type MovementStatus, type MovementType } from "@/lib/ledger/kinds";
import { centsOf } from "@/lib/money";
import type { Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { recordCreate, TRANSACTION_LOG } from "../audit/snapshots";
import { notifyMovement } from "../mail/notifications";
import { lockOperation } from "../participations/funding";
import { calendarDay } from "../shared/references";
import { movementSelect } from "./movement-select";
import { assertTakesMoney, LEDGER_MESSAGES } from "./posting";
import { movementSums } from "@/lib/ledger/position";

type Tx = Prisma.TransactionClient;

/**
 * One movement to post. What it belongs to (`operationId`, and a participation's `investmentId` with
 * its investor), what it is (a type of the one table, lib/ledger/kinds.ts), its amount as a decimal
 * string (negative only on a counter-movement), its value day (`date`, Madrid's calendar day), and
 * what made it: a liquidation (`liquidationId`), the movement it cancels (`reversesId`).
 */
export type MovementLine = {
  operationId: string;
  investmentId?: string | null;
  userId?: string | null;
  type: MovementType;
  amount: string;
  /** The value day, YYYY-MM-DD; absent: today in Madrid (the column's default). */
  date?: string | Date | null;
  status?: MovementStatus;
  description?: string | null;
  paymentMethod?: string | null;
  reference?: string | null;
  liquidationId?: string | null;
  reversesId?: string | null;
  /** When it was recorded; absent: now (the column's default). Only a past event loaded whole says otherwise. */
  recordedAt?: Date;
};

export type PostedMovement = Prisma.MovementGetPayload<{ select: typeof movementSelect }>;

/**
 * Who is told, and how the audit log keeps it: `each` movement gets its investor's receipt and its
 * own audit entry (a movement typed by the club, a bank match, a counter-movement); a `liquidation`
 * is one paper — its notice to each investor and one audit entry, written by the liquidation itself.
 */
export type Telling = "each" | "liquidation";

/**
 * The one door through which a participation's movements are written (docs/architecture.md, "The
 * ledger"): every writer hands its lines here, in its own transaction. Under the locks of the
 * operations named (taken in id order, again if the writer holds them already), it checks each line
 * against the table of kinds and the posting rules — an operation liquidated or archived takes no
 * money but its own liquidation's, a participation's movement is its investor's and of its operation
 * — writes them, and tells and audits as `telling` says. Nothing else creates, edits or deletes a
 * movement (the lint zone "movement writers" in eslint.config.mjs).
 */
export async function postMovements(tx: Tx, actor: Actor, lines: MovementLine[], telling: Telling = "each"): Promise<PostedMovement[]> {
  if (!lines.length) return [];
  for (const operationId of [...new Set(lines.map((line) => line.operationId))].sort()) {
    await lockOperation(tx, operationId);
    if (lines.some((line) => line.operationId === operationId && !line.liquidationId)) await assertTakesMoney(tx, operationId);
  }
  const owners = await ownersOf(tx, lines);
  const data = lines.map((line) => checkedLine(line, owners));
  const posted: PostedMovement[] = [];
  for (const row of data) posted.push(await tx.movement.create({ data: row, select: movementSelect }));
  await assertNothingBelowZero(tx, lines);
  if (telling === "each")
    for (const movement of posted) {
      await notifyMovement(tx, movement);
      await recordCreate(tx, actor, TRANSACTION_LOG, movement);
    }
  return posted;
}

/**
 * Issue 64, item 4: after counter-movements, no participation they touch is left below zero — no figure
 * of its completed movements negative, never more capital returned than paid in (409, in the
 * caller's transaction: nothing is written). Other movements cannot lower a figure.
 */
async function assertNothingBelowZero(tx: Tx, lines: MovementLine[]): Promise<void> {
  const ids = [...new Set(lines.flatMap((line) => (line.reversesId && line.investmentId ? [line.investmentId] : [])))];
  if (!ids.length) return;
  const rows = await tx.movement.findMany({
    where: { investmentId: { in: ids } },
    select: { investmentId: true, type: true, status: true, amount: true },
  });
  for (const id of ids) {
    const { announced: _announced, received: _received, ...sums } = movementSums(rows.filter((row) => row.investmentId === id));
    if (Object.values(sums).some((sum) => sum < 0n) || sums.capitalReturned > sums.contributed)
      throw new AppError("conflict", LEDGER_MESSAGES.belowZero);
  }
}

/** The participations the lines name, read once: whose each is, and of which operation. */
async function ownersOf(tx: Tx, lines: MovementLine[]): Promise<Map<string, { operationId: string; userId: string }>> {
  const ids = [...new Set(lines.flatMap((line) => (line.investmentId ? [line.investmentId] : [])))];
  const rows = await tx.participation.findMany({ where: { id: { in: ids } }, select: { id: true, operationId: true, userId: true } });
  return new Map(rows.map((row) => [row.id, row]));
}

/**
 * A history of movements that already happened, loaded whole (the demo data's, prisma/seed.ts; its
 * volume set of a hundred thousand): each line checked as postMovements checks it — its kind, its
 * amount, its participation's operation and investor, an operation that takes money — and written in
 * one statement per call. Nobody is told and nothing is audited line by line: these events were told
 * when they happened; the loader's caller says what it loaded.
 */
export async function loadPastMovements(tx: Tx, lines: MovementLine[]): Promise<number> {
  if (!lines.length) return 0;
  for (const operationId of new Set(lines.map((line) => line.operationId))) await assertTakesMoney(tx, operationId);
  const owners = await ownersOf(tx, lines);
  const { count } = await tx.movement.createMany({ data: lines.map((line) => checkedLine(line, owners)) });
  return count;
}

/** The row of a line, or an error a writer's bug would cause (the writers validate their input first). */
function checkedLine(
  line: MovementLine,
  owners: Map<string, { operationId: string; userId: string }>,
): Prisma.MovementUncheckedCreateInput {
  if (!isMovementType(line.type)) throw new RangeError(`Tipo de movimiento desconocido: ${line.type}`);
  const status = line.status ?? "completed";
  if (!MOVEMENT_STATUSES.includes(status)) throw new RangeError(`Estado de movimiento desconocido: ${status}`);
  const cents = centsOf(line.amount);
  if (cents === 0n || (cents < 0n && !line.reversesId)) throw new RangeError(`Importe no válido para un movimiento: ${line.amount}`);
  let userId = line.userId ?? null;
  if (line.investmentId) {
    const participation = owners.get(line.investmentId);
    if (!participation || participation.operationId !== line.operationId)
      throw new AppError("conflict", "La participación no es de la operación del movimiento");
    userId = participation.userId;
  }
  const date = line.date instanceof Date ? line.date : line.date ? calendarDay(line.date)! : undefined;
  return {
    operationId: line.operationId,
    investmentId: line.investmentId ?? null,
    userId,
    type: line.type,
    amount: line.amount,
    status,
    description: line.description ?? null,
    paymentMethod: line.paymentMethod ?? null,
    reference: line.reference ?? null,
    liquidationId: line.liquidationId ?? null,
    reversesId: line.reversesId ?? null,
    ...(date ? { transactionDate: date } : {}),
    ...(line.recordedAt ? { recordedAt: line.recordedAt } : {}),
  };
}
