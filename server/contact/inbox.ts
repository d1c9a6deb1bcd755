import "server-only";
import type { Bounded, ListWindow } from "../shared/bounded-list";
import type { Prisma } from "@/generated/prisma/client";
import { messageUpdateSchema } from "@/lib/validations/settings";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { recordAudit } from "../audit/record";
import { prisma } from "../platform/database/client";
import { auditedDelete } from "../audit/audited-delete";
import { instant } from "../shared/dto";
import { adminList } from "../shared/paging";

export type ContactMessageDto = {
  id: string;
  name: string;
  email: string;
  phone: string | null;
  message: string;
  isRead: boolean;
  createdAt: string;
  /** The investor whose account has this e-mail, when one has (their page is linked from the message). */
  investorId?: string | null;
  /** How many answers the club has sent from the platform. */
  replies?: number;
};

const select = { id: true, name: true, email: true, phone: true, message: true, isRead: true, createdAt: true } as const;

function toDto(row: Prisma.ContactMessageGetPayload<{ select: typeof select }>): ContactMessageDto {
  return { ...row, createdAt: instant(row.createdAt) };
}

/** Mensajes: the contact form's inbox, newest first. */
export async function listMessages(actor: Actor | null, window: ListWindow): Promise<Bounded<ContactMessageDto>> {
  assertAdmin(actor);
  const db = await prisma();
  const [rows, total] = await Promise.all([
    db.contactMessage.findMany({ select, orderBy: [{ createdAt: "desc" }, { id: "asc" }], ...window }),
    db.contactMessage.count(),
  ]);
  return { rows: rows.map(toDto), total };
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
  return toDto(row);
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

/**
 * Mensajes, searched in name, e-mail and text, filtered by read/unread, paged on the server; the query
 * read the same way by the admin page and the API route.
 */
export const { parse: parseMessageQuery, page: listMessagesPage } = adminList({
  sortable: MESSAGE_SORTS,
  defaultSort: "createdAt",
  filters: ["read"],
  search: (contains) => [{ name: contains }, { email: contains }, { message: contains }],
  filter: ({ read }) => [read === "unread" ? { isRead: false } : read === "read" ? { isRead: true } : {}],
  rows: (db, args) => db.contactMessage.findMany({ ...args, select }),
  count: (db, args) => db.contactMessage.count(args),
  toDto,
  annotate: async (page) => {
    const db = await prisma();
    const emails = [...new Set(page.rows.map((row) => row.email.toLowerCase()))];
    const [users, replies] = await Promise.all([
      db.user.findMany({ where: { email: { in: emails, mode: "insensitive" }, role: "investor" }, select: { id: true, email: true } }),
      db.contactReply.groupBy({ by: ["messageId"], where: { messageId: { in: page.rows.map((row) => row.id) } }, _count: { _all: true } }),
    ]);
    const investorOf = new Map(users.map((user) => [user.email!.toLowerCase(), user.id]));
    const repliesOf = new Map(replies.map((group) => [group.messageId, group._count._all]));
    return {
      ...page,
      rows: page.rows.map((row) => ({
        ...row,
        investorId: investorOf.get(row.email.toLowerCase()) ?? null,
        replies: repliesOf.get(row.id) ?? 0,
      })),
    };
  },
});
