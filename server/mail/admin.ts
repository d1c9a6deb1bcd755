import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { assertAdmin, type Actor } from "../core/actor";
import { notFound, rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { instant } from "../shared/dto";
import { adminList } from "../shared/paging";
import { recordAudit } from "../audit/record";

export type EmailDto = {
  id: string;
  kind: string;
  to: string;
  subject: string;
  status: string;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  nextAttemptAt: string;
};
export type EmailDetailDto = EmailDto & { text: string; html: string };

const select = {
  id: true,
  kind: true,
  to: true,
  subject: true,
  status: true,
  attempts: true,
  lastError: true,
  createdAt: true,
  sentAt: true,
  nextAttemptAt: true,
} satisfies Prisma.EmailSelect;

function toDto(row: Prisma.EmailGetPayload<{ select: typeof select }>): EmailDto {
  return {
    ...row,
    createdAt: instant(row.createdAt),
    sentAt: row.sentAt ? instant(row.sentAt) : null,
    nextAttemptAt: instant(row.nextAttemptAt),
  };
}

export const EMAIL_SORTS = ["createdAt", "to", "status"] as const;

/**
 * Correo saliente: search in recipient and subject, filter by status, paged on the server; the query
 * read the same way by the admin page and the API route.
 */
export const { parse: parseEmailQuery, page: listEmailsPage } = adminList({
  sortable: EMAIL_SORTS,
  defaultSort: "createdAt",
  filters: ["status"],
  search: (contains) => [{ to: contains }, { subject: contains }],
  filter: ({ status }) => [status ? { status } : {}],
  rows: (db, args) => db.email.findMany({ ...args, select }),
  count: (db, args) => db.email.count(args),
  toDto,
});

export async function getEmail(actor: Actor | null, id: string): Promise<EmailDetailDto> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.email.findUnique({ where: { id: rowId(id) }, select: { ...select, text: true, html: true } });
  if (!row) notFound();
  const { text, html, ...rest } = row;
  return { ...toDto(rest), text, html };
}

/** "Reintentar": a failed e-mail goes back to the queue, with its attempts counted afresh. */
export async function retryEmail(actor: Actor | null, id: string): Promise<EmailDto> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.$transaction(async (tx) => {
    const before =
      (await tx.email.findFirst({ where: { id: rowId(id), status: "failed" }, select: { status: true, attempts: true } })) ?? notFound();
    const { count } = await tx.email.updateMany({
      where: { id, status: "failed" },
      data: { status: "pending", attempts: 0, nextAttemptAt: new Date(), lockedUntil: null },
    });
    if (!count) notFound(); // a worker took it in between
    const updated = await tx.email.findUniqueOrThrow({ where: { id }, select });
    const after = { status: updated.status, attempts: updated.attempts };
    await recordAudit(tx, actor, {
      action: "update",
      entityType: "email",
      entityId: id,
      entityLabel: `${updated.subject} → ${updated.to}`,
      before,
      after,
    });
    return updated;
  });
  return toDto(row);
}
