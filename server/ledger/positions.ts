import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { positionOf, totalOf, type Commitment, type MovementAmount, type PositionCents } from "@/lib/ledger/position";
import { centsOf } from "@/lib/money";

/**
 * The one query over movements (docs/product.md, "The ledger"): their sums by type and status, per
 * participation, operation or person. What those sums count as is the ledger's table's
 * (lib/ledger/kinds.ts); what a participation's figures are, the position function's.
 */
type Reader = Pick<Prisma.TransactionClient, "movement" | "payout">;
type Key = "investmentId" | "operationId" | "userId";

export type MovementSum = MovementAmount & Partial<Record<Key, string | null>> & { count: number };

/** The sums of the movements `where` selects, by type, status and the keys `by`. */
export async function movementSumsBy(db: Reader, where: Prisma.MovementWhereInput, by: Key[]): Promise<MovementSum[]> {
  const groups = await db.movement.groupBy({ by: [...by, "type", "status"], where, _sum: { amount: true }, _count: { _all: true } });
  return groups.map(({ _sum, _count, ...group }) => ({ ...group, amount: _sum.amount?.toString() ?? "0", count: _count._all }));
}

/**
 * The movements of `operationIds` that are the operations' own money: all but those of a participation
 * revoked in its reflection period (issue 66, item 3), whose capital came back whole and never took part.
 * What an operation's outcome and the track record read.
 */
export const operationsOwnMovements = (operationIds: string[]): Prisma.MovementWhereInput => ({
  operationId: { in: operationIds },
  OR: [{ investmentId: null }, { investment: { is: { revokedAt: null } } }],
});

/** The payouts the bank has not shown paid: ordered, or sent in a SEPA file. */
export const OPEN_PAYOUT_STATUSES = ["ordered", "sent"] as const;

/**
 * What the club owes in transfers not yet shown paid, by participation (cents): read beside the
 * movements, so that "Recibido" counts only what the bank shows paid (issue 63, item 2).
 */
export async function openPayoutsBy(db: Reader, where: Prisma.PayoutWhereInput): Promise<Map<string, bigint>> {
  const groups = await db.payout.groupBy({
    by: ["investmentId"],
    where: { ...where, investmentId: { not: null }, status: { in: [...OPEN_PAYOUT_STATUSES] } },
    _sum: { amount: true },
  });
  return new Map(groups.map((group) => [group.investmentId!, centsOf(group._sum.amount?.toString() ?? "0")]));
}

/** Some sums grouped by one key. */
export function byKey(sums: MovementSum[], key: Key): Map<string, MovementSum[]> {
  const grouped = new Map<string, MovementSum[]>();
  for (const sum of sums) {
    const value = sum[key];
    if (!value) continue;
    grouped.set(value, [...(grouped.get(value) ?? []), sum]);
  }
  return grouped;
}

/**
 * The positions of some participations, by id: their movements (those `upTo` selects, all by
 * default: a statement's reads them up to its last day) summed in one query.
 */
export async function positionsOf(
  db: Reader,
  participations: readonly (Commitment & { id: string })[],
  upTo: Prisma.MovementWhereInput = {},
): Promise<Map<string, PositionCents>> {
  if (!participations.length) return new Map();
  const ids = participations.map((p) => p.id);
  const [grouped, open] = await Promise.all([
    movementSumsBy(db, { ...upTo, investmentId: { in: ids } }, ["investmentId"]),
    openPayoutsBy(db, { investmentId: { in: ids } }),
  ]);
  const sums = byKey(grouped, "investmentId");
  return new Map(participations.map((p) => [p.id, positionOf(p, sums.get(p.id) ?? [], open.get(p.id))]));
}

/**
 * The positions of every participation `where` selects, by id, in two queries that name no id (the
 * admin dashboard's owed of every committed participation).
 */
export async function positionsWhere(
  db: Reader & Pick<Prisma.TransactionClient, "participation">,
  where: Prisma.ParticipationWhereInput,
): Promise<Map<string, PositionCents>> {
  const [participations, sums, open] = await Promise.all([
    db.participation.findMany({ where, select: { id: true, status: true, amount: true } }),
    movementSumsBy(db, { investment: where }, ["investmentId"]),
    openPayoutsBy(db, { investment: where }),
  ]);
  const byParticipation = byKey(sums, "investmentId");
  return new Map(participations.map((p) => [p.id, positionOf(p, byParticipation.get(p.id) ?? [], open.get(p.id))]));
}

/** The position of one participation. */
export async function positionOfParticipation(db: Reader, participation: Commitment & { id: string }): Promise<PositionCents> {
  return (await positionsOf(db, [participation])).get(participation.id)!;
}

/** One person's money: each participation's position, per operation their total, and everything together. */
export type PersonPositions = {
  byParticipation: Map<string, PositionCents>;
  /** With the person's movements of the operation tied to no participation, and how many are still pending. */
  byOperation: Map<string, PositionCents & { pendingMovements: number }>;
  total: PositionCents;
};

/**
 * The positions of `participations` (one person's) from that person's movements; a movement of the
 * person tied to no participation (typed for them and the operation alone) counts in its
 * operation's total as a participation of its own that committed nothing.
 */
export async function personPositions(
  db: Reader,
  userId: string,
  participations: readonly (Commitment & { id: string; operationId: string })[],
): Promise<PersonPositions> {
  const [sums, open] = await Promise.all([movementSumsBy(db, { userId }, ["operationId", "investmentId"]), openPayoutsBy(db, { userId })]);
  const byInvestment = byKey(sums, "investmentId");
  const byParticipation = new Map(participations.map((p) => [p.id, positionOf(p, byInvestment.get(p.id) ?? [], open.get(p.id))]));
  const operations = new Set([...participations.map((p) => p.operationId), ...sums.map((sum) => sum.operationId!)]);
  const byOperation = new Map(
    [...operations].map((operationId) => {
      const own = participations.filter((p) => p.operationId === operationId).map((p) => byParticipation.get(p.id)!);
      const loose = sums.filter((sum) => sum.operationId === operationId && !sum.investmentId);
      const total = totalOf([...own, positionOf({ status: "active", amount: "0" }, loose)]);
      const pendingMovements = sums
        .filter((sum) => sum.operationId === operationId && sum.status === "pending")
        .reduce((n, sum) => n + sum.count, 0);
      return [operationId, { ...total, pendingMovements }];
    }),
  );
  return { byParticipation, byOperation, total: totalOf([...byOperation.values()]) };
}
