import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { scenariosSchema, timelineSchema } from "@/lib/validations/case";
import { presetMilestones, type AwardType, type Milestone, type MilestoneKind, type MilestoneStatus } from "@/lib/timeline";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { invalidateOperations } from "../platform/cache/cache-tags";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { calendarDate } from "../shared/dto";
import { followExpectedScenario } from "./expected";
import { scenarioSelect, toScenario, type Scenario } from "./scenario";

/**
 * The court case (milestones) and the return scenarios of an operation: public reads by slug, the
 * admin's reads and whole-list replacements by operation id. Every write expires the operation's
 * cached public views (its page, the cards' current step, its calendar).
 */

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

type MilestoneRow = Prisma.OperationMilestoneGetPayload<{ select: typeof milestoneSelect }>;

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

/** One of an operation's ordered lists, as its Prisma table (a transaction's) reads and writes it. */
type OrderedList<S, R, D> = {
  findMany(args: { where: { operationId: string }; select: S } & typeof ordered): PromiseLike<R[]>;
  deleteMany(args: { where: { operationId: string } }): PromiseLike<unknown>;
  createMany(args: { data: (D & { operationId: string; position: number })[] }): PromiseLike<unknown>;
};

/**
 * Replaces one of the operation's ordered lists with `rows`, in their order, in a transaction: reads
 * it, deletes it, creates the new one, reads it again, records both in the audit log under `field`,
 * then expires the operation's cached public views.
 */
async function replaceOperationList<S, R extends { id: string }, D, T>(
  actor: Actor,
  id: string,
  field: "milestones" | "scenarios",
  list: {
    rows: D[];
    table: (tx: Prisma.TransactionClient) => OrderedList<NoInfer<S>, NoInfer<R>, NoInfer<D>>;
    select: S;
    toDto: (row: R) => T;
    /** What follows from the new list in the same transaction, and its figures before and after for the audit. */
    then?: (tx: Prisma.TransactionClient) => Promise<{ before: object; after: object } | null>;
  },
): Promise<T[]> {
  const { slug, title } = await operationOf(id);
  const db = await prisma();
  const rows = await db.$transaction(async (tx) => {
    const table = list.table(tx);
    const read = () => table.findMany({ where: { operationId: id }, select: list.select, ...ordered });
    const before = await read();
    await table.deleteMany({ where: { operationId: id } });
    await table.createMany({ data: list.rows.map((row, position) => ({ ...row, operationId: id, position })) });
    const after = await read();
    const followed = list.then ? await list.then(tx) : null;
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "operation",
      entityId: id,
      entityLabel: title,
      before: { [field]: withoutIds(before), ...followed?.before },
      after: { [field]: withoutIds(after), ...followed?.after },
    });
    return after;
  });
  await invalidateOperations(slug);
  return rows.map(list.toDto);
}

/** Replaces the whole ordered timeline (add, reorder, mark done happen in the editor). */
export async function replaceTimeline(actor: Actor | null, id: string, input: unknown): Promise<Milestone[]> {
  assertAdmin(actor);
  const { milestones } = timelineSchema.parse(input);
  return replaceOperationList(actor, id, "milestones", {
    // The schema is strict: a parsed milestone holds exactly its columns.
    rows: milestones.map((m) => ({ ...m, date: m.date ? new Date(`${m.date}T00:00:00.000Z`) : null })),
    table: (tx) => tx.operationMilestone,
    select: milestoneSelect,
    toDto: toMilestone,
  });
}

/** Replaces the operation's return scenarios; the operation's expected figures follow its "previsto" one. */
export async function replaceScenarios(actor: Actor | null, id: string, input: unknown): Promise<Scenario[]> {
  assertAdmin(actor);
  const { scenarios } = scenariosSchema.parse(input);
  return replaceOperationList(actor, id, "scenarios", {
    rows: scenarios.map((s) => ({ ...s, months: s.months! })),
    table: (tx) => tx.returnScenario,
    select: scenarioSelect,
    toDto: toScenario,
    then: (tx) => {
      const expected = scenarios.findIndex((scenario) => scenario.expected);
      return followExpectedScenario(tx, id, `scenarios.${expected}.gross`);
    },
  });
}
