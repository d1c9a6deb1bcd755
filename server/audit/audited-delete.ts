import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { AuditEntity } from "@/lib/audit";
import type { Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import type { Snapshot } from "./diff";
import { recordAudit } from "./record";

/** What `remove` tells of the row it deleted: the log's name and fields for it, and what the caller needs next. */
type Deleted<K> = { label: string | null; before: Snapshot; keep?: K };

/**
 * Deletes one row and records its "delete" audit row in the same transaction, so neither exists
 * without the other. `remove` deletes (a missing row throws P2025, a 404) and says what the log
 * keeps; `keep` comes back once the transaction has committed (e.g. the stored file to remove).
 */
export async function auditedDelete<K = undefined>(
  actor: Actor | null,
  entityType: AuditEntity,
  id: string,
  remove: (tx: Prisma.TransactionClient) => Promise<Deleted<K>>,
): Promise<K> {
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const { label, before, keep } = await remove(tx);
    await recordAudit(tx, actor, { action: "delete", entityType, entityId: id, entityLabel: label, before });
    return keep as K;
  });
}
