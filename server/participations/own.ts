import "server-only";
import { cache } from "react";
import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "../platform/database/client";
import { personPositions, type PersonPositions } from "../ledger/positions";
import { COMMITTED_SELECT } from "./payment-instructions";

/**
 * What Mi Dashboard's parts read of one person's participations (the portfolio, the picture over time, the first steps,
 * the positions), in one select: every participation of theirs, whatever its status, each part filtering its own.
 */
const OWN_PARTICIPATION_SELECT = {
  ...COMMITTED_SELECT,
  operationId: true,
  investmentDate: true,
  operation: {
    select: {
      id: true,
      title: true,
      slug: true,
      status: true,
      province: true,
      imageUrl: true,
      expectedReturn: true,
      expectedTerm: true,
      percentageFinanced: true,
      liquidations: { where: { reversedAt: null }, select: { date: true }, take: 1 },
    },
  },
} satisfies Prisma.ParticipationSelect;

export type OwnParticipation = Prisma.ParticipationGetPayload<{ select: typeof OWN_PARTICIPATION_SELECT }>;

/** Every participation of the person, in no order (each reader sorts its own); read once per request rendered (React's `cache`). */
export const ownParticipations = cache(async (userId: string): Promise<OwnParticipation[]> => {
  const db = await prisma();
  return db.participation.findMany({ where: { userId }, select: OWN_PARTICIPATION_SELECT });
});

/**
 * The person's positions (every participation of theirs, cancelled ones included: a refund of one
 * is money that came back), memoised for the request being rendered: Mi Dashboard and Mis
 * Operaciones read them once.
 */
export const ownPositions = cache(async (userId: string): Promise<PersonPositions> => {
  const db = await prisma();
  return personPositions(db, userId, await ownParticipations(userId));
});

/** One person's completed money movements summed per operation, type and day, with the operation's status (their picture over time). */
export type OwnMovementSum = { operationId: string; type: string; operationStatus: string; day: Date; amount: Prisma.Decimal };

/** The sums behind the investor's picture over time, in one query; memoised for the request being rendered. */
export const ownMovementSums = cache(async (userId: string): Promise<OwnMovementSum[]> => {
  const db = await prisma();
  return db.$queryRaw<OwnMovementSum[]>`
    SELECT t.operation_id AS "operationId", t.type, o.status AS "operationStatus", t.transaction_date AS day, SUM(t.amount) AS amount
    FROM transactions t JOIN operations o ON o.id = t.operation_id
    WHERE t.user_id = ${userId}::uuid AND t.status = 'completed'
    GROUP BY 1, 2, 3, 4`;
});
