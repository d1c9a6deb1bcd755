import "server-only";
import SEPA from "sepa";
import { dayInMadrid } from "@/lib/format";
import { LIQUIDATION_MESSAGES } from "@/lib/validations/liquidation";
import { sepaText } from "@/lib/sepa-text";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { readPaymentSettings } from "../club/payment-settings";
import { calendarDate, fullName } from "../shared/dto";
import { markPayoutsSent } from "./payouts";

/**
 * The payouts of a liquidation not completed yet as one SEPA credit-transfer initiation (ISO 20022
 * pain.001.001.03, what Spanish banks take for a batch of transfers), written by sepa.js: from the
 * club's account (Configuración, Cobros) to each partícipe's IBAN (Mis datos), one transfer per
 * payout, the amount its net, its EndToEndId the payout's (the bank's statement brings it back and
 * completes it), the text "Liquidación <operación>". Downloading it marks those payouts sent.
 * Refused (409) while the club's account or any payee's IBAN is missing.
 */
export async function liquidationTransfers(
  actor: Actor | null,
  operationId: string,
  now = new Date(),
): Promise<{ fileName: string; xml: string }> {
  assertAdmin(actor);
  const db = await prisma();
  const liquidation = await db.liquidation.findFirst({
    where: { operationId: rowId(operationId), reversedAt: null },
    select: {
      id: true,
      date: true,
      operation: { select: { title: true } },
      // The transfers not completed yet: those ordered, and those sent again if the bank lost the batch.
      payouts: {
        where: { status: { in: ["ordered", "sent"] } },
        select: {
          id: true,
          amount: true,
          endToEndId: true,
          user: { select: { firstName: true, lastName: true, email: true, iban: true } },
        },
        orderBy: [{ investment: { investmentDate: "asc" } }, { investmentId: "asc" }],
      },
    },
  });
  if (!liquidation) throw new AppError("conflict", LIQUIDATION_MESSAGES.notLiquidated);
  if (!liquidation.payouts.length) throw new AppError("conflict", LIQUIDATION_MESSAGES.nothingToPay);
  const club = await readPaymentSettings(db);
  if (!club.clubIban || !club.clubAccountHolder) throw new AppError("conflict", LIQUIDATION_MESSAGES.clubIbanMissing);
  const without = liquidation.payouts.map((payout) => payout.user).filter((payee) => !payee.iban);
  if (without.length)
    throw new AppError(
      "conflict",
      `${LIQUIDATION_MESSAGES.payeeIbanMissing} ${without.map((payee) => fullName(payee) ?? payee.email).join(", ")}: que lo indiquen en Mis datos.`,
    );

  const date = calendarDate(liquidation.date)!;
  const today = dayInMadrid(now);
  const reference = `LIQ-${liquidation.id.replace(/-/g, "").slice(0, 20)}`;
  const document = new SEPA.Document("pain.001.001.03");
  document.grpHdr.id = reference;
  document.grpHdr.created = now;
  document.grpHdr.initiatorName = sepaText(club.clubAccountHolder, 70);
  const payment = document.createPaymentInfo();
  payment.id = `${reference}-1`;
  // A bank takes no execution date in the past: the liquidation's day, or today if that has gone.
  payment.requestedExecutionDate = new Date(`${date > today ? date : today}T12:00:00Z`);
  payment.debtorIBAN = club.clubIban;
  payment.debtorName = sepaText(club.clubAccountHolder, 70);
  document.addPaymentInfo(payment);
  const remittance = sepaText(`Liquidación ${liquidation.operation.title}`, 140);
  for (const payout of liquidation.payouts) {
    const payee = payout.user;
    const transfer = payment.createTransaction();
    transfer.creditorName = sepaText(fullName(payee) ?? payee.email ?? "Participe", 70);
    transfer.creditorIBAN = payee.iban!;
    transfer.amount = Number(payout.amount);
    transfer.remittanceInfo = `${remittance} ${payout.endToEndId}`.slice(0, 140);
    transfer.end2endId = payout.endToEndId;
    payment.addTransaction(transfer);
  }
  // The batch is in the admin's hands: its transfers are sent (the bank's statement completes them).
  await db.$transaction(async (tx) => {
    await markPayoutsSent(
      tx,
      liquidation.payouts.map((payout) => payout.id),
      now,
    );
    await recordAudit(tx, actor, {
      action: "download",
      entityType: "liquidation",
      entityId: liquidation.id,
      entityLabel: `${liquidation.operation.title} · transferencias SEPA`,
    });
  });
  return { fileName: `transferencias-liquidacion-${date}.xml`, xml: document.toString() };
}
