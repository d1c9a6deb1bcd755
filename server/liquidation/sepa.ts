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
  batchFile,
  batchNumberOf,
  executionDayOf,
  payableBySepa,
  sendBatch,
  type BatchOwner,
  type MadeBatch,
  type ServedBatch,
} from "../payouts/sepa-batch";

/**
 * A liquidation's payouts as SEPA batches (server/payouts/sepa-batch.ts). Making one (POST) takes the
 * payouts still **ordered** into a new batch and marks them **sent** in it; a payee without an IBAN of
 * the SEPA scheme is left out, ordered, until they give one; with nothing ordered it is a 409, never a
 * second order of the same money. Downloading (GET) only reads a batch that exists: batch N, or the
 * last one (issue 64, item 5: a GET never writes).
 */
export async function liquidationTransfers(actor: Actor | null, operationId: string, now = new Date()): Promise<MadeBatch> {
  assertAdmin(actor);
  const db = await prisma();
  return db.$transaction((tx) => liquidationTransfersIn(tx, actor, operationId, now));
}

/** `GET /api/operations/{id}/liquidation/sepa[?batch=N]`: batch N of the liquidation, or its last; 404 when it has none. */
export async function liquidationTransfersFile(actor: Actor | null, operationId: string, batch: string | null): Promise<ServedBatch> {
  assertAdmin(actor);
  const number = batchNumberOf(batch, LIQUIDATION_MESSAGES);
  const db = await prisma();
  return db.$transaction(async (tx) => batchFile(tx, actor, (await liquidationBatches(tx, operationId)).owner, number));
}

/** The liquidation in force of the operation (409 when none) and how its batches are named and audited. */
async function liquidationBatches(tx: Prisma.TransactionClient, operationId: string) {
  const liquidation = await tx.liquidation.findFirst({
    where: { operationId: rowId(operationId), reversedAt: null },
    select: { id: true, date: true, operation: { select: { title: true } } },
  });
  if (!liquidation) throw new AppError("conflict", LIQUIDATION_MESSAGES.notLiquidated);
  const date = calendarDate(liquidation.date)!;
  const owner: BatchOwner = {
    scope: { liquidationId: liquidation.id },
    fileName: (n) => `transferencias-liquidacion-${date}-${n}.xml`,
    audit: { entityType: "liquidation", entityId: liquidation.id, label: `${liquidation.operation.title} · transferencias SEPA` },
    messages: LIQUIDATION_MESSAGES,
  };
  return { liquidation: { ...liquidation, date }, owner };
}

/**
 * A new batch inside the caller's transaction (the demo's history pays its liquidations with it, issue
 * 63 item 3): the payouts still ordered, 409 when there are none.
 */
export async function liquidationTransfersIn(
  tx: Prisma.TransactionClient,
  actor: Actor,
  operationId: string,
  now: Date,
): Promise<MadeBatch> {
  const { liquidation, owner } = await liquidationBatches(tx, operationId);
  // One at a time per liquidation: two at once make one batch, not two orders of the same money.
  await tx.$queryRaw`SELECT id FROM liquidations WHERE id = ${liquidation.id}::uuid FOR UPDATE`;
  const ordered = await tx.payout.findMany({
    where: { liquidationId: liquidation.id, status: "ordered" },
    select: PAYOUT_TO_SEND,
    orderBy: [{ investment: { investmentDate: "asc" } }, { investmentId: "asc" }],
  });
  if (!ordered.length) throw new AppError("conflict", LIQUIDATION_MESSAGES.nothingToPay);
  const payable = await payableBySepa(tx, owner, ordered, (payout) => payout.user);
  return sendBatch(tx, actor, owner, {
    payouts: payable,
    executionDay: executionDayOf(liquidation.date, now),
    remittance: `Liquidación ${liquidation.operation.title}`,
    now,
    leftOut: ordered.length - payable.length,
  });
}
