import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatMoney } from "@/lib/format";
import { provinceLabel } from "@/lib/province-label";
import { ROLES } from "../core/actor";
import { env } from "../platform/env";
import { newOperationOpen } from "./templates";
import { unsubscribeApiUrl, unsubscribePageUrl } from "./unsubscribe";

type Tx = Prisma.TransactionClient;

/** The investors who opted in to commercial e-mails and can receive them (open, unarchived accounts with an address). */
const OPTED_IN = { role: ROLES.investor, notifyNewOperations: true, email: { not: null }, archivedAt: null, closedAt: null } as const;

/**
 * "Nueva operación abierta", in the transaction that opens it (created open, or moved to
 * "abierta"): one e-mail per opted-in investor, each with its own unsubscribe link in the body and
 * in the List-Unsubscribe header. One statement for all of them.
 */
export async function announceOpenOperation(
  tx: Tx,
  operation: { title: string; province: string; ticketMin: Prisma.Decimal | string; slug: string; archivedAt?: Date | null },
): Promise<void> {
  if (operation.archivedAt) return;
  const people = await tx.user.findMany({ where: OPTED_IN, select: { id: true, email: true } });
  if (!people.length) return;
  const about = { ...operation, province: provinceLabel(operation.province), ticketMin: formatMoney(String(operation.ticketMin)) };
  const messages = people.map((person) => ({
    to: person.email!,
    ...newOperationOpen(about, unsubscribePageUrl(person.id)),
    list: unsubscribeApiUrl(person.id),
  }));
  const status = env().SMTP_URL ? "pending" : "held";
  await tx.$executeRaw`
    INSERT INTO emails (id, kind, "to", subject, html, text, status, list_unsubscribe)
    SELECT gen_random_uuid(), 'new-operation', m.recipient, m.subject, m.html, m.body, ${status}, m.list
    FROM unnest(${messages.map((m) => m.to)}::text[], ${messages.map((m) => m.subject)}::text[], ${messages.map((m) => m.html)}::text[],
                ${messages.map((m) => m.text)}::text[], ${messages.map((m) => m.list)}::text[]) AS m(recipient, subject, html, body, list)`;
}
