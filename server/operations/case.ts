import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { scenariosSchema, timelineSchema } from "@/lib/validations/case";
import type { ScenarioBasis, ScenarioTerms } from "@/lib/returns";
import { presetMilestones, type AwardType, type Milestone, type MilestoneKind, type MilestoneStatus } from "@/lib/timeline";
import { assertAdmin, type Actor } from "../auth/actor";
import { notFound, rowId } from "../auth/access";
import { invalidateOperations } from "../cache-tags";
import { prisma } from "../db";
import { recordAudit } from "../audit/record";
import { calendarDate } from "../shared/dto";

/**
 * The court case (milestones) and the return scenarios of an operation: public reads by slug, the
 * admin's reads and whole-list replacements by operation id. Every write expires the operation's
 * cached public views (its page, the cards' current step, its calendar).
 */

export type Scenario = ScenarioTerms & { id: string; explanation: string | null };

export type OperationCase = { milestones: Milestone[]; scenarios: Scenario[] };

export const milestoneSelect = {
  id: true,
  kind: true,
  status: true,
  date: true,
  note: true,
  auctionUrl: true,
  auctionRef: true,
  awardType: true,
} satisfies Prisma.OperationMilestoneSelect;

const scenarioSelect = {
  id: true,
  name: true,
  months: true,
  basis: true,
  gross: true,
  costs: true,
  explanation: true,
} satisfies Prisma.ReturnScenarioSelect;

type MilestoneRow = Prisma.OperationMilestoneGetPayload<{ select: typeof milestoneSelect }>;
type ScenarioRow = Prisma.ReturnScenarioGetPayload<{ select: typeof scenarioSelect }>;

export function toMilestone(row: MilestoneRow): Milestone {
  return {
    id: row.id,
    kind: row.kind as MilestoneKind,
    status: row.status as MilestoneStatus,
    date: calendarDate(row.date),
    note: row.note,
    auctionUrl: row.auctionUrl,
    auctionRef: row.auctionRef,
    awardType: row.awardType as AwardType | null,
  };
}

/** Decimal(14,4) as the shortest exact string ("1.2500" → "1.25", "294000.0000" → "294000"). */
const factor = (value: Prisma.Decimal) => value.toFixed(4).replace(/\.?0+$/, "");

export function toScenario(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    name: row.name,
    months: row.months,
    basis: row.basis as ScenarioBasis,
    gross: factor(row.gross),
    costs: factor(row.costs),
    explanation: row.explanation,
  };
}

const ordered = { orderBy: { position: "asc" as const } };

/** The case of the operation of a public address, or null when there is no such operation. */
export async function findOperationCase(slug: string): Promise<OperationCase | null> {
  const db = await prisma();
  const row = await db.operation.findUnique({
    where: { slug },
    select: { milestones: { select: milestoneSelect, ...ordered }, scenarios: { select: scenarioSelect, ...ordered } },
  });
  return row ? { milestones: row.milestones.map(toMilestone), scenarios: row.scenarios.map(toScenario) } : null;
}

/** The admin editor's data (GET /api/operations/{id}/timeline and /scenarios). */
export async function getOperationCase(actor: Actor | null, id: string): Promise<OperationCase> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.operation.findUnique({
    where: { id: rowId(id) },
    select: { milestones: { select: milestoneSelect, ...ordered }, scenarios: { select: scenarioSelect, ...ordered } },
  });
  if (!row) notFound();
  return { milestones: row.milestones.map(toMilestone), scenarios: row.scenarios.map(toScenario) };
}

/** The standard milestones every new operation starts with (pending, no dates). */
export function presetMilestoneRows(): Prisma.OperationMilestoneCreateWithoutOperationInput[] {
  return presetMilestones().map((milestone, position) => ({ position, kind: milestone.kind, status: milestone.status }));
}

async function operationOf(id: string): Promise<{ slug: string; title: string }> {
  const db = await prisma();
  const operation = await db.operation.findUnique({ where: { id: rowId(id) }, select: { slug: true, title: true } });
  return operation ?? notFound();
}

/** A list as the audit log compares it: its items' fields in order, without their ids (a replacement makes new ones). */
const withoutIds = <T extends { id: string }>(rows: T[]) => rows.map(({ id: _id, ...fields }) => fields);

/**
 * Replaces one of the operation's ordered lists in a transaction: reads it, lets `replace` delete
 * and recreate it, reads it again, records both in the audit log under `field`, then expires the
 * operation's cached public views.
 */
async function replaceOperationList<T extends { id: string }>(
  actor: Actor,
  id: string,
  field: "milestones" | "scenarios",
  list: { read: (tx: Prisma.TransactionClient) => Promise<T[]>; replace: (tx: Prisma.TransactionClient) => Promise<unknown> },
): Promise<T[]> {
  const { slug, title } = await operationOf(id);
  const db = await prisma();
  const rows = await db.$transaction(async (tx) => {
    const before = await list.read(tx);
    await list.replace(tx);
    const after = await list.read(tx);
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "operation",
      entityId: id,
      entityLabel: title,
      before: { [field]: withoutIds(before) },
      after: { [field]: withoutIds(after) },
    });
    return after;
  });
  await invalidateOperations(slug);
  return rows;
}

/** Replaces the whole ordered timeline (add, reorder, mark done happen in the editor). */
export async function replaceTimeline(actor: Actor | null, id: string, input: unknown): Promise<Milestone[]> {
  assertAdmin(actor);
  const { milestones } = timelineSchema.parse(input);
  const rows = await replaceOperationList(actor, id, "milestones", {
    read: (tx) => tx.operationMilestone.findMany({ where: { operationId: id }, select: milestoneSelect, ...ordered }),
    replace: async (tx) => {
      await tx.operationMilestone.deleteMany({ where: { operationId: id } });
      // The schema is strict: a parsed milestone holds exactly its columns.
      await tx.operationMilestone.createMany({
        data: milestones.map((m, position) => ({
          ...m,
          operationId: id,
          position,
          date: m.date ? new Date(`${m.date}T00:00:00.000Z`) : null,
        })),
      });
    },
  });
  return rows.map(toMilestone);
}

/** Replaces the operation's return scenarios. */
export async function replaceScenarios(actor: Actor | null, id: string, input: unknown): Promise<Scenario[]> {
  assertAdmin(actor);
  const { scenarios } = scenariosSchema.parse(input);
  const rows = await replaceOperationList(actor, id, "scenarios", {
    read: (tx) => tx.returnScenario.findMany({ where: { operationId: id }, select: scenarioSelect, ...ordered }),
    replace: async (tx) => {
      await tx.returnScenario.deleteMany({ where: { operationId: id } });
      await tx.returnScenario.createMany({
        data: scenarios.map((s, position) => ({ ...s, operationId: id, position, months: s.months! })),
      });
    },
  });
  return rows.map(toScenario);
}
