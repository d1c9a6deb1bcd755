import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatMoney } from "@/lib/format";
import { centsOf, decimalOf, type Cents } from "@/lib/money";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { AppError, MESSAGES } from "../core/errors";
import { notFound } from "../core/access";

/**
 * An operation's funding (docs/product.md, "Funding"): the participations that hold a place
 * (committed or liquidated, not cancelled) add up to at most its price, each is at least its
 * ticket, and "% Financiado" follows from them. Every write that changes them runs these inside
 * its own transaction, after `lockOperation`, so that two writes at once cannot both take the last
 * place and the percentage is never seen out of step with the participations.
 */

type Tx = Prisma.TransactionClient;
export type FundedOperation = {
  id: string;
  title: string;
  slug: string;
  pvp: Prisma.Decimal;
  ticketMin: Prisma.Decimal;
  status: string;
  archivedAt: Date | null;
};

/** Locks the operation's row until the transaction ends (404 when it does not exist). */
export async function lockOperation(tx: Tx, operationId: string): Promise<FundedOperation> {
  const [row] = await tx.$queryRaw<FundedOperation[]>`
    SELECT id, title, slug, pvp, ticket_min AS "ticketMin", status, archived_at AS "archivedAt"
    FROM operations WHERE id = ${operationId}::uuid FOR UPDATE`;
  return row ?? notFound();
}

/**
 * Locks a participation's row before its operation's (404 when it does not exist): an edit and a
 * delete of one participation take their locks in that order, so they wait for each other rather
 * than deadlock, and the row they read is the one they change.
 */
export async function lockParticipation(tx: Tx, id: string): Promise<{ operationId: string }> {
  const [row] = await tx.$queryRaw<{ operationId: string }[]>`
    SELECT operation_id AS "operationId" FROM investments WHERE id = ${id}::uuid FOR UPDATE`;
  return row ?? notFound();
}

/** The amounts of the operation's participations that hold a place, leaving one out (the one being written), in cents. */
export async function placesTaken(tx: Pick<Tx, "participation">, operationId: string, except?: string): Promise<Cents> {
  const { _sum } = await tx.participation.aggregate({
    where: { operationId, status: { in: [...HOLDING_STATUSES] }, ...(except ? { id: { not: except } } : {}) },
    _sum: { amount: true },
  });
  return _sum.amount ? centsOf(_sum.amount) : 0n;
}

const euros = (cents: Cents) => formatMoney(decimalOf(cents));

export const fundingMessages = {
  belowTicket: (ticket: Cents) => `El importe mínimo de esta operación es ${euros(ticket)}`,
  overPrice: (left: Cents) => `Quedan ${euros(left > 0n ? left : 0n)} por cubrir`,
  priceBelowTaken: (taken: Cents) => `Las participaciones suman ${euros(taken)}: el PVP no puede ser menor`,
};

/** 400 when a participation is under the operation's ticket. */
export function assertTicket(operation: FundedOperation, amount: string) {
  const ticket = centsOf(operation.ticketMin);
  if (centsOf(amount) < ticket) {
    throw new AppError("invalid", MESSAGES.invalidInput, { fields: { amount: fundingMessages.belowTicket(ticket) } });
  }
}

/**
 * 409 when a participation holding a place would take the operation's places past its price.
 * `edited` is the participation being changed, with the place it holds there now: the message
 * says what is left to cover besides it ("Quedan 98.000,00 € por cubrir").
 */
export async function assertPlaceLeft(
  tx: Tx,
  operation: FundedOperation,
  amount: string,
  edited?: { id: string; placed: Prisma.Decimal | string },
) {
  const room = centsOf(operation.pvp) - (await placesTaken(tx, operation.id, edited?.id));
  if (centsOf(amount) > room) {
    const message = fundingMessages.overPrice(room - (edited ? centsOf(edited.placed) : 0n));
    throw new AppError("conflict", message, { fields: { amount: message } });
  }
}

/** 409 when a new price is under what the participations already hold. */
export async function assertPriceCoversPlaces(tx: Tx, operationId: string, pvp: string) {
  const taken = await placesTaken(tx, operationId);
  if (centsOf(pvp) < taken) {
    const message = fundingMessages.priceBelowTaken(taken);
    throw new AppError("conflict", message, { fields: { pvp: message } });
  }
}

/** "% Financiado" = places taken / price, floored, at most 100; written in the caller's transaction. */
export async function recomputeFunding(tx: Tx, operationId: string): Promise<void> {
  await tx.$executeRaw`
    UPDATE operations o SET percentage_financed = COALESCE(LEAST(100, FLOOR(COALESCE((
      SELECT SUM(i.amount) FROM investments i WHERE i.operation_id = o.id AND i.status = ANY(${[...HOLDING_STATUSES]}::text[])
    ), 0) * 100 / NULLIF(o.pvp, 0))), 0)::integer
    WHERE o.id = ${operationId}::uuid`;
}
