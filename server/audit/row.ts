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

/** The row to insert for one entry. */
export function auditRow(origin: AuditOrigin, entry: AuditEntry): Prisma.AuditEventCreateManyInput {
  const changes = entry.before || entry.after ? diffSnapshots(entry.before, entry.after) : null;
  return {
    actorId: origin.actorId,
    actorEmail: origin.actorEmail?.slice(0, 320) ?? null,
    address: origin.address?.slice(0, 64) || null,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    entityLabel: entry.entityLabel?.slice(0, 300) || null,
    ...(changes ? { changes } : {}),
  };
}
