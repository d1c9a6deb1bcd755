import "server-only";
import { Prisma } from "@/generated/prisma/client";
import type { Actor } from "../core/actor";
import { postMovements } from "../ledger/post";
import { announcementMet, cancelAnnouncement, completeAnnouncement, lockedAnnouncements } from "../ledger/announcements";
import { AppError, MESSAGES } from "../core/errors";
import { formatDate, formatMoney } from "@/lib/format";
import { BANK_ENTRY_MESSAGES } from "@/lib/validations/bank-entry";
import { centsOf } from "@/lib/money";
import { positionsOf } from "../ledger/positions";

type Tx = Prisma.TransactionClient;

/** A participation a credit may pay, with what it still owes (read under its row lock). */
export type PayableParticipation = {
  id: string;
  operationId: string;
  userId: string;
  status: string;
  paymentReference: string | null;
  /** What it still owes, in cents. */
  owedCents: bigint;
};

/**
 * Locks the participations named (by id or by payment reference), in id order so that two imports
 * never deadlock, and reads what each still owes: the lock is held until the transaction ends, so
 * no other import or decision can count a payment against the same debt meanwhile.
 */
export async function lockParticipations(tx: Tx, by: { ids: string[] } | { references: string[] }): Promise<PayableParticipation[]> {
  // Their operations first, in one order: a liquidation locks the operation and then its
  // participations, so an import that took them the other way round could deadlock with it.
  if ("ids" in by ? by.ids.length : by.references.length)
    await tx.$queryRaw`
      SELECT id FROM operations WHERE id IN (
        SELECT operation_id FROM investments
        WHERE ${"ids" in by ? by.ids : []}::uuid[] @> ARRAY[id] OR payment_reference = ANY(${"references" in by ? by.references : []}::text[]))
      ORDER BY id FOR UPDATE`;
  const locked =
    "ids" in by
      ? by.ids.length
        ? await tx.$queryRaw<{ id: string }[]>`SELECT id FROM investments WHERE id = ANY(${by.ids}::uuid[]) ORDER BY id FOR UPDATE`
        : []
      : by.references.length
        ? await tx.$queryRaw<
            { id: string }[]
          >`SELECT id FROM investments WHERE payment_reference = ANY(${by.references}::text[]) ORDER BY id FOR UPDATE`
        : [];
  if (!locked.length) return [];
  const ids = locked.map((row) => row.id);
  const rows = await tx.participation.findMany({
    where: { id: { in: ids } },
    select: { id: true, operationId: true, userId: true, status: true, amount: true, paymentReference: true },
  });
  const positions = await positionsOf(tx, rows);
  return rows.map(({ amount: _committed, ...row }) => ({ ...row, owedCents: positions.get(row.id)!.owed }));
}

/**
 * What becomes of the participation's announced payment (a pending contribution) when a credit pays
 * it: `complete` — the announcement is the credit (the import's default); `cancel` with the reason —
 * it never came, the credit is a contribution of its own; `ask` — an admin must say, so a credit beside
 * an announcement is refused (400) rather than counted twice.
 */
export type AnnouncementDecision = { choice: "complete" } | { choice: "cancel"; reason: string } | { choice: "ask" };

/**
 * The credit `entryId` becomes the participation's completed contribution (APORTE, by transfer,
 * dated the statement's value day), e-mailed to its investor and audited like any movement; what the
 * participation owes goes down by it. An announced payment of the participation is met by it, or
 * cancelled, as `announcement` says: a payment is never counted both as announced and as received.
 */
export async function recordContribution(
  tx: Tx,
  actor: Actor,
  entryId: string,
  participation: PayableParticipation,
  amount: string,
  valueDate: string,
  announcement: AnnouncementDecision,
): Promise<string> {
  const met = announcementMet(await lockedAnnouncements(tx, participation.id), amount);
  if (met && announcement.choice === "ask")
    throw new AppError("invalid", MESSAGES.invalidInput, {
      fields: {
        announcement: BANK_ENTRY_MESSAGES.announcementPending(
          [formatMoney(met.amount), formatDate(met.date), met.reference].filter(Boolean).join(", "),
        ),
      },
    });
  let movementId: string;
  if (met && announcement.choice === "complete") movementId = await completeAnnouncement(tx, actor, met, { amount, valueDate });
  else {
    if (met && announcement.choice === "cancel") await cancelAnnouncement(tx, actor, met, announcement.reason);
    const [created] = await postMovements(tx, actor, [
      {
        operationId: participation.operationId,
        investmentId: participation.id,
        type: "APORTE",
        amount,
        paymentMethod: "Transferencia",
        reference: participation.paymentReference,
        description: "Transferencia conciliada con el extracto del banco",
        date: valueDate,
      },
    ]);
    movementId = created!.id;
  }
  await tx.bankEntry.update({ where: { id: entryId }, data: { transactionId: movementId, investmentId: participation.id } });
  const left = participation.owedCents - centsOf(amount);
  participation.owedCents = left > 0n ? left : 0n;
  return movementId;
}
