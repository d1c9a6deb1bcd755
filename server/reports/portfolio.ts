import "server-only";
import { assertSignedIn, type Actor } from "../core/actor";
import { heldBy } from "../core/access";
import { prisma } from "../platform/database/client";
import { calendarDate, money } from "../shared/dto";
import { isPastStep, type Milestone } from "@/lib/timeline";
import type { OperationMoney, PayoutOnItsWay } from "@/lib/operation-money";
import { dayInMadrid } from "@/lib/format";
import { isSepaIban } from "@/lib/validations/identity";
import { positionDto, type Position } from "@/lib/ledger/position";
import { basisPointsOf, centsOf, decimalOf, percentageOf } from "@/lib/money";
import { OPEN_PAYOUT_STATUSES } from "../ledger/positions";
import { ownParticipations, ownPositions } from "../participations/own";
import { isActiveStatus } from "@/lib/operation-status";
import { holdsPlace } from "@/lib/validations/investment";
import { byId } from "../shared/order";
import { milestoneSelect, toMilestone } from "../operations/case";
import { scenarioSelect, toScenario, type Scenario } from "../operations/scenario";

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
  activeOperations: number;
  /** Σ(amount × expected return) / Σ(amount) over participations whose operation has one; null if none. */
  weightedExpectedReturn: string | null;
  /** Every figure of the person's money, from the ledger: paid, owed, returned, gain, withheld, received… */
  money: Position;
  participations: Participation[];
};

/**
 * The signed-in investor's own money (docs/product.md#settled-choices, "Investor area"): always their rows only,
 * whatever their role, those that grant access (a cancelled participation is not in it), and their
 * figures from the ledger's positions.
 */
export async function getPortfolio(actor: Actor | null): Promise<PortfolioSummary> {
  assertSignedIn(actor);
  const [participations, { total: money_ }] = await Promise.all([ownParticipations(actor.id), ownPositions(actor.id)]);
  const rows = participations
    .filter((p) => holdsPlace(p.status))
    .sort((a, b) => b.investmentDate.getTime() - a.investmentDate.getTime() || byId(a, b));
  let total = 0n;
  let activeInvested = 0n;
  // Σ amount × rate (cents × basis points) over Σ amount: the amount-weighted expected return.
  let weighted = 0n;
  let weightBase = 0n;
  const active = new Set<string>();
  let finished = 0;
  for (const row of rows) {
    total += centsOf(row.amount);
    if (row.operation.expectedReturn !== null) {
      weighted += centsOf(row.amount) * basisPointsOf(String(row.operation.expectedReturn));
      weightBase += centsOf(row.amount);
    }
    const statusActive = isActiveStatus(row.operation.status);
    if (statusActive && row.status === "active") {
      active.add(row.operation.id);
      activeInvested += centsOf(row.amount);
    }
    if (!statusActive) finished++;
  }

  return {
    totalInvested: decimalOf(total),
    finishedParticipations: finished,
    activeInvested: decimalOf(activeInvested),
    activeOperations: active.size,
    weightedExpectedReturn: percentageOf(weighted, weightBase * 10_000n),
    money: positionDto(money_),
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

/** The actor's own money in each operation they have movements or participations in (Mis Operaciones), by operation id. */
export async function getOperationMoney(actor: Actor | null): Promise<Map<string, OperationMoney>> {
  assertSignedIn(actor);
  const [{ byOperation }, payouts] = await Promise.all([ownPositions(actor.id), ownPayoutsOnTheirWay(actor.id)]);
  return new Map(
    [...byOperation].map(([operationId, { pendingMovements, ...position }]) => [
      operationId,
      { ...positionDto(position), pendingMovements, payouts: payouts.get(operationId) ?? [] },
    ]),
  );
}

/**
 * The person's payouts of a participation the bank has not shown paid — a liquidation's, or the refund of
 * one revoked in its reflection period (ordered the day it was revoked) — by operation, oldest first.
 */
async function ownPayoutsOnTheirWay(userId: string): Promise<Map<string, PayoutOnItsWay[]>> {
  const db = await prisma();
  const rows = await db.payout.findMany({
    where: { userId, investmentId: { not: null }, status: { in: [...OPEN_PAYOUT_STATUSES] } },
    select: {
      amount: true,
      status: true,
      sentAt: true,
      investment: { select: { operationId: true, revokedAt: true } },
      liquidation: { select: { date: true } },
      user: { select: { iban: true } },
    },
    orderBy: [{ id: "asc" }],
  });
  const byOperation = new Map<string, PayoutOnItsWay[]>();
  for (const row of rows) {
    const operationId = row.investment!.operationId;
    byOperation.set(operationId, [
      ...(byOperation.get(operationId) ?? []),
      {
        amount: money(row.amount),
        status: row.status as PayoutOnItsWay["status"],
        orderedOn: row.liquidation ? calendarDate(row.liquidation.date)! : dayInMadrid(row.investment!.revokedAt!),
        sentOn: row.sentAt ? dayInMadrid(row.sentAt) : null,
        awaitingIban: row.status === "ordered" && !isSepaIban(row.user.iban),
      },
    ]);
  }
  return byOperation;
}

export type HeldOperationCase = {
  operationId: string;
  slug: string;
  title: string;
  /** The operation's status: a finished one (finalizada, cerrada) has no milestone ahead. */
  status: string;
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
      status: true,
      pvp: true,
      milestones: { select: milestoneSelect, orderBy: { position: "asc" } },
      scenarios: { select: scenarioSelect, orderBy: { position: "asc" } },
    },
  });
  return new Map(
    rows.map((row) => [
      row.id,
      {
        operationId: row.id,
        slug: row.slug,
        title: row.title,
        status: row.status,
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
    // Once liquidated or closed, what the case still had planned no longer concerns the investor's money.
    if (!isActiveStatus(held.status)) continue;
    for (const milestone of held.milestones) {
      if (!isPastStep(milestone.status) && milestone.date) all.push({ operationSlug: held.slug, operationTitle: held.title, milestone });
    }
  }
  return all
    .sort((a, b) => a.milestone.date!.localeCompare(b.milestone.date!) || a.operationTitle.localeCompare(b.operationTitle))
    .slice(0, limit);
}
