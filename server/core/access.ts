import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { isAdmin, type Actor } from "./actor";
import { AppError, MESSAGES } from "./errors";
import { HOLDING_STATUSES } from "@/lib/validations/investment";

/**
 * What an investor may see (docs/product.md#settled-choices, "Investor area"): operations where they hold a
 * participation that grants access, documents that are public or visible to investors on one of those
 * operations, contracts of those operations — in both cases only those addressed to the whole operation or
 * to one of their own participations —, their own investments and transactions. Admins see everything.
 * Each helper returns a Prisma `where` fragment; `{}` means no restriction.
 */
export const heldOperation = (actor: Actor): Prisma.OperationWhereInput => (isAdmin(actor) ? {} : heldBy(actor.id));

export const visibleDocument = (actor: Actor): Prisma.DocumentWhereInput => (isAdmin(actor) ? {} : documentsOf(actor.id));

export const visibleContract = (actor: Actor): Prisma.ContractWhereInput => (isAdmin(actor) ? {} : contractsOf(actor.id));

/**
 * A participation grants access to its operation (its private documents and contracts, its calendar
 * events, its place in Mis Operaciones, its e-mails) while it holds a place there: `HOLDING_STATUSES`
 * (lib/validations/investment.ts), active and closed (Liquidada: the investor keeps their papers, which
 * they need for their taxes), the same statuses that count in "% Financiado". Any other status
 * (cancelled, and any added later such as requested or rejected) grants nothing.
 */

/** The participations that give their investor access to their operation (`userId`: that person's only). */
export const grantingParticipation = (userId?: string): Prisma.ParticipationWhereInput => ({
  ...(userId ? { userId } : {}),
  status: { in: [...HOLDING_STATUSES] },
});

/**
 * One person's own rows, whatever their role: the investor area shows everyone, admins included,
 * only what is theirs (the operations they hold, their documents and contracts).
 */
export const heldBy = (userId: string): Prisma.OperationWhereInput => ({ investments: { some: grantingParticipation(userId) } });

/** A paper (document or contract) of an operation the person holds, addressed to all its investors or to their own participation. */
const addressedTo = (userId: string) => ({
  operation: heldBy(userId),
  OR: [{ investmentId: null }, { investment: grantingParticipation(userId) }],
});

/**
 * A public document, for anyone, signed in or not. One addressed to one participation never is: the
 * schema refuses the pair, and this holds even for a row written around it.
 */
export const PUBLIC_DOCUMENT = { isPublic: true, investmentId: null } satisfies Prisma.DocumentWhereInput;

export const documentsOf = (userId: string): Prisma.DocumentWhereInput => ({
  OR: [PUBLIC_DOCUMENT, { visibleToInvestors: true, ...addressedTo(userId) }],
});

export const contractsOf = (userId: string): Prisma.ContractWhereInput => addressedTo(userId);

export const ownInvestment = (actor: Actor): Prisma.ParticipationWhereInput => (isAdmin(actor) ? {} : { userId: actor.id });

export const ownTransaction = (actor: Actor): Prisma.MovementWhereInput => (isAdmin(actor) ? {} : { userId: actor.id });

/** A row that exists but is not the actor's is answered exactly like a missing one. */
export function notFound(): never {
  throw new AppError("not-found", MESSAGES.notFound);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a row id (a uuid): anything else would be a database error, not a miss. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/** An id from a URL: anything that is not a uuid cannot name a row (404, never a database error). */
export function rowId(id: string): string {
  return isUuid(id) ? id : notFound();
}

/** The `where` of row `id` among the rows `visible` lets through (a malformed id is a 404 before any query). */
export function visibleRow<W>(id: string, ...visible: W[]): { AND: ({ id: string } | W)[] } {
  return { AND: [{ id: rowId(id) }, ...visible] };
}

/** The row a single-row read found, or a 404: missing and hidden rows look the same. */
export function found<R>(row: R | null): R {
  return row ?? notFound();
}
