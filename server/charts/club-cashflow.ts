import "server-only";
import { dayInMadrid } from "@/lib/format";
import { monthsBetween, type MonthPoint } from "@/lib/money-series";
import { centsOf, decimalOf } from "@/lib/money";
import { kindOf } from "@/lib/ledger/kinds";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { calendarDate } from "../shared/dto";
import { calendarDay } from "../shared/references";

/**
 * The admin dashboard's picture of the club's money, the last twelve months, as the ledger counts it
 * (lib/ledger/kinds.ts): what came in from the investors (`paidIn`: contributions and fees charged)
 * and what went out to them (`received`: capital and result paid back, less the success fee and the
 * withholding a liquidation keeps: the transfers actually made).
 */
export async function getClubCashflow(actor: Actor | null, now = new Date()): Promise<MonthPoint[]> {
  assertAdmin(actor);
  const last = dayInMadrid(now).slice(0, 7);
  const [year, month] = last.split("-").map(Number) as [number, number];
  const first = month === 12 ? `${year}-01` : `${year - 1}-${String(month + 1).padStart(2, "0")}`;
  const db = await prisma();
  const sums = await db.transaction.groupBy({
    by: ["type", "transactionDate"],
    where: { status: "completed", transactionDate: { gte: calendarDay(`${first}-01`)! } },
    _sum: { amount: true },
  });
  const moneyIn = new Map<string, bigint>();
  const moneyOut = new Map<string, bigint>();
  for (const row of sums) {
    const key = calendarDate(row.transactionDate)!.slice(0, 7);
    const kind = kindOf(row.type);
    const cents = centsOf(row._sum.amount ?? "0");
    if (kind?.paidIn) moneyIn.set(key, (moneyIn.get(key) ?? 0n) + cents);
    if (kind?.received) moneyOut.set(key, (moneyOut.get(key) ?? 0n) + BigInt(kind.received) * cents);
  }
  return monthsBetween(first, last).map((m) => ({
    month: m,
    moneyIn: decimalOf(moneyIn.get(m) ?? 0n),
    moneyOut: decimalOf(moneyOut.get(m) ?? 0n),
  }));
}
