import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { assertSignedIn, type Actor } from "./auth/actor";
import { prisma } from "./db";
import { money } from "./shared/dto";
import type { Milestone } from "@/lib/timeline";
import { milestoneSelect, toMilestone, toScenario, type Scenario } from "./operations/case";

/** Operation statuses in which the investor's money is still at work. */
export const ACTIVE_OPERATION_STATUSES = ["abierta", "reservada", "en_curso"] as const;

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
};

export type PortfolioSummary = {
  /** Every participation, those of finished or closed operations included (the card says so). */
  totalInvested: string;
  /** How many of the participations are in an operation that is no longer active. */
  finishedParticipations: number;
  activeOperations: number;
  /** Σ(amount × expected return) / Σ(amount) over participations whose operation has one; null if none. */
  weightedExpectedReturn: string | null;
  participations: Participation[];
};

/**
 * The signed-in investor's own money (docs/product.md#settled-choices, "Investor area"): always their rows only,
 * whatever their role, and exact decimal arithmetic.
 */
export async function getPortfolio(actor: Actor | null): Promise<PortfolioSummary> {
  assertSignedIn(actor);
  const db = await prisma();
  const rows = await db.investment.findMany({
    where: { userId: actor.id },
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
        },
      },
    },
  });

  let total = new Prisma.Decimal(0);
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
    const statusActive = (ACTIVE_OPERATION_STATUSES as readonly string[]).includes(row.operation.status.toLowerCase());
    if (statusActive && row.status === "active") active.add(row.operation.id);
    if (!statusActive) finished++;
  }

  return {
    totalInvested: money(total),
    finishedParticipations: finished,
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
    })),
  };
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
    where: { investments: { some: { userId: actor.id } } },
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
      if (milestone.status !== "completado" && milestone.date)
        all.push({ operationSlug: held.slug, operationTitle: held.title, milestone });
    }
  }
  return all
    .sort((a, b) => a.milestone.date!.localeCompare(b.milestone.date!) || a.operationTitle.localeCompare(b.operationTitle))
    .slice(0, limit);
}
