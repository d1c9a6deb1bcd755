import "server-only";
import { dayInMadrid } from "@/lib/format";
import { LIQUIDATION_MESSAGES } from "@/lib/validations/liquidation";
import { isSepaIban } from "@/lib/validations/identity";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { calendarDate, fullName } from "../shared/dto";
import { PAYOUT_TO_SEND, batchAgain, clubAccount, lastBatchInFlight, sendBatch, type BatchOwner } from "../payouts/sepa-batch";

/**
 * A liquidation's payouts as SEPA batches (server/payouts/sepa-batch.ts): each download of payouts
 * still **ordered** makes a new batch and marks them **sent** in it; a payee without an IBAN of the
 * SEPA scheme is left out, ordered, until they give one. Downloading when nothing is ordered gives
 * the last batch again, byte for byte, never a second order of the same money.
 */
const fileNameOf = (date: string, number: number) => `transferencias-liquidacion-${date}-${number}.xml`;

export async function liquidationTransfers(
  actor: Actor | null,
  operationId: string,
  now = new Date(),
  batch: string | null = null,
): Promise<{ fileName: string; xml: string }> {
  assertAdmin(actor);
  if (batch !== null && !/^[1-9]\d{0,8}$/.test(batch))
    throw new AppError("invalid", LIQUIDATION_MESSAGES.batchNumber, { fields: { batch: LIQUIDATION_MESSAGES.batchNumber } });
  const db = await prisma();
  return db.$transaction(async (tx) => {
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
      audit: { entityType: "liquidation", entityId: liquidation.id, label: `${liquidation.operation.title} · transferencias SEPA` },
    };
    const served = async (number: number) => {
      const xml = await batchAgain(tx, actor, owner, number);
      if (xml === null) throw new AppError("not-found", LIQUIDATION_MESSAGES.batchNotFound);
      return { fileName: fileNameOf(date, number), xml };
    };

    if (batch !== null) return served(Number(batch));
    const ordered = await tx.payout.findMany({
      where: { liquidationId: liquidation.id, status: "ordered" },
      select: PAYOUT_TO_SEND,
      orderBy: [{ investment: { investmentDate: "asc" } }, { investmentId: "asc" }],
    });
    if (!ordered.length) {
      const last = await lastBatchInFlight(tx, owner);
      if (last === null) throw new AppError("conflict", LIQUIDATION_MESSAGES.nothingToPay);
      return served(last);
    }
    await clubAccount(tx);
    const payable = ordered.filter((payout) => isSepaIban(payout.user.iban));
    if (!payable.length)
      throw new AppError(
        "conflict",
        `${LIQUIDATION_MESSAGES.payeeIbanMissing} ${ordered.map((payout) => fullName(payout.user) ?? payout.user.email).join(", ")}: que lo indiquen en Mis datos.`,
      );
    const { number, xml } = await sendBatch(tx, actor, owner, {
      payouts: payable,
      // A bank takes no execution date in the past: the liquidation's day, or today if that has gone.
      executionDay: date > dayInMadrid(now) ? date : dayInMadrid(now),
      remittance: `Liquidación ${liquidation.operation.title}`,
      now,
      leftOut: ordered.length - payable.length,
    });
    return { fileName: fileNameOf(date, number), xml };
  });
}
