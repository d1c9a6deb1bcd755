import "server-only";
import { TZDate } from "@date-fns/tz";
import { startOfMonth } from "date-fns";
import { Prisma } from "@/generated/prisma/client";
import { TIME_ZONE } from "@/lib/format";
import { assertAdmin, ROLES, type Actor } from "./core/actor";
import { prisma } from "./platform/database/client";
import { money } from "./shared/dto";
import { ACTIVE_OPERATION_STATUSES } from "@/lib/operation-status";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { newestFirst, toTransactionDto, transactionSelect, type TransactionDto } from "./transactions/records";

export type Trend = { value: number; isPositive: boolean } | null;

export type AdminDashboard = {
  activeOperations: { value: number; trend: Trend };
  investors: { value: number; trend: Trend };
  /** Mean expected return of the active operations, as a 2-decimal string (null when none has one). */
  averageReturn: string | null;
  investedCapital: { value: string; trend: Trend };
  /** What the committed participations still owe, all operations together ("Pendiente de pago"). */
  pendingPayments: string;
  recentTransactions: TransactionDto[];
  totals: { aportes: string; devoluciones: string; saldoNeto: string };
};

export const RECENT_TRANSACTIONS = 10;

/**
 * Percentage change from the previous month's closing value to today's, rounded to a whole
 * percent; null when there is nothing to compare with.
 */
export function trendBetween(previous: Prisma.Decimal | number, current: Prisma.Decimal | number): Trend {
  const before = new Prisma.Decimal(previous);
  if (before.isZero()) return null;
  const change = new Prisma.Decimal(current).minus(before).dividedBy(before).times(100).toDecimalPlaces(0).toNumber();
  return { value: Math.abs(change), isPositive: change >= 0 };
}

/**
 * Sums of the listed movements (docs/specification.md §2): aportes, devoluciones and their difference.
 * Honorarios are left out of both, and so is a failed movement: no money moved.
 */
export function movementTotals(rows: { type: string; amount: string; status: string }[]) {
  let aportes = new Prisma.Decimal(0);
  let devoluciones = new Prisma.Decimal(0);
  for (const row of rows) {
    if (row.status === "failed") continue;
    const type = row.type.toUpperCase();
    if (type === "APORTE") aportes = aportes.plus(row.amount);
    else if (type === "DEVOLUCION") devoluciones = devoluciones.plus(row.amount);
  }
  return { aportes: money(aportes), devoluciones: money(devoluciones), saldoNeto: money(aportes.minus(devoluciones)) };
}

/**
 * The admin dashboard, live. Trends compare today with the close of the previous month (Madrid
 * time): what existed before the first day of this month.
 */
export async function getAdminDashboard(actor: Actor | null, now = new Date()): Promise<AdminDashboard> {
  assertAdmin(actor);
  const db = await prisma();
  const monthStart = startOfMonth(new TZDate(now, TIME_ZONE));
  const active = { status: { in: [...ACTIVE_OPERATION_STATUSES] } };
  // Capital is what holds a place: a request, a rejection or a cancellation is no capital.
  const holding = { status: { in: [...HOLDING_STATUSES] } };
  const [activeNow, activeBefore, investorsNow, investorsBefore, avgReturn, capitalNow, capitalBefore, recent] = await Promise.all([
    db.operation.count({ where: active }),
    db.operation.count({ where: { ...active, createdAt: { lt: monthStart } } }),
    // A closed account is no longer one of the club's investors, from the day it closed.
    db.user.count({ where: { role: ROLES.investor, closedAt: null } }),
    db.user.count({
      where: { role: ROLES.investor, createdAt: { lt: monthStart }, OR: [{ closedAt: null }, { closedAt: { gte: monthStart } }] },
    }),
    db.operation.aggregate({ where: { ...active, expectedReturn: { not: null } }, _avg: { expectedReturn: true } }),
    db.investment.aggregate({ where: holding, _sum: { amount: true } }),
    db.investment.aggregate({ where: { ...holding, investmentDate: { lt: monthStart } }, _sum: { amount: true } }),
    db.transaction.findMany({ select: transactionSelect, orderBy: newestFirst, take: RECENT_TRANSACTIONS }),
  ]);
  const [{ pending }] = await db.$queryRaw<[{ pending: Prisma.Decimal }]>`
    SELECT COALESCE(SUM(GREATEST(i.amount - COALESCE(p.paid, 0), 0)), 0)::numeric(14, 2) AS pending
    FROM investments i
    LEFT JOIN (
      SELECT investment_id, SUM(amount) AS paid FROM transactions
      WHERE type = 'APORTE' AND status = 'completed' AND investment_id IS NOT NULL GROUP BY investment_id
    ) p ON p.investment_id = i.id
    WHERE i.status = 'active'`;
  const capital = capitalNow._sum.amount ?? new Prisma.Decimal(0);
  const recentTransactions = recent.map(toTransactionDto);
  return {
    activeOperations: { value: activeNow, trend: trendBetween(activeBefore, activeNow) },
    investors: { value: investorsNow, trend: trendBetween(investorsBefore, investorsNow) },
    averageReturn: avgReturn._avg.expectedReturn ? avgReturn._avg.expectedReturn.toFixed(2) : null,
    investedCapital: { value: money(capital), trend: trendBetween(capitalBefore._sum.amount ?? 0, capital) },
    pendingPayments: money(new Prisma.Decimal(pending)),
    recentTransactions,
    totals: movementTotals(recentTransactions),
  };
}
