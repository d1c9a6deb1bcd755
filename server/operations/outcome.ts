import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { isActiveStatus } from "@/lib/operation-status";
import { operationOutcome, OUTCOME_TYPES, type OperationOutcome } from "@/lib/operation-outcome";
import { calendarDate, money } from "../shared/dto";
import { operationsOwnMovements } from "../ledger/positions";

/**
 * The actual result of each finished operation among `operations` (lib/operation-outcome.ts), in
 * one query: its completed movements summed per type and day.
 */
export async function outcomesOf(
  db: Pick<Prisma.TransactionClient, "movement">,
  operations: { id: string; status: string }[],
): Promise<Map<string, OperationOutcome>> {
  const finished = operations.filter((operation) => !isActiveStatus(operation.status)).map((operation) => operation.id);
  if (!finished.length) return new Map();
  const sums = await db.movement.groupBy({
    by: ["operationId", "type", "transactionDate"],
    where: { ...operationsOwnMovements(finished), status: "completed", type: { in: OUTCOME_TYPES } },
    _sum: { amount: true },
  });
  const flows = new Map<string, { type: string; date: string; amount: string }[]>();
  for (const row of sums) {
    if (!row.operationId || !row._sum.amount) continue;
    const list = flows.get(row.operationId) ?? [];
    list.push({ type: row.type, date: calendarDate(row.transactionDate)!, amount: money(row._sum.amount) });
    flows.set(row.operationId, list);
  }
  const outcomes = new Map<string, OperationOutcome>();
  for (const [id, list] of flows) {
    const outcome = operationOutcome(list);
    if (outcome) outcomes.set(id, outcome);
  }
  return outcomes;
}
