import "server-only";
import { formatDate } from "@/lib/format";
import { messageReplySchema } from "@/lib/validations/settings";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { enqueueEmails } from "../mail/outbox";
import { messageReply } from "../mail/templates";
import { messageIdOf } from "../platform/mail/worker";
import { calendarDate, fullName, instant } from "../shared/dto";

/**
 * Answering a contact message from the platform (issue 50, item 4): the answer goes through the
 * outbox to the address the person gave, each one after the first "In-Reply-To" the previous, so
 * their mail client keeps one thread; the thread is kept with the message. The message becomes read.
 */
export type ReplyDto = { id: string; body: string; author: string | null; createdAt: string; emailStatus: string | null };
export type MessageThreadDto = { messageId: string; replies: ReplyDto[] };

export async function getMessageThread(actor: Actor | null, id: string): Promise<MessageThreadDto> {
  assertAdmin(actor);
  const db = await prisma();
  const message = await db.contactMessage.findUnique({ where: { id: rowId(id) }, select: { id: true } });
  if (!message) notFound();
  const replies = await db.contactReply.findMany({ where: { messageId: id }, orderBy: [{ createdAt: "asc" }, { id: "asc" }] });
  const [authors, emails] = await Promise.all([
    db.user.findMany({
      where: { id: { in: replies.flatMap((reply) => reply.authorId ?? []) } },
      select: { id: true, firstName: true, lastName: true, email: true },
    }),
    db.email.findMany({ where: { id: { in: replies.flatMap((reply) => reply.emailId ?? []) } }, select: { id: true, status: true } }),
  ]);
  const authorOf = new Map(authors.map((author) => [author.id, fullName(author) ?? author.email]));
  const statusOf = new Map(emails.map((email) => [email.id, email.status]));
  return {
    messageId: id,
    replies: replies.map((reply) => ({
      id: reply.id,
      body: reply.body,
      author: (reply.authorId && authorOf.get(reply.authorId)) ?? null,
      createdAt: instant(reply.createdAt),
      emailStatus: (reply.emailId && statusOf.get(reply.emailId)) ?? null,
    })),
  };
}

/** `POST /api/messages/{id}/replies` `{ body }`: sends the answer and keeps it in the thread; audited. */
export async function replyToMessage(actor: Actor | null, id: string, input: unknown): Promise<MessageThreadDto> {
  assertAdmin(actor);
  const { body } = messageReplySchema.parse(input);
  const db = await prisma();
  await db.$transaction(async (tx) => {
    const [message] = await tx.$queryRaw<{ email: string; message: string; name: string; createdAt: Date }[]>`
      SELECT email, message, name, created_at AS "createdAt" FROM contact_messages WHERE id = ${rowId(id)}::uuid FOR UPDATE`;
    if (!message) notFound();
    const previous = await tx.contactReply.findFirst({
      where: { messageId: id, emailId: { not: null } },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      select: { emailId: true },
    });
    const [emailId] = await enqueueEmails(
      tx,
      {
        kind: "message-reply",
        ...messageReply({ body, original: message.message, sentOn: formatDate(calendarDate(message.createdAt)) }),
        ...(previous?.emailId && { inReplyTo: messageIdOf(previous.emailId) }),
      },
      [message.email],
    );
    await tx.contactReply.create({ data: { messageId: id, body, emailId, authorId: actor.id } });
    await tx.contactMessage.update({ where: { id }, data: { isRead: true } });
    await recordAudit(tx, actor, {
      action: "message-reply",
      entityType: "message",
      entityId: id,
      entityLabel: `Respuesta a ${message.name}`,
      after: { para: message.email, respuesta: body.slice(0, 200) },
    });
  });
  return getMessageThread(actor, id);
}
