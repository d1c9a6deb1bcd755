import "server-only";
import { dayInMadrid } from "@/lib/format";
import { decimalOf, monthsBetween, type MonthPoint } from "@/lib/money-series";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { madridDayStart, madridMonth } from "@/lib/madrid-day";

/**
 * The admin dashboard's picture of the club's money, the last twelve months: what came in from the
 * investors (completed contributions and fees charged to them, Honorario) and what went out to them
 * (capital and gains paid back, less the success fee and the withholding a liquidation keeps: the
 * transfers actually made).
 */
export async function getClubCashflow(actor: Actor | null, now = new Date()): Promise<MonthPoint[]> {
  assertAdmin(actor);
  const last = dayInMadrid(now).slice(0, 7);
  const [year, month] = last.split("-").map(Number) as [number, number];
  const first = month === 12 ? `${year}-01` : `${year - 1}-${String(month + 1).padStart(2, "0")}`;
  const db = await prisma();
  const sums = await db.transaction.groupBy({
    by: ["type", "transactionDate"],
    where: {
      status: "completed",
      type: { in: ["APORTE", "DEVOLUCION", "BENEFICIO", "HONORARIO", "COMISION_EXITO", "RETENCION"] },
      transactionDate: { gte: madridDayStart(`${first}-01`) },
    },
    _sum: { amount: true },
  });
  const moneyIn = new Map<string, number>();
  const moneyOut = new Map<string, number>();
  for (const row of sums) {
    const key = madridMonth(row.transactionDate);
    const cents = Math.round(Number(row._sum.amount?.toString() ?? "0") * 100);
    if (row.type === "APORTE" || row.type === "HONORARIO") moneyIn.set(key, (moneyIn.get(key) ?? 0) + cents);
    else moneyOut.set(key, (moneyOut.get(key) ?? 0) + (row.type === "DEVOLUCION" || row.type === "BENEFICIO" ? cents : -cents));
  }
  return monthsBetween(first, last).map((m) => ({
    month: m,
    moneyIn: decimalOf(moneyIn.get(m) ?? 0),
    moneyOut: decimalOf(moneyOut.get(m) ?? 0),
  }));
}
