import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { currentStep, milestoneTitle, type AwardType, type MilestoneKind } from "@/lib/timeline";
import { prisma } from "../platform/database/client";
import type { OperationOutcome } from "@/lib/operation-outcome";
import { outcomesOf } from "./outcome";
import { calendarDate, instant, money, moneyOrNull } from "../shared/dto";

/** Public views of an operation. Money as decimal strings, calendar dates as yyyy-MM-dd. */
export type OperationSummary = {
  id: string;
  slug: string;
  title: string;
  status: string;
  province: string;
  imageUrl: string | null;
  pvp: string;
  ticketMin: string;
  percentageFinanced: number;
  expectedReturn: string | null;
  expectedTerm: number | null;
  destacada: boolean;
  /** The step the court case is at ("Subasta señalada"), null without a timeline. */
  currentStep: string | null;
  /** What a finished operation actually gave (server/operations/outcome.ts); null while it runs. */
  outcome: OperationOutcome | null;
};

export type OperationDetail = OperationSummary & {
  precioCompra: string | null;
  calle: string | null;
  acquisitionDate: string | null;
  estimatedEndDate: string | null;
  propertyArea: string | null;
  propertyLocation: string | null;
  propertyType: string | null;
  cadastralRef: string | null;
  description: string | null;
  estrategiaInversion: string | null;
  estadoProcesalJuridico: string | null;
  conflictsOfInterest: string | null;
  pdfCompleto: string | null;
  updatedAt: string;
  /** When it was archived (the back-office's reads only find it then), else null. */
  archivedAt: string | null;
  /** The scenario marked "previsto", whose return and months are expectedReturn and expectedTerm; null while they are typed. */
  expectedScenario: string | null;
};

const summarySelect = {
  id: true,
  slug: true,
  title: true,
  status: true,
  province: true,
  imageUrl: true,
  pvp: true,
  ticketMin: true,
  percentageFinanced: true,
  expectedReturn: true,
  expectedTerm: true,
  destacada: true,
  milestones: { select: { kind: true, status: true, awardType: true }, orderBy: { position: "asc" } },
} satisfies Prisma.OperationSelect;

export const operationDetailSelect = {
  ...summarySelect,
  precioCompra: true,
  calle: true,
  acquisitionDate: true,
  estimatedEndDate: true,
  propertyArea: true,
  propertyLocation: true,
  propertyType: true,
  cadastralRef: true,
  description: true,
  estrategiaInversion: true,
  estadoProcesalJuridico: true,
  conflictsOfInterest: true,
  pdfCompleto: true,
  updatedAt: true,
  archivedAt: true,
  scenarios: { where: { expected: true }, select: { name: true } },
} satisfies Prisma.OperationSelect;

type SummaryRow = Prisma.OperationGetPayload<{ select: typeof summarySelect }>;
type DetailRow = Prisma.OperationGetPayload<{ select: typeof operationDetailSelect }>;

function toSummary({ milestones, ...row }: SummaryRow, outcome: OperationOutcome | null = null): OperationSummary {
  const step = currentStep(milestones);
  return {
    ...row,
    currentStep: step ? milestoneTitle({ kind: step.kind as MilestoneKind, awardType: step.awardType as AwardType | null }) : null,
    pvp: money(row.pvp),
    ticketMin: money(row.ticketMin),
    expectedReturn: moneyOrNull(row.expectedReturn),
    outcome,
  };
}

export function toOperationDetail({ scenarios, ...row }: DetailRow, outcome: OperationOutcome | null = null): OperationDetail {
  return {
    ...toSummary(row, outcome),
    precioCompra: moneyOrNull(row.precioCompra),
    calle: row.calle,
    acquisitionDate: calendarDate(row.acquisitionDate),
    estimatedEndDate: calendarDate(row.estimatedEndDate),
    propertyArea: row.propertyArea,
    propertyLocation: row.propertyLocation,
    propertyType: row.propertyType,
    cadastralRef: row.cadastralRef,
    description: row.description,
    estrategiaInversion: row.estrategiaInversion,
    estadoProcesalJuridico: row.estadoProcesalJuridico,
    conflictsOfInterest: row.conflictsOfInterest,
    pdfCompleto: row.pdfCompleto,
    updatedAt: instant(row.updatedAt),
    archivedAt: row.archivedAt && instant(row.archivedAt),
    expectedScenario: scenarios[0]?.name ?? null,
  };
}

/** Archived operations are out of every public page and list (server/operations/archive.ts). */
export const NOT_ARCHIVED = { archivedAt: null } satisfies Prisma.OperationWhereInput;

/** Every operation, newest first: the public list filters it on the client. */
export async function listOperations(): Promise<OperationSummary[]> {
  const db = await prisma();
  const rows = await db.operation.findMany({ where: NOT_ARCHIVED, select: summarySelect, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  const outcomes = await outcomesOf(db, rows);
  return rows.map((row) => toSummary(row, outcomes.get(row.id)));
}

export async function listFeaturedOperations(): Promise<OperationSummary[]> {
  const db = await prisma();
  const rows = await db.operation.findMany({
    where: { destacada: true, ...NOT_ARCHIVED },
    select: summarySelect,
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
  const outcomes = await outcomesOf(db, rows);
  return rows.map((row) => toSummary(row, outcomes.get(row.id)));
}

/** An operation by its slug; an archived one only when asked (the back-office's own reads). */
export async function findOperationBySlug(slug: string, { archived = false } = {}): Promise<OperationDetail | null> {
  const db = await prisma();
  const row = await db.operation.findFirst({ where: { slug, ...(archived ? {} : NOT_ARCHIVED) }, select: operationDetailSelect });
  if (!row) return null;
  return toOperationDetail(row, (await outcomesOf(db, [row])).get(row.id));
}

/** Slugs and last change of every operation, for the sitemap and prerendering. */
export async function listOperationSlugs(): Promise<{ slug: string; updatedAt: string }[]> {
  const db = await prisma();
  const rows = await db.operation.findMany({
    where: NOT_ARCHIVED,
    select: { slug: true, updatedAt: true },
    orderBy: { createdAt: "desc" },
  });
  return rows.map((row) => ({ slug: row.slug, updatedAt: row.updatedAt.toISOString() }));
}
