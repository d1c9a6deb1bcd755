import "server-only";
import { UPDATE_MESSAGES, updateSchema } from "@/lib/validations/update";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { AppError } from "../core/errors";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { enqueueEmails } from "../mail/outbox";
import { operationUpdate } from "../mail/templates";
import { SHARED_WITH_READERS, toUpdateDto, UPDATE_SELECT, type UpdateDto } from "./dto";
import { deliveryOf, updateAudience } from "./recipients";

/**
 * Publishes an update to an operation (issue 50, item 3), in one transaction: the update, its
 * attachments (documents of the operation that all its investors see), one recipient row per
 * investor of the operation with how they are told, the e-mail to those who want one at once (the
 * weekly ones wait for the digest, server/updates/digest.ts), and the audit row.
 */
export async function postUpdate(actor: Actor | null, operationId: string, input: unknown): Promise<UpdateDto> {
  assertAdmin(actor);
  const values = updateSchema.parse(input);
  const db = await prisma();
  return db.$transaction(async (tx) => {
    const operation = await tx.operation.findUnique({
      where: { id: rowId(operationId) },
      select: { id: true, title: true, archivedAt: true },
    });
    if (!operation) notFound();
    if (operation.archivedAt) throw new AppError("conflict", UPDATE_MESSAGES.archived);
    const documents = await tx.document.findMany({
      where: {
        id: { in: values.documentIds },
        operationId: operation.id,
        ...SHARED_WITH_READERS,
      },
      select: { id: true, name: true },
    });
    const byId = new Map(documents.map((document) => [document.id, document]));
    const missing = values.documentIds.findIndex((id) => !byId.has(id));
    if (missing >= 0)
      throw new AppError("invalid", UPDATE_MESSAGES.attachmentNotShared, {
        fields: { [`documentIds.${missing}`]: UPDATE_MESSAGES.attachmentNotShared },
      });
    const audience = await updateAudience(tx, operation.id);
    const created = await tx.operationUpdate.create({
      data: {
        operationId: operation.id,
        title: values.title,
        body: values.body,
        milestoneKind: values.milestoneKind,
        authorId: actor.id,
        attachments: { create: values.documentIds.map((documentId, position) => ({ documentId, position })) },
        recipients: {
          create: audience.map((user) => ({ userId: user.id, delivery: deliveryOf(user.notifyUpdates, Boolean(user.email)) })),
        },
      },
      select: UPDATE_SELECT,
    });
    const update = toUpdateDto(created);
    const now = audience.filter((user) => deliveryOf(user.notifyUpdates, Boolean(user.email)) === "email").map((user) => user.email!);
    await enqueueEmails(tx, { kind: "operation-update", ...operationUpdate(update) }, now);
    await recordAudit(tx, actor, {
      action: "create",
      entityType: "operation_update",
      entityId: created.id,
      entityLabel: `${operation.title}: ${values.title}`,
      after: {
        operationId: operation.id,
        title: values.title,
        body: values.body,
        milestoneKind: values.milestoneKind,
        attachments: values.documentIds.map((id) => byId.get(id)!.name),
        recipients: audience.length,
      },
    });
    return update;
  });
}
