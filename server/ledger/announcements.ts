import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { formatMoney } from "@/lib/format";
import { centsOf } from "@/lib/money";
import type { Actor } from "../core/actor";
import { recordUpdate, TRANSACTION_LOG } from "../audit/snapshots";
import { notifyMovement } from "../mail/notifications";
import { calendarDay } from "../shared/references";
import { calendarDate, money } from "../shared/dto";
import { movementSelect } from "./movement-select";

type Tx = Prisma.TransactionClient;

/** A payment the investor announced (a pending contribution) that the bank has not shown yet. */
export type Announcement = { id: string; amount: string; date: string; reference: string | null };

/** The participation's announced payments, locked until the transaction ends, oldest first. */
export async function lockedAnnouncements(tx: Tx, investmentId: string): Promise<Announcement[]> {
  const ids = await tx.$queryRaw<{ id: string }[]>`
    SELECT id FROM transactions WHERE investment_id = ${investmentId}::uuid AND type = 'APORTE' AND status = 'pending'
    ORDER BY transaction_date, recorded_at, id FOR UPDATE`;
  if (!ids.length) return [];
  const rows = await tx.movement.findMany({
    where: { id: { in: ids.map((row) => row.id) } },
    select: { id: true, amount: true, transactionDate: true, reference: true },
    orderBy: [{ transactionDate: "asc" }, { recordedAt: "asc" }, { id: "asc" }],
  });
  return rows.map((row) => ({ id: row.id, amount: money(row.amount), date: calendarDate(row.transactionDate)!, reference: row.reference }));
}

/** The announcement a credit of `amount` meets: the one of the same amount, else the oldest. */
export function announcementMet(announcements: readonly Announcement[], amount: string): Announcement | null {
  return announcements.find((a) => centsOf(a.amount) === centsOf(amount)) ?? announcements[0] ?? null;
}

/**
 * A bank credit meets an announced payment (issue 63): the announcement becomes the completed
 * contribution — for what the bank shows and on its value day, by transfer — so the payment is
 * counted once. The investor gets the receipt of a completed movement, and the audit log keeps the change.
 */
export async function completeAnnouncement(
  tx: Tx,
  actor: Actor,
  announcement: Announcement,
  credit: { amount: string; valueDate: string },
): Promise<string> {
  const before = await tx.movement.findUniqueOrThrow({ where: { id: announcement.id }, select: movementSelect });
  const differs = centsOf(announcement.amount) !== centsOf(credit.amount);
  const after = await tx.movement.update({
    where: { id: announcement.id },
    data: {
      status: "completed",
      amount: credit.amount,
      transactionDate: calendarDay(credit.valueDate)!,
      paymentMethod: "Transferencia",
      description: [
        before.description,
        `Transferencia conciliada con el extracto del banco${differs ? ` (anunciada por ${formatMoney(announcement.amount)})` : ""}`,
      ]
        .filter(Boolean)
        .join(" · ")
        .slice(0, 2000),
    },
    select: movementSelect,
  });
  await notifyMovement(tx, after, before);
  await recordUpdate(tx, actor, TRANSACTION_LOG, after.id, before, after);
  return after.id;
}

/** An announced payment the bank never showed is cancelled (failed: it moved no money), with the reason; audited. */
export async function cancelAnnouncement(tx: Tx, actor: Actor, announcement: Announcement, reason: string): Promise<void> {
  const before = await tx.movement.findUniqueOrThrow({ where: { id: announcement.id }, select: movementSelect });
  const after = await tx.movement.update({
    where: { id: announcement.id },
    data: {
      status: "failed",
      description: [before.description, `Anuncio cancelado: ${reason}`].filter(Boolean).join(" · ").slice(0, 2000),
    },
    select: movementSelect,
  });
  await recordUpdate(tx, actor, TRANSACTION_LOG, after.id, before, after);
}
