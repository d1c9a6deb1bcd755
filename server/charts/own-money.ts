import "server-only";
import { dayInMadrid } from "@/lib/format";
import { madridMonth } from "@/lib/madrid-day";
import { isActiveStatus } from "@/lib/operation-status";
import { decimalOf, monthsBetween, type MonthPoint } from "@/lib/money-series";
import { assertSignedIn, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { MONEY_FIELD, ownMovementSums } from "../portfolio";

/**
 * Mi Dashboard's picture of the person's money over time: month by month, what they had paid in,
 * what had come back, and what their finished operations had gained (counted in the month of the
 * operation's last payout: what came back less what went in and the club's fees); the last month
 * also carries the expected gain, that plus what the running operations expect (each participation
 * times its operation's expected total return).
 */
export async function getOwnMoneyHistory(actor: Actor | null, now = new Date()): Promise<MonthPoint[]> {
  assertSignedIn(actor);
  const db = await prisma();
  const [sums, running] = await Promise.all([
    ownMovementSums(actor.id),
    db.investment.findMany({
      where: { userId: actor.id, status: "active" },
      select: { amount: true, operation: { select: { id: true, status: true, expectedReturn: true } } },
    }),
  ]);
  if (!sums.length) return [];
  const cents = (value: { toString(): string } | null) => Math.round(Number(value?.toString() ?? "0") * 100);
  const paidIn = new Map<string, number>();
  const back = new Map<string, number>();
  const gainOf = new Map<string, { cents: number; month: string }>();
  for (const row of sums) {
    const month = madridMonth(row.day);
    const amount = cents(row.amount);
    const field = MONEY_FIELD[row.type];
    if (field === "contributed") paidIn.set(month, (paidIn.get(month) ?? 0) + amount);
    if (field === "returned") back.set(month, (back.get(month) ?? 0) + amount);
    if (isActiveStatus(row.operationStatus)) continue;
    const gain = gainOf.get(row.operationId) ?? { cents: 0, month };
    gain.cents += field === "returned" ? amount : -amount;
    if (field === "returned" && month > gain.month) gain.month = month;
    gainOf.set(row.operationId, gain);
  }
  const gained = new Map<string, number>();
  for (const { cents: value, month } of gainOf.values()) gained.set(month, (gained.get(month) ?? 0) + value);
  const expected = running
    .filter((p) => isActiveStatus(p.operation.status) && p.operation.expectedReturn !== null)
    .reduce((total, p) => total + Math.round((cents(p.amount) * Number(p.operation.expectedReturn!.toString())) / 100), 0);

  const first = [...paidIn.keys(), ...back.keys()].sort()[0]!;
  const months = monthsBetween(first, dayInMadrid(now).slice(0, 7));
  let totals = { paidIn: 0, back: 0, gained: 0 };
  return months.map((month, index) => {
    totals = {
      paidIn: totals.paidIn + (paidIn.get(month) ?? 0),
      back: totals.back + (back.get(month) ?? 0),
      gained: totals.gained + (gained.get(month) ?? 0),
    };
    return {
      month,
      contributed: decimalOf(totals.paidIn),
      returned: decimalOf(totals.back),
      gain: decimalOf(totals.gained),
      expected: index === months.length - 1 ? decimalOf(totals.gained + expected) : null,
    };
  });
}
