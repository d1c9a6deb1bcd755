import "server-only";
import { TZDate } from "@date-fns/tz";
import { Prisma } from "@/generated/prisma/client";
import type { AuditChange, ReferenceNames } from "@/lib/audit";
import { withReferenceNames } from "./reference-names";
import { TIME_ZONE } from "@/lib/format";
import { CURSOR, type AuditQuery } from "@/lib/validations/audit";
import { isUuid } from "../core/access";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { COUNT_LIMIT } from "../shared/paging";

export type AuditEventDto = {
  id: string;
  createdAt: string;
  actorId: string | null;
  actorEmail: string | null;
  /** The person's name now, when they still exist. */
  actorName: string | null;
  address: string | null;
  action: string;
  entityType: string;
  entityId: string | null;
  entityLabel: string | null;
  changes: AuditChange[] | null;
  /** The names of the rows its changes refer to by id (server/audit/reference-names.ts), when any. */
  names?: ReferenceNames;
};

/** One page, newest first, with the cursors of the pages next to it (null at either end). */
export type AuditPage = {
  rows: AuditEventDto[];
  /** Matching rows; when `totalCapped`, only a lower bound (the count stops at COUNT_LIMIT). */
  total: number;
  totalCapped: boolean;
  pageSize: number;
  newer: string | null;
  older: string | null;
};

type Row = {
  id: bigint;
  created_at: Date;
  actor_id: string | null;
  actor_email: string | null;
  actor_name: string | null;
  address: string | null;
  action: string;
  entity_type: string;
  entity_id: string | null;
  entity_label: string | null;
  changes: unknown;
};

/** The keyset cursor of a row: the pages before and after it start there. */
export const cursorOf = (row: AuditEventDto) => `${row.createdAt}~${row.id}`;

function parseCursor(cursor: string): { at: Date; id: bigint } {
  const [, at, id] = CURSOR.exec(cursor)!;
  return { at: new Date(at!), id: BigInt(id!) };
}

