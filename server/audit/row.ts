import type { Prisma } from "../../generated/prisma/client";
import { diffSnapshots, type FieldChange, type Snapshot } from "./diff";
import type { AuditAction, AuditEntity } from "../../lib/audit";

export type AuditEntry = {
  action: AuditAction;
  entityType: AuditEntity;
  entityId?: string | null;
  /** The entity's name now (its title, a person's name…): the list shows it after the entity is gone. */
  entityLabel?: string | null;
  /** The entity's fields before and after the write; the row keeps only what changed (server/audit/diff.ts). */
  before?: Snapshot | null;
  after?: Snapshot | null;
};

/** Who and from where. A failed sign-in has no actor id, only the e-mail that was tried. */
export type AuditOrigin = { actorId: string | null; actorEmail: string | null; address: string | null };

/** The row of one entry, as the audit_events table stores it. */
type AuditRow = {
  actorId: string | null;
  actorEmail: string | null;
  address: string | null;
  action: AuditAction;
  entityType: AuditEntity;
  entityId: string | null;
  entityLabel: string | null;
  changes: FieldChange[] | null;
};

/** The row to insert for one entry. */
function auditRow(origin: AuditOrigin, entry: AuditEntry): AuditRow {
  return {
    actorId: origin.actorId,
    actorEmail: origin.actorEmail?.slice(0, 320) ?? null,
    address: origin.address?.slice(0, 64) || null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel?.slice(0, 300) || null,
    changes: entry.before || entry.after ? diffSnapshots(entry.before, entry.after) : null,
  };
}

/** A transaction's client, or the client itself for an event that changes nothing else. */
export type AuditWriter = Pick<Prisma.TransactionClient, "$executeRaw">;

/**
 * Inserts the row of one entry. One plain statement: Prisma's createMany cost about half a
 * millisecond more per row on the embedded database, on every audited write (docs/decisions.md §15).
 */
export async function insertAuditRow(writer: AuditWriter, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  const row = auditRow(origin, entry);
  const changes = row.changes === null ? null : JSON.stringify(row.changes);
  await writer.$executeRaw`
    INSERT INTO audit_events (actor_id, actor_email, address, action, entity_type, entity_id, entity_label, changes)
    VALUES (${row.actorId}::uuid, ${row.actorEmail}, ${row.address}, ${row.action}, ${row.entityType}, ${row.entityId}::uuid,
            ${row.entityLabel}, ${changes}::jsonb)`;
}
