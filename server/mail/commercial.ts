import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatMoney } from "@/lib/format";
import { provinceLabel } from "@/lib/province-label";
import { ROLES } from "../core/actor";
import { enqueueEmails, UNSUBSCRIBE_LINK } from "./outbox";
import { newOperationOpen } from "./templates";
import { unsubscribeApiUrl, unsubscribePageUrl } from "./unsubscribe";

type Tx = Prisma.TransactionClient;

/** The investors who opted in to commercial e-mails and can receive them (open, unarchived accounts with an address). */
const OPTED_IN = { role: ROLES.investor, notifyNewOperations: true, email: { not: null }, archivedAt: null, closedAt: null } as const;

/**
 * "Nueva operación abierta", in the transaction that opens it (created open, or moved to
 * "abierta"): one e-mail per opted-in investor, each with its own unsubscribe link in the body and
 * in the List-Unsubscribe header.
 */
export async function announceOpenOperation(
  tx: Tx,
  operation: { title: string; province: string; ticketMin: Prisma.Decimal | string; slug: string; archivedAt?: Date | null },
): Promise<void> {
  if (operation.archivedAt) return;
  const people = await tx.user.findMany({ where: OPTED_IN, select: { id: true, email: true } });
  const about = { ...operation, province: provinceLabel(operation.province), ticketMin: formatMoney(String(operation.ticketMin)) };
  await enqueueEmails(
    tx,
    { kind: "new-operation", ...newOperationOpen(about, UNSUBSCRIBE_LINK) },
    people.map((person) => ({
      to: person.email!,
      unsubscribe: { page: unsubscribePageUrl(person.id), oneClick: unsubscribeApiUrl(person.id) },
    })),
  );
}