/** 00:00 of a "yyyy-MM-dd" day in Madrid, `plusDays` later. */
function madridMidnight(day: string, plusDays = 0): Date {
  const [y, m, d] = day.split("-").map(Number) as [number, number, number];
  return new Date(new TZDate(y, m - 1, d + plusDays, TIME_ZONE).getTime());
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The WHERE of the filters (no paging), each condition served by one of the table's indexes. */
export function auditConditions(query: AuditQuery): Prisma.Sql {
  const parts: Prisma.Sql[] = [];
  if (query.actor) parts.push(Prisma.sql`e.actor_id = ${query.actor}::uuid`);
  if (query.entity) parts.push(Prisma.sql`e.entity_type = ${query.entity}`);
  if (query.entityId) parts.push(Prisma.sql`e.entity_id = ${query.entityId}::uuid`);
  if (query.action) parts.push(Prisma.sql`e.action = ${query.action}`);
  if (query.from) parts.push(Prisma.sql`e.created_at >= ${madridMidnight(query.from)}`);
  if (query.to) parts.push(Prisma.sql`e.created_at < ${madridMidnight(query.to, 1)}`);
  // A save that changed nothing ("Sin cambios") is kept, and shown only when asked for.
  if (query.unchanged !== "1") parts.push(Prisma.sql`(e.changes IS NULL OR e.changes <> '[]'::jsonb)`);
  if (query.q) {
    // An id names the element or the person; anything else is looked for in the e-mail and the name (trigram index).
    if (isUuid(query.q)) parts.push(Prisma.sql`(e.entity_id = ${query.q}::uuid OR e.actor_id = ${query.q}::uuid)`);
    else {
      const like = `%${escapeLike(query.q)}%`;
      parts.push(Prisma.sql`(e.actor_email ILIKE ${like} OR e.entity_label ILIKE ${like})`);
    }
  }
  return parts.length ? Prisma.sql`WHERE ${Prisma.join(parts, " AND ")}` : Prisma.empty;
}

function and(where: Prisma.Sql, condition: Prisma.Sql): Prisma.Sql {
  return where === Prisma.empty ? Prisma.sql`WHERE ${condition}` : Prisma.sql`${where} AND ${condition}`;
}

function toDto(row: Row): AuditEventDto {
  return {
    id: row.id.toString(),
    createdAt: row.created_at.toISOString(),
    actorId: row.actor_id,
    actorEmail: row.actor_email,
    actorName: row.actor_name || null,
    address: row.address,
    action: row.action,
    entityType: row.entity_type,
    entityId: row.entity_id,
    entityLabel: row.entity_label,
    changes: Array.isArray(row.changes) ? (row.changes as AuditChange[]) : null,
  };
}

/**
 * Rows of the filters in keyset order: newest first from the start or below `after`, or the page
 * just above `before` (read upwards, then turned). Reads `limit` rows and one more, to know
 * whether there are more; the order (created_at, id) is one index's, filtered or not.
 */
export async function readAuditRows(query: AuditQuery, limit: number): Promise<{ rows: AuditEventDto[]; more: boolean }> {
  const db = await prisma();
  let where = auditConditions(query);
  const upwards = Boolean(query.before);
  if (query.after || query.before) {
    const { at, id } = parseCursor((query.after ?? query.before)!);
    where = and(
      where,
      upwards
        ? Prisma.sql`(e.created_at, e.id) > (${at}::timestamptz, ${id}::bigint)`
        : Prisma.sql`(e.created_at, e.id) < (${at}::timestamptz, ${id}::bigint)`,
    );
  }
  const order = upwards ? Prisma.sql`ORDER BY e.created_at ASC, e.id ASC` : Prisma.sql`ORDER BY e.created_at DESC, e.id DESC`;
  const found = await db.$queryRaw<Row[]>`
    SELECT e.id, e.created_at, e.actor_id, e.actor_email, concat_ws(' ', u.first_name, u.last_name) AS actor_name, e.address,
           e.action, e.entity_type, e.entity_id, e.entity_label, e.changes
      FROM audit_events e LEFT JOIN users u ON u.id = e.actor_id
      ${where} ${order} LIMIT ${limit + 1}`;
  const rows = await withReferenceNames(found.slice(0, limit).map(toDto));
  return { rows: upwards ? rows.reverse() : rows, more: found.length > limit };
}

async function countAudit(query: AuditQuery): Promise<number> {
  const db = await prisma();
  const [row] = await db.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM audit_events e ${auditConditions(query)} LIMIT ${COUNT_LIMIT + 1}) matching`;
  return row?.n ?? 0;
}

/** Actividad: one page of the audit log with the filters of `query` (admins only). */
export async function listAuditPage(actor: Actor | null, query: AuditQuery): Promise<AuditPage> {
  assertAdmin(actor);
  const [{ rows, more }, counted] = await Promise.all([readAuditRows(query, query.pageSize), countAudit(query)]);
  const first = rows[0];
  const last = rows[rows.length - 1];
  // Reading upwards, "more" means more newer rows; reading down, more older ones.
  const newer = first && (query.before ? more : Boolean(query.after)) ? cursorOf(first) : null;
  const older = last && (query.before ? true : more) ? cursorOf(last) : null;
  return { rows, total: Math.min(counted, COUNT_LIMIT), totalCapped: counted > COUNT_LIMIT, pageSize: query.pageSize, newer, older };
}

export const HISTORY_PAGE = 50;

/** An element's own history (the "Historial" panel of operations, investors, documents…), newest first. */
export async function listEntityHistory(
  actor: Actor | null,
  entity: AuditQuery["entity"],
  entityId: string,
  after?: string,
): Promise<{ rows: AuditEventDto[]; older: string | null }> {
  assertAdmin(actor);
  const { rows, more } = await readAuditRows({ entity, entityId, after, pageSize: HISTORY_PAGE }, HISTORY_PAGE);
  const last = rows[rows.length - 1];
  return { rows, older: more && last ? cursorOf(last) : null };
}
