import "server-only";
import { TZDate } from "@date-fns/tz";
import { startOfMonth } from "date-fns";
import { Prisma } from "@/generated/prisma/client";
import { TIME_ZONE } from "@/lib/format";
import { assertAdmin, ROLES, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { money } from "../shared/dto";
import { centsOf, decimalOf, percentageOf } from "@/lib/money";
import { movementSums, totalOf } from "@/lib/ledger/position";
import { counts, kindOf } from "@/lib/ledger/kinds";
import { positionsWhere } from "../ledger/positions";
import { ACTIVE_OPERATION_STATUSES } from "@/lib/operation-status";
import { HOLDING_STATUSES } from "@/lib/validations/investment";
import { newestFirst, toMovementDto, type MovementDto } from "../ledger/movements";
import { movementSelect } from "../ledger/movement-select";

export type Trend = { value: number; isPositive: boolean } | null;

export type AdminDashboard = {
  activeOperations: { value: number; trend: Trend };
  investors: { value: number; trend: Trend };
  /** Mean expected return of the active operations, as a 2-decimal string (null when none has one). */
  averageReturn: string | null;
  investedCapital: { value: string; trend: Trend };
  /** What the committed participations still owe, all operations together ("Pendiente de pago"). */
  pendingPayments: string;
  /** Each with why its totals leave it out (null: they count it), so the rows and the totals are read by one rule. */
  recentTransactions: (MovementDto & { outsideTotals: OutsideTotals })[];
  totals: { aportes: string; devoluciones: string; saldoNeto: string };
};

export const RECENT_TRANSACTIONS = 10;

/**
 * Percentage change from the previous month's closing value to today's, rounded to a whole
 * percent; null when there is nothing to compare with.
 */
export function trendBetween(previous: bigint | number, current: bigint | number): Trend {
  const before = BigInt(previous);
  const change = percentageOf(BigInt(current) - before, before, 0);
  if (change === null) return null;
  return { value: Math.abs(Number(change)), isPositive: !change.startsWith("-") };
}

/**
 * Sums of the listed movements (docs/specification.md §2): aportes, devoluciones and their
 * difference, from the ledger's sums (completed movements only, as every other figure: a pending
 * one has not moved yet, a failed one never did). Honorarios are left out of both.
 */
export type OutsideTotals = "not-completed" | "other-type" | null;

/** Why a listed movement is outside the totals: only completed aportes and devoluciones add up there. */
export function outsideTotals(row: { type: string; status: string }): OutsideTotals {
  if (!counts(row.status)) return "not-completed";
  const kind = kindOf(row.type)?.counts;
  return kind === "contributed" || kind === "capitalReturned" ? null : "other-type";
}

export function movementTotals(rows: { type: string; amount: string; status: string }[]) {
  const { contributed, capitalReturned } = movementSums(rows);
  return { aportes: decimalOf(contributed), devoluciones: decimalOf(capitalReturned), saldoNeto: decimalOf(contributed - capitalReturned) };
}

/**
 * The admin dashboard, live. Trends compare today with the close of the previous month (Madrid
 * time): what existed before the first day of this month.
 */
export async function getAdminDashboard(actor: Actor | null, now = new Date()): Promise<AdminDashboard> {
  assertAdmin(actor);
  const db = await prisma();
  const monthStart = startOfMonth(new TZDate(now, TIME_ZONE));
  const [[figures], recent] = await Promise.all([
    db.$queryRaw<[DashboardFigures]>(dashboardFigures(monthStart)),
    db.movement.findMany({ select: movementSelect, orderBy: newestFirst, take: RECENT_TRANSACTIONS }),
  ]);
  const recentTransactions = recent.map((row) => {
    const dto = toMovementDto(row);
    return { ...dto, outsideTotals: outsideTotals(dto) };
  });
  return {
    activeOperations: { value: figures.activeNow, trend: trendBetween(figures.activeBefore, figures.activeNow) },
    investors: { value: figures.investorsNow, trend: trendBetween(figures.investorsBefore, figures.investorsNow) },
    averageReturn: figures.averageReturn === null ? null : new Prisma.Decimal(figures.averageReturn).toFixed(2),
    investedCapital: {
      value: money(figures.capitalNow),
      trend: trendBetween(centsOf(figures.capitalBefore), centsOf(figures.capitalNow)),
    },
    pendingPayments: decimalOf(await owedByEveryone(db)),
    recentTransactions,
    totals: movementTotals(recentTransactions),
  };
}

type DashboardFigures = {
  activeNow: number;
  activeBefore: number;
  investorsNow: number;
  investorsBefore: number;
  averageReturn: Prisma.Decimal | null;
  capitalNow: Prisma.Decimal;
  capitalBefore: Prisma.Decimal;
};

/** What the committed participations still owe, all operations together: the sum of their positions' owed. */
async function owedByEveryone(db: Awaited<ReturnType<typeof prisma>>): Promise<bigint> {
  return totalOf([...(await positionsWhere(db, { status: "active" })).values()]).owed;
}

/**
 * The dashboard's figures in one statement (one round trip instead of eight): now and at the close
 * of the previous month (what existed before `monthStart`).
 *  - Active operations and their mean expected return (of those that have one).
 *  - Investors: a closed account is no longer one of the club's investors, from the day it closed.
 *  - Capital is what holds a place: a request, a rejection or a cancellation is no capital.
 */
function dashboardFigures(monthStart: Date): Prisma.Sql {
  return Prisma.sql`
    SELECT o.active_now AS "activeNow", o.active_before AS "activeBefore", o.average_return AS "averageReturn",
           u.now AS "investorsNow", u.before AS "investorsBefore",
           c.now AS "capitalNow", c.before AS "capitalBefore"
    FROM (
      SELECT count(*)::int AS active_now, (count(*) FILTER (WHERE created_at < ${monthStart}))::int AS active_before,
             avg(expected_return) AS average_return
      FROM operations WHERE status = ANY(${[...ACTIVE_OPERATION_STATUSES]})
    ) o, (
      SELECT (count(*) FILTER (WHERE closed_at IS NULL))::int AS now,
             (count(*) FILTER (WHERE created_at < ${monthStart} AND (closed_at IS NULL OR closed_at >= ${monthStart})))::int AS before
      FROM users WHERE role = ${ROLES.investor}
    ) u, (
      SELECT COALESCE(sum(amount), 0) AS now, COALESCE(sum(amount) FILTER (WHERE investment_date < ${monthStart}), 0) AS before
      FROM investments WHERE status = ANY(${[...HOLDING_STATUSES]})
    ) c`;
}
