import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { LIQUIDATION_MESSAGES } from "@/lib/validations/liquidation";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { calendarDate } from "../shared/dto";
import {
  PAYOUT_TO_SEND,
  batchAgain,
  batchNumberOf,
  executionDayOf,
  lastBatchAgain,
  payableBySepa,
  sendBatch,
  type BatchOwner,
  type ServedBatch,
} from "../payouts/sepa-batch";

/**
 * A liquidation's payouts as SEPA batches (server/payouts/sepa-batch.ts): each download of payouts
 * still **ordered** makes a new batch and marks them **sent** in it; a payee without an IBAN of the
 * SEPA scheme is left out, ordered, until they give one. Downloading when nothing is ordered gives
 * the last batch again, byte for byte, never a second order of the same money.
 */
export async function liquidationTransfers(
  actor: Actor | null,
  operationId: string,
  now = new Date(),
  batch: string | null = null,
): Promise<ServedBatch> {
  assertAdmin(actor);
  const number = batchNumberOf(batch, LIQUIDATION_MESSAGES);
  const db = await prisma();
  return db.$transaction((tx) => liquidationTransfersIn(tx, actor, operationId, now, number));
}

/**
 * The batch's writes inside the caller's transaction (what a download does; the demo's history pays
 * its liquidations with it, issue 63 item 3): batch `number` again, or a new one of what is ordered.
 */
export async function liquidationTransfersIn(
  tx: Prisma.TransactionClient,
  actor: Actor,
  operationId: string,
  now: Date,
  number: number | null,
): Promise<ServedBatch> {
  const liquidation = await tx.liquidation.findFirst({
    where: { operationId: rowId(operationId), reversedAt: null },
    select: { id: true, date: true, operation: { select: { title: true } } },
  });
  if (!liquidation) throw new AppError("conflict", LIQUIDATION_MESSAGES.notLiquidated);
  // One download at a time per liquidation: two at once make one batch, not two orders of the same money.
  await tx.$queryRaw`SELECT id FROM liquidations WHERE id = ${liquidation.id}::uuid FOR UPDATE`;
  const date = calendarDate(liquidation.date)!;
  const owner: BatchOwner = {
    scope: { liquidationId: liquidation.id },
    fileName: (n) => `transferencias-liquidacion-${date}-${n}.xml`,
    audit: { entityType: "liquidation", entityId: liquidation.id, label: `${liquidation.operation.title} · transferencias SEPA` },
    messages: LIQUIDATION_MESSAGES,
  };
  if (number !== null) return batchAgain(tx, actor, owner, number);
  const ordered = await tx.payout.findMany({
    where: { liquidationId: liquidation.id, status: "ordered" },
    select: PAYOUT_TO_SEND,
    orderBy: [{ investment: { investmentDate: "asc" } }, { investmentId: "asc" }],
  });
  if (!ordered.length) return lastBatchAgain(tx, actor, owner);
  const payable = await payableBySepa(tx, owner, ordered, (payout) => payout.user);
  return sendBatch(tx, actor, owner, {
    payouts: payable,
    executionDay: executionDayOf(date, now),
    remittance: `Liquidación ${liquidation.operation.title}`,
    now,
    leftOut: ordered.length - payable.length,
  });
}
