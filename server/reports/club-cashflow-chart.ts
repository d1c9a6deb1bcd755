import "server-only";
import { dayInMadrid } from "@/lib/format";
import { monthsBetween, type MonthPoint } from "@/lib/money-series";
import { centsOf, decimalOf } from "@/lib/money";
import { kindOf } from "@/lib/ledger/kinds";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { calendarDate } from "../shared/dto";
import { madridMonth } from "@/lib/madrid-day";
import { calendarDay } from "../shared/references";

/**
 * The admin dashboard's picture of the club's money, the last twelve months, as the ledger counts it
 * (lib/ledger/kinds.ts): what came in from the investors (`paidIn`: contributions and fees charged)
 * and what went out to them (`received`: capital and result paid back, less the success fee and the
 * withholding a liquidation keeps): a liquidation's in the month the bank completed its payouts,
 * a movement typed by the club in its own month.
 */
export async function getClubCashflow(actor: Actor | null, now = new Date()): Promise<MonthPoint[]> {
  assertAdmin(actor);
  const last = dayInMadrid(now).slice(0, 7);
  const [year, month] = last.split("-").map(Number) as [number, number];
  const first = month === 12 ? `${year}-01` : `${year - 1}-${String(month + 1).padStart(2, "0")}`;
  const db = await prisma();
  const from = calendarDay(`${first}-01`)!;
  const [sums, payouts] = await Promise.all([
    db.movement.groupBy({
      by: ["type", "transactionDate", "liquidationId"],
      where: { status: "completed", transactionDate: { gte: from } },
      _sum: { amount: true },
    }),
    db.payout.findMany({ where: { status: "completed", completedAt: { gte: from } }, select: { amount: true, completedAt: true } }),
  ]);
  const moneyIn = new Map<string, bigint>();
  const moneyOut = new Map<string, bigint>();
  for (const row of sums) {
    const key = calendarDate(row.transactionDate)!.slice(0, 7);
    const kind = kindOf(row.type);
    const cents = centsOf(row._sum.amount ?? "0");
    if (kind?.paidIn) moneyIn.set(key, (moneyIn.get(key) ?? 0n) + cents);
    // A liquidation's money goes out with its payouts, when the bank shows them done.
    if (kind?.received && !row.liquidationId) moneyOut.set(key, (moneyOut.get(key) ?? 0n) + BigInt(kind.received) * cents);
  }
  for (const payout of payouts) {
    const key = madridMonth(payout.completedAt!);
    moneyOut.set(key, (moneyOut.get(key) ?? 0n) + centsOf(payout.amount));
  }
  return monthsBetween(first, last).map((m) => ({
    month: m,
    moneyIn: decimalOf(moneyIn.get(m) ?? 0n),
    moneyOut: decimalOf(moneyOut.get(m) ?? 0n),
  }));
}
