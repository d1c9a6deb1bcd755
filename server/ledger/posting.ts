import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { MONEY_FIELDS } from "@/lib/ledger/kinds";
import { AppError } from "../core/errors";

/**
 * What may be written to the ledger (docs/product.md, "The ledger"): nothing posted is rewritten.
 *
 *  - A movement a liquidation, its reversal, a bank match or a counter-movement produced is the
 *    platform's record of what happened: it is never edited or deleted.
 *  - A completed movement typed by an admin is money that moved: its amount, type, value date,
 *    status, operation and participation stay; only its notes (description, method, reference)
 *    may be corrected. A mistake is undone by a counter-movement ("Anular con un contramovimiento").
 *  - A pending or failed one has not moved money: it is edited or deleted freely.
 *  - An operation with a liquidation in force, or archived, takes no money writes: its
 *    liquidation is reversed (or it is restored) first.
 */
export const LEDGER_MESSAGES = {
  produced:
    "Este movimiento lo generó el sistema (una liquidación, su anulación, la conciliación con el banco o un contramovimiento): no se puede cambiar ni eliminar",
  posted:
    "El movimiento está completado (dinero que se movió): su importe, tipo, fecha, estado, operación y participación no cambian, ni se elimina. Anúlalo con un contramovimiento",
  alreadyReversed: "Este movimiento ya está anulado con un contramovimiento",
  /** Issue 64, item 4: a counter-movement would leave the participation below zero. */
  belowZero:
    "La anulación dejaría la participación por debajo de cero (más capital devuelto que aportado, o un importe negativo): anula antes la devolución que lo usa",
  reversesNothing: "Solo se anula un movimiento completado tecleado por el club; uno pendiente o fallido se corrige o se elimina",
  liquidated: "La operación está liquidada: anula la liquidación para cambiar su dinero",
  archived: "La operación está archivada: restáurala para cambiar su dinero",
} as const;

type Tx = Pick<Prisma.TransactionClient, "movement" | "liquidation" | "operation">;

/** What the rules read of a movement. */
export const POSTING_SELECT = {
  status: true,
  operationId: true,
  liquidationId: true,
  reversesId: true,
  bankEntry: { select: { id: true } },
  reversedBy: { select: { id: true } },
} satisfies Prisma.MovementSelect;
type Posting = Prisma.MovementGetPayload<{ select: typeof POSTING_SELECT }>;

/** Made by the platform (a liquidation or its reversal, a bank match, a counter-movement): never edited nor deleted. */
export const produced = (movement: Pick<Posting, "liquidationId" | "reversesId" | "bankEntry">) =>
  Boolean(movement.liquidationId || movement.reversesId || movement.bankEntry);

/** 409 when `changed` (the fields an edit changes; all of them for a deletion) may not change on this movement. */
export function assertRewritable(movement: Posting, changed: readonly string[] | "all") {
  const touched = changed === "all" ? [...MONEY_FIELDS] : changed;
  if (!touched.length) return;
  if (produced(movement) || movement.reversedBy)
    throw new AppError("conflict", movement.reversedBy && !produced(movement) ? LEDGER_MESSAGES.alreadyReversed : LEDGER_MESSAGES.produced);
  if (movement.status === "completed" && touched.some((field) => (MONEY_FIELDS as readonly string[]).includes(field)))
    throw new AppError("conflict", LEDGER_MESSAGES.posted);
}

/** 409 unless the movement is one a counter-movement may cancel: completed, typed by the club, not cancelled yet. */
export function assertReversible(movement: Posting) {
  if (movement.reversedBy) throw new AppError("conflict", LEDGER_MESSAGES.alreadyReversed);
  if (movement.status !== "completed" || movement.liquidationId || movement.reversesId)
    throw new AppError("conflict", LEDGER_MESSAGES.reversesNothing);
}

/**
 * Locks the investor's row until the transaction ends (the account's closure takes the same lock)
 * and answers 409 when the account is closed or its closure was asked for: a request made 3 ms
 * before the closure is decided is either in play when the admin decides (and the closure waits
 * for it) or refused.
 */
export async function assertAccountOpen(tx: Pick<Prisma.TransactionClient, "$queryRaw">, userId: string) {
  const [user] = await tx.$queryRaw<{ closing: boolean }[]>`
    SELECT (closed_at IS NOT NULL OR closure_requested_at IS NOT NULL) AS closing FROM users WHERE id = ${userId}::uuid FOR UPDATE`;
  if (user?.closing) throw new AppError("conflict", PARTICIPATION_MESSAGES.accountClosing);
}

/**
 * 409 when the operation takes no money writes: archived, or with a liquidation in force. Read in
 * the writer's transaction (after the operation's lock where it takes one).
 */
export async function assertTakesMoney(tx: Tx, operationId: string) {
  const operation = await tx.operation.findUnique({
    where: { id: operationId },
    select: { archivedAt: true, liquidations: { where: { reversedAt: null }, select: { id: true }, take: 1 } },
  });
  if (!operation) return; // the caller's reference check answers 400/404
  if (operation.archivedAt) throw new AppError("conflict", LEDGER_MESSAGES.archived);
  if (operation.liquidations.length) throw new AppError("conflict", LEDGER_MESSAGES.liquidated);
}
