import "server-only";
import { cache } from "react";
import { Prisma } from "@/generated/prisma/client";
import { assertSignedIn, type Actor } from "./core/actor";
import { grantingParticipation, heldBy } from "./core/access";
import { prisma } from "./platform/database/client";
import { calendarDate, money } from "./shared/dto";
import { isPastStep, type Milestone } from "@/lib/timeline";
import type { OperationMoney } from "@/lib/operation-money";
import { isActiveStatus } from "@/lib/operation-status";
import { milestoneSelect, toMilestone, toScenario, type Scenario } from "./operations/case";

export type Participation = {
  investmentId: string;
  operationId: string;
  operationTitle: string;
  operationSlug: string;
  operationStatus: string;
  province: string;
  imageUrl: string | null;
  expectedReturn: string | null;
  expectedTerm: number | null;
  percentageFinanced: number;
  amount: string;
  investmentDate: string;
  status: string;
  /** The day of the operation's liquidation in force, whose statement the investor can download. */
  liquidatedOn: string | null;
};

export type PortfolioSummary = {
  /** Every participation, those of finished or closed operations included (the card says so). */
  totalInvested: string;
  /** How many of the participations are in an operation that is no longer active. */
  finishedParticipations: number;
  /** Of the total, what is in running operations (active participations of active operations). */
  activeInvested: string;
  /** What came back: capital returned and gains paid (completed Devolución and Beneficio). */
  returned: string;
  /** The gain of the finished operations: what came back less what was paid in and the club's fees. */
  realisedGain: string;
  activeOperations: number;
  /** Σ(amount × expected return) / Σ(amount) over participations whose operation has one; null if none. */
  weightedExpectedReturn: string | null;
  participations: Participation[];
};

/**
 * The signed-in investor's own money (docs/product.md#settled-choices, "Investor area"): always their rows only,
 * whatever their role, those that grant access (a cancelled participation is not in it), and exact decimal arithmetic.
 */
export async function getPortfolio(actor: Actor | null): Promise<PortfolioSummary> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.investment.findMany({
    where: grantingParticipation(actor.id),
    orderBy: [{ investmentDate: "desc" }, { id: "asc" }],
    select: {
      id: true,
      amount: true,
      investmentDate: true,
      status: true,
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
    },
  });

  const money_ = await ownMoneyTotals(actor.id);
  let total = new Prisma.Decimal(0);
  let activeInvested = new Prisma.Decimal(0);
  let weighted = new Prisma.Decimal(0);
  let weightBase = new Prisma.Decimal(0);
  const active = new Set<string>();
  let finished = 0;
  for (const row of rows) {
    total = total.plus(row.amount);
    if (row.operation.expectedReturn !== null) {
      weighted = weighted.plus(row.amount.times(row.operation.expectedReturn));
      weightBase = weightBase.plus(row.amount);
    }
    const statusActive = isActiveStatus(row.operation.status);
    if (statusActive && row.status === "active") {
      active.add(row.operation.id);
      activeInvested = activeInvested.plus(row.amount);
    }
    if (!statusActive) finished++;
  }

  return {
    totalInvested: money(total),
    finishedParticipations: finished,
    activeInvested: money(activeInvested),
    returned: money(money_.returned),
    realisedGain: money(money_.gain),
    activeOperations: active.size,
    weightedExpectedReturn: weightBase.isZero() ? null : weighted.dividedBy(weightBase).toFixed(2),
    participations: rows.map((row) => ({
      investmentId: row.id,
      operationId: row.operation.id,
      operationTitle: row.operation.title,
      operationSlug: row.operation.slug,
      operationStatus: row.operation.status,
      province: row.operation.province,
      imageUrl: row.operation.imageUrl,
      expectedReturn: row.operation.expectedReturn === null ? null : money(row.operation.expectedReturn),
      expectedTerm: row.operation.expectedTerm,
      percentageFinanced: row.operation.percentageFinanced,
      amount: money(row.amount),
      investmentDate: row.investmentDate.toISOString(),
      status: row.status,
      liquidatedOn: row.operation.liquidations[0] ? calendarDate(row.operation.liquidations[0].date) : null,
    })),
  };
}

/** One person's completed money movements (the types of MONEY_FIELD) summed per operation, type and day, with the operation's status. */
export type OwnMovementSum = { operationId: string; type: string; operationStatus: string; day: Date; amount: Prisma.Decimal };

/**
 * The sums behind the investor's totals and their picture, in one query: the operation's status
 * comes with each sum (it decides whether a result is already a gain), instead of a second read.
 * Memoised for the request being rendered: Mi Dashboard's totals and picture read it once.
 */
