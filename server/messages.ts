import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { tableQueryParser, type TableQuery, type TablePage } from "@/lib/table-query";
import { messageUpdateSchema } from "@/lib/validations/settings";
import { assertAdmin, type Actor } from "./auth/actor";
import { notFound, rowId } from "./auth/access";
import { recordAudit } from "./audit/record";
import { prisma } from "./db";
import { auditedDelete } from "./audit/audited-delete";
import { instant } from "./shared/dto";
import { readPage } from "./shared/paging";
import { searchWhere } from "./shared/search";

export type ContactMessageDto = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  isRead: boolean;
  createdAt: string;
};

const select = { id: true, name: true, email: true, phone: true, message: true, isRead: true, createdAt: true } as const;

/** Mensajes: the contact form's inbox, newest first. */
export async function listMessages(actor: Actor | null): Promise<ContactMessageDto[]> {
  assertAdmin(actor);
  const db = await prisma();
  const rows = await db.contactMessage.findMany({ select, orderBy: [{ createdAt: "desc" }, { id: "asc" }] });
  return rows.map((row) => ({ ...row, createdAt: instant(row.createdAt) }));
}

/** Marks a message read or unread. */
export async function updateMessage(actor: Actor | null, id: string, input: unknown): Promise<ContactMessageDto> {
  assertAdmin(actor);
  const { isRead } = messageUpdateSchema.parse(input);
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const before = (await tx.contactMessage.findUnique({ where: { id: rowId(id) }, select: { isRead: true } })) ?? notFound();
    const updated = await tx.contactMessage.update({ where: { id }, data: { isRead }, select });
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "message",
      entityId: id,
      entityLabel: messageLabel(updated),
      before,
      after: { isRead: updated.isRead },
    });
    return updated;
  });
  return { ...row, createdAt: instant(row.createdAt) };
}

export async function deleteMessage(actor: Actor | null, id: string): Promise<void> {
  assertAdmin(actor);
  await auditedDelete(actor, "message", id, async (tx) => {
    // Only who wrote it is kept: the text of a deleted message does not live on in the log.
    const row = await tx.contactMessage.delete({ where: { id: rowId(id) }, select: { name: true, email: true, isRead: true } });
    return { label: messageLabel(row), before: row };
  });
}

/** "Ana Ruiz <ana@correo.example>": a contact message as the log names it. */
export const messageLabel = (message: { name: string; email: string }) => `${message.name} <${message.email}>`;

export const MESSAGE_SORTS = ["createdAt", "name"] as const;
export type MessageQuery = TableQuery<(typeof MESSAGE_SORTS)[number], "read">;
/** The list's query, read the same way by the admin page and the API route. */
export const parseMessageQuery = tableQueryParser({ sortable: MESSAGE_SORTS, defaultSort: "createdAt", filters: ["read"] as const });

/** Mensajes, searched in name, e-mail and text, filtered by read/unread, paged on the server. */
export async function listMessagesPage(actor: Actor | null, query: MessageQuery): Promise<TablePage<ContactMessageDto>> {
  assertAdmin(actor);
  const db = await prisma();
  const where: Prisma.ContactMessageWhereInput = {
    AND: [
      searchWhere(query.q, (contains) => [{ name: contains }, { email: contains }, { message: contains }]),
      query.filters.read === "unread" ? { isRead: false } : query.filters.read === "read" ? { isRead: true } : {},
    ],
  };
  return readPage(
    query,
    (window) => db.contactMessage.findMany({ where, select, ...window }),
    (limit) => db.contactMessage.count({ where, ...limit }),
    (row) => ({ ...row, createdAt: instant(row.createdAt) }),
  );
}
