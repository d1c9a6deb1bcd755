import type { Prisma } from "../../generated/prisma/client";
import { diffSnapshots, type Snapshot } from "./diff";
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

/** A transaction's client, or the client itself for an event that changes nothing else. */
export type AuditWriter = Pick<Prisma.TransactionClient, "$executeRaw">;

/**
 * Inserts the row of one entry. One plain statement: Prisma's createMany cost about half a
 * millisecond more per row on the embedded database, on every audited write (docs/decisions.md §15).
 */
export async function insertAuditRow(writer: AuditWriter, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
  const changes = entry.before || entry.after ? JSON.stringify(diffSnapshots(entry.before, entry.after)) : null;
  // The time is the app's, as for every other row (Prisma's @default(now()) is filled in by the client).
  await writer.$executeRaw`
    INSERT INTO audit_events (created_at, actor_id, actor_email, address, action, entity_type, entity_id, entity_label, changes)
    VALUES (${new Date()}, ${origin.actorId}::uuid, ${origin.actorEmail?.slice(0, 320) ?? null}, ${origin.address?.slice(0, 64) || null},
            ${entry.action}, ${entry.entityType}, ${entry.entityId ?? null}::uuid, ${entry.entityLabel?.slice(0, 300) || null},
            ${changes}::jsonb)`;
}
