import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AuditEntity } from "@/lib/audit";
import type { Actor } from "../core/actor";
import { fullName } from "../shared/dto";
import { operationDetailSelect } from "../operations/queries";
import { recordAudit } from "./record";
import type { AuditWriter } from "./row";

/**
 * What the audit log keeps of each entity: the fields a person edits (never a password, token,
 * hash or storage key), read in the write's transaction before and after it, and the name it is
 * listed by. One select per entity, so every write of that entity compares the same fields.
 */
/** An operation's fields as its detail shows them, without its id, timestamps and milestones (those are audited as a list). */
const { id: _id, milestones: _milestones, updatedAt: _updatedAt, ...operationFields } = operationDetailSelect;
export const OPERATION_AUDIT = operationFields satisfies Prisma.OperationSelect;

/** What the investors' list shows of a person (server/investors/records.ts reads it too); the audit adds the role. */
export const PERSON_FIELDS = {
  email: true,
  firstName: true,
  lastName: true,
  phone: true,
  address: true,
  nif: true,
  iban: true,
  comercial: true,
  notas: true,
  profileImageUrl: true,
} satisfies Prisma.UserSelect;
export const USER_AUDIT = { ...PERSON_FIELDS, role: true } satisfies Prisma.UserSelect;

/** What documents and contracts share: their operation, the participation they are addressed to, type and file (or link). */
const FILE_AUDIT = {
  operationId: true,
  investmentId: true,
  type: true,
  fileUrl: true,
  fileSize: true,
  originalName: true,
  contentType: true,
} as const;
export const DOCUMENT_AUDIT = { name: true, ...FILE_AUDIT, isPublic: true, visibleToInvestors: true } satisfies Prisma.DocumentSelect;
export const CONTRACT_AUDIT = {
  title: true,
  ...FILE_AUDIT,
  signedDate: true,
  expiryDate: true,
  status: true,
} satisfies Prisma.ContractSelect;

export const INVESTMENT_FIELDS = {
  userId: true,
  operationId: true,
  amount: true,
  investmentDate: true,
  status: true,
  decisionNote: true,
} satisfies Prisma.ParticipationSelect;

/** A transaction's fields (server/transactions.ts reads them for its DTO too). */
export const TRANSACTION_FIELDS = {
  operationId: true,
  userId: true,
  type: true,
  amount: true,
  description: true,
  paymentMethod: true,
  reference: true,
  transactionDate: true,
  status: true,
  investmentId: true,
} satisfies Prisma.MovementSelect;

/** Investments and transactions are named by their investor and operation, read alongside their fields. */
const names = { user: { select: { firstName: true, lastName: true, email: true } }, operation: { select: { title: true } } } as const;
export const INVESTMENT_AUDIT = { ...INVESTMENT_FIELDS, ...names } satisfies Prisma.ParticipationSelect;
export const TRANSACTION_AUDIT = { ...TRANSACTION_FIELDS, ...names } satisfies Prisma.MovementSelect;

export const SETTINGS_AUDIT = { contactEmail: true, whatsappNumber: true, companyUrl: true } satisfies Prisma.SettingSelect;

type Person = { firstName: string | null; lastName: string | null; email?: string | null } | null;

/** A person as the log names them: their name, or their e-mail when they have none. */
export const personLabel = (person: Person): string | null => fullName(person) ?? person?.email ?? null;

type Holding = { user?: Person; operation?: { title: string } };

/** "Ana García · Piso en Chamberí": whose and in which operation. */
export function holdingLabel(row: Holding): string | null {
  return [personLabel(row.user ?? null), row.operation?.title].filter(Boolean).join(" · ") || null;
}

/** The audited fields of a row read with more than them (an audit select spread into the DTO's). */
export function pickFields(row: object, fields: Record<string, unknown>): Record<string, unknown> {
  const values = row as Record<string, unknown>;
  return Object.fromEntries(Object.keys(fields).map((field) => [field, values[field]]));
}

/** How the log records the rows of one entity: its type, the fields it keeps and the name it lists a row by. */
export type RowLog<R> = { entityType: AuditEntity; fields: Record<string, unknown>; label: (row: R) => string | null };

export const USER_LOG: RowLog<Person> = { entityType: "user", fields: USER_AUDIT, label: personLabel };
export const INVESTMENT_LOG: RowLog<Holding> = { entityType: "investment", fields: INVESTMENT_FIELDS, label: holdingLabel };
export const TRANSACTION_LOG: RowLog<Holding> = { entityType: "transaction", fields: TRANSACTION_FIELDS, label: holdingLabel };

/** Records the "create" of `row` (read with at least the fields the log keeps) in the write's transaction. */
export async function recordCreate<R extends { id: string }>(tx: AuditWriter, actor: Actor, log: RowLog<R>, row: R): Promise<void> {
  await recordAudit(tx, actor, {
    action: "create",
    entityType: log.entityType,
    entityId: row.id,
    entityLabel: log.label(row),
    after: pickFields(row, log.fields),
  });
}

/** Records the "update" of row `id` from `before` to `after` (each read with at least the fields the log keeps). */
export async function recordUpdate<R extends object>(tx: AuditWriter, actor: Actor, log: RowLog<R>, id: string, before: object, after: R) {
  await recordAudit(tx, actor, {
    action: "update",
    entityType: log.entityType,
    entityId: id,
    entityLabel: log.label(after),
    before: pickFields(before, log.fields),
    after: pickFields(after, log.fields),
  });
}
