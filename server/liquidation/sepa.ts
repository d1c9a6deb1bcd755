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
import { readPaymentSettings } from "../payments/settings";
import { calendarDate, fullName } from "../shared/dto";
import type { LiquidationRowDto } from "./liquidation";

/**
 * The payouts of a liquidation as one SEPA credit-transfer initiation (ISO 20022 pain.001.001.03,
 * what Spanish banks take for a batch of transfers), written by sepa.js: from the club's account
 * (Configuración, Cobros) to each partícipe's IBAN (Mis datos), one transfer per participation with
 * a payout, the amount its net, the text "Liquidación <operación>". GrpHdr and PmtInf carry the count
 * and the control sum. Refused (409) while the club's account or any payee's IBAN is missing.
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
    select: { id: true, date: true, rows: true, operation: { select: { title: true } } },
  });
  if (!liquidation) throw new AppError("conflict", LIQUIDATION_MESSAGES.notLiquidated);
  const club = await readPaymentSettings(db);
  if (!club.clubIban || !club.clubAccountHolder) throw new AppError("conflict", LIQUIDATION_MESSAGES.clubIbanMissing);
  const rows = (liquidation.rows as LiquidationRowDto[]).filter((row) => Number(row.net) > 0);
  const payees = new Map(
    (
      await db.user.findMany({
        where: { id: { in: rows.map((row) => row.investorId) } },
        select: { id: true, firstName: true, lastName: true, email: true, iban: true },
      })
    ).map((user) => [user.id, user]),
  );
  const without = rows.map((row) => payees.get(row.investorId)).filter((payee) => !payee?.iban);
  if (without.length)
    throw new AppError(
      "conflict",
      `${LIQUIDATION_MESSAGES.payeeIbanMissing} ${without.map((payee) => (payee ? (fullName(payee) ?? payee.email) : "?")).join(", ")}: que lo indiquen en Mis datos.`,
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
  for (const row of rows) {
    const payee = payees.get(row.investorId)!;
    const transfer = payment.createTransaction();
    transfer.creditorName = sepaText(fullName(payee) ?? payee.email ?? "Participe", 70);
    transfer.creditorIBAN = payee.iban!;
    transfer.amount = Number(row.net);
    transfer.remittanceInfo = remittance;
    transfer.end2endId = `${reference.slice(0, 12)}-${row.investmentId.replace(/-/g, "").slice(0, 20)}`;
    payment.addTransaction(transfer);
  }
  await recordAudit(db, actor, {
    action: "download",
    entityType: "liquidation",
    entityId: liquidation.id,
    entityLabel: `${liquidation.operation.title} · transferencias SEPA`,
  });
  return { fileName: `transferencias-liquidacion-${date}.xml`, xml: document.toString() };
}