export const ownMovementSums = cache(async (userId: string): Promise<OwnMovementSum[]> => {
  const db = await prisma();
  return db.$queryRaw<OwnMovementSum[]>`
    SELECT t.operation_id AS "operationId", t.type, o.status AS "operationStatus", t.transaction_date AS day, SUM(t.amount) AS amount
    FROM transactions t JOIN operations o ON o.id = t.operation_id
    WHERE t.user_id = ${userId}::uuid AND t.status = 'completed' AND t.type = ANY(${Object.keys(MONEY_FIELD)})
    GROUP BY 1, 2, 3, 4`;
});

/**
 * The person's returned money and the gain of their finished operations, from their completed
 * movements per operation and type (what came back less what went in and the fees).
 */
async function ownMoneyTotals(userId: string) {
  let returned = new Prisma.Decimal(0);
  let gain = new Prisma.Decimal(0);
  for (const row of await ownMovementSums(userId)) {
    const field = MONEY_FIELD[row.type];
    if (field === "returned") returned = returned.plus(row.amount);
    if (isActiveStatus(row.operationStatus)) continue;
    gain = field === "returned" ? gain.plus(row.amount) : gain.minus(row.amount);
  }
  return { returned, gain };
}

/**
 * Which sum of OperationMoney a transaction type adds to (types are free text: others are left out).
 * A liquidation's "Beneficio" came back with the capital and its "Comisión de éxito" is a fee; the
 * "Retención IRPF" is the investor's own tax, paid for them: part of their result, not a cost of it.
 */
export const MONEY_FIELD: Record<string, "contributed" | "returned" | "fees"> = {
  APORTE: "contributed",
  DEVOLUCION: "returned",
  BENEFICIO: "returned",
  HONORARIO: "fees",
  COMISION_EXITO: "fees",
};

/**
 * The actor's own money in each operation they have movements in (Mis Operaciones), summed in SQL
 * per operation, type and status; keyed by operation id.
 */
export async function getOperationMoney(actor: Actor | null): Promise<Map<string, OperationMoney>> {
  assertSignedIn(actor);
  const db = await prisma();
  const groups = await db.transaction.groupBy({
    by: ["operationId", "type", "status"],
    where: { userId: actor.id },
    _sum: { amount: true },
    _count: { _all: true },
  });
  const sums = new Map<string, Record<"contributed" | "returned" | "fees", Prisma.Decimal> & { pending: number }>();
  for (const group of groups) {
    const entry = sums.get(group.operationId) ?? {
      contributed: new Prisma.Decimal(0),
      returned: new Prisma.Decimal(0),
      fees: new Prisma.Decimal(0),
      pending: 0,
    };
    sums.set(group.operationId, entry);
    const field = MONEY_FIELD[group.type.toUpperCase()];
    if (!field) continue;
    if (group.status === "pending") entry.pending += group._count._all;
    if (group.status === "completed") entry[field] = entry[field].plus(group._sum.amount ?? 0);
  }
  return new Map(
    [...sums].map(([operationId, s]) => [
      operationId,
      { contributed: money(s.contributed), returned: money(s.returned), fees: money(s.fees), pending: s.pending },
    ]),
  );
}

export type HeldOperationCase = {
  operationId: string;
  slug: string;
  title: string;
  pvp: string;
  milestones: Milestone[];
  scenarios: Scenario[];
};

/**
 * The court case and scenarios of every operation the actor holds (their own rows only, as the
 * rest of the investor area), keyed by operation id.
 */
export async function getPortfolioCases(actor: Actor | null): Promise<Map<string, HeldOperationCase>> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.operation.findMany({
    where: heldBy(actor.id),
    select: {
      id: true,
      slug: true,
      title: true,
      pvp: true,
      milestones: { select: milestoneSelect, orderBy: { position: "asc" } },
      scenarios: {
        select: { id: true, name: true, months: true, basis: true, gross: true, costs: true, explanation: true },
        orderBy: { position: "asc" },
      },
    },
  });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        operationId: row.id,
        slug: row.slug,
        title: row.title,
        pvp: money(row.pvp),
        milestones: row.milestones.map(toMilestone),
        scenarios: row.scenarios.map(toScenario),
      },
    ]),
  );
}

export type UpcomingMilestone = { operationSlug: string; operationTitle: string; milestone: Milestone };

/** The next `limit` milestones not completed yet, with a date, across the actor's operations, soonest first. */
export function upcomingMilestones(cases: Iterable<HeldOperationCase>, limit = 3): UpcomingMilestone[] {
  const all: UpcomingMilestone[] = [];
  for (const held of cases) {
    for (const milestone of held.milestones) {
      if (!isPastStep(milestone.status) && milestone.date) all.push({ operationSlug: held.slug, operationTitle: held.title, milestone });
    }
  }
  return all
    .sort((a, b) => a.milestone.date!.localeCompare(b.milestone.date!) || a.operationTitle.localeCompare(b.operationTitle))
    .slice(0, limit);
}
