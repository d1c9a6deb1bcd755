import "server-only";
import { assertAdmin, type Actor } from "../core/actor";
import { rowId } from "../core/access";
import { recordAudit } from "../audit/record";
import { invalidateOperations } from "../platform/cache/cache-tags";
import { prisma } from "../platform/database/client";
import { lockOperation } from "../participations/funding";
import { findOperationBySlug, type OperationDetail } from "./queries";

/**
 * Archives an operation (`archived` true) or restores it: archived, it leaves the admin list (unless
 * asked for), every public page and the pickers, and cannot be edited; its participations, movements
 * and papers stay as they are. What an admin does with an operation that has money instead of
 * deleting it. Recorded in the audit log as a change of "Archivada".
 */
export async function setOperationArchived(actor: Actor | null, id: string, archived: boolean): Promise<OperationDetail> {
  assertAdmin(actor);
  const db = await prisma();
  const slug = await db.$transaction(async (tx) => {
    const before = await lockOperation(tx, rowId(id));
    if (Boolean(before.archivedAt) === archived) return before.slug;
    const archivedAt = archived ? new Date() : null;
    await tx.operation.update({ where: { id }, data: { archivedAt } });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "operation",
      entityId: id,
      entityLabel: before.title,
      before: { archivedAt: before.archivedAt },
      after: { archivedAt },
    });
    return before.slug;
  });
  await invalidateOperations(slug);
  return (await findOperationBySlug(slug, { archived: true }))!;
}
