import "server-only";
import { dayInMadrid } from "@/lib/format";
import { madridMonth } from "@/lib/madrid-day";
import { isActiveStatus } from "@/lib/operation-status";
import { monthsBetween, type MonthPoint } from "@/lib/money-series";
import { basisPointsOf, centsOf, decimalOf, percentOf } from "@/lib/money";
import { kindOf } from "@/lib/ledger/kinds";
import { positionOf } from "@/lib/ledger/position";
import { assertSignedIn, type Actor } from "../core/actor";
import { ownMovementSums, ownParticipations } from "../participations/own";
import { ownDepositMovements } from "../deposit/mine";
import { balanceEffect } from "@/lib/deposit/position";

/**
 * Mi Dashboard's picture of the person's money over time: month by month, what they had paid in,
 * the capital returned, and what their finished operations had gained (the ledger's "Beneficio",
 * counted in the month of the operation's last payout); the last month
 * also carries the expected gain, that plus what the running operations expect (each participation
 * times its operation's expected total return). An investor with a deposit account also sees its
 * balance at each month's end ("deposit").
 */
export async function getOwnMoneyHistory(actor: Actor | null, now = new Date()): Promise<MonthPoint[]> {
  assertSignedIn(actor);
  const today = dayInMadrid(now);
  const [sums, running, depositMovements] = await Promise.all([
    ownMovementSums(actor.id),
    ownParticipations(actor.id).then((all) => all.filter((p) => p.status === "active")),
    ownDepositMovements(actor.id, today),
  ]);
  if (!sums.length && !depositMovements?.length) return [];
  const paidIn = new Map<string, bigint>();
  const back = new Map<string, bigint>();
  const finishedOperations = new Map<string, { movements: typeof sums; month: string }>();
  for (const row of sums) {
    const month = madridMonth(row.day);
    const counted = kindOf(row.type)?.counts;
    if (counted === "contributed") paidIn.set(month, (paidIn.get(month) ?? 0n) + centsOf(row.amount));
    if (counted === "capitalReturned") back.set(month, (back.get(month) ?? 0n) + centsOf(row.amount));
    if (isActiveStatus(row.operationStatus)) continue;
    const finished = finishedOperations.get(row.operationId) ?? { movements: [], month };
    finished.movements.push(row);
    if (kindOf(row.type)?.received === 1 && month > finished.month) finished.month = month;
    finishedOperations.set(row.operationId, finished);
  }
  // A finished operation's gain, the ledger's (capital and result back, less the fee and what was paid in), in the month of its last payout.
  const gained = new Map<string, bigint>();
  for (const { movements, month } of finishedOperations.values()) {
    const { gain } = positionOf(
      { status: "closed", amount: "0" },
      movements.map((m) => ({ ...m, status: "completed" })),
    );
    gained.set(month, (gained.get(month) ?? 0n) + gain!);
  }
  const expected = running
    .filter((p) => isActiveStatus(p.operation.status) && p.operation.expectedReturn !== null)
    .reduce((total, p) => total + percentOf(centsOf(p.amount), basisPointsOf(p.operation.expectedReturn!.toFixed(2))), 0n);

  const deposited = new Map<string, bigint>();
  for (const m of depositMovements ?? []) {
    const month = m.valueDate.slice(0, 7);
    deposited.set(month, (deposited.get(month) ?? 0n) + balanceEffect(m));
  }

  const first = [...paidIn.keys(), ...back.keys(), ...deposited.keys()].sort()[0]!;
  const months = monthsBetween(first, today.slice(0, 7));
  let depositBalance = 0n;
  let totals = { paidIn: 0n, back: 0n, gained: 0n };
  return months.map((month, index) => {
    totals = {
      paidIn: totals.paidIn + (paidIn.get(month) ?? 0n),
      back: totals.back + (back.get(month) ?? 0n),
      gained: totals.gained + (gained.get(month) ?? 0n),
    };
    depositBalance += deposited.get(month) ?? 0n;
    return {
      month,
      contributed: decimalOf(totals.paidIn),
      returned: decimalOf(totals.back),
      gain: decimalOf(totals.gained),
      expected: index === months.length - 1 ? decimalOf(totals.gained + expected) : null,
      ...(depositMovements && { deposit: decimalOf(depositBalance) }),
    };
  });
}
