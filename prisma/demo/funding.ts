import type { Prisma } from "../../generated/prisma/client";

type Holding = Pick<Prisma.ParticipationCreateManyInput, "operationId" | "amount" | "status">;
const HOLDS_PLACE = new Set(["active", "closed", undefined]);
const cents = (amount: Prisma.ParticipationCreateManyInput["amount"]) => Math.round(Number(amount) * 100);

/**
 * Each operation's "% Financiado" as the server computes it (server/participations/funding.ts): the
 * participations that hold a place over the price, floored, at most 100. The demo data never types it.
 */
export function withFunding<O extends Pick<Prisma.OperationCreateManyInput, "id" | "pvp">>(
  operations: O[],
  investments: Holding[],
): (O & { percentageFinanced: number })[] {
  const taken = new Map<string, number>();
  for (const investment of investments) {
    if (HOLDS_PLACE.has(investment.status))
      taken.set(investment.operationId, (taken.get(investment.operationId) ?? 0) + cents(investment.amount));
  }
  return operations.map((operation) => {
    const price = cents(operation.pvp);
    const percentage = price > 0 ? Math.min(100, Math.floor(((taken.get(operation.id!) ?? 0) * 100) / price)) : 0;
    return { ...operation, percentageFinanced: percentage };
  });
}
