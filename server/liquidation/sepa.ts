import "server-only";
import SEPA from "sepa";
import type { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import { madridDateTime } from "@/lib/madrid-day";
import { centsOf, decimalOf, sumCents } from "@/lib/money";
import { sepaText } from "@/lib/sepa-text";
import { LIQUIDATION_MESSAGES } from "@/lib/validations/liquidation";
import { isSepaIban } from "@/lib/validations/identity";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError } from "../core/errors";
import { rowId } from "../core/access";
import { prisma } from "../platform/database/client";
import { schemaErrors } from "../platform/xml/schema";
import { recordAudit } from "../audit/record";
import { readPaymentSettings } from "../club/payment-settings";
import { calendarDate, fullName } from "../shared/dto";

/**
 * A liquidation's payouts as SEPA credit-transfer batches (ISO 20022 pain.001.001.03, what Spanish
 * banks take for a batch of transfers), written by sepa.js: from the club's account (Configuración,
 * Cobros) to each partícipe's IBAN (Mis datos), one transfer per payout, the amount its net, its
 * EndToEndId the payout's (the bank's statement brings it back and completes it).
 *
 * Each download of payouts still **ordered** makes a new batch with its own message id ("SEPA-…",
 * unique: a bank refuses the same MsgId twice) and marks them **sent** in it; a payee without an
 * IBAN of the SEPA scheme is left out, ordered, until they give one. Downloading when nothing is
 * ordered gives the last batch again, byte for byte, never a second order of the same money.
 * Every file is checked against the official XSD (schemas/) before it is served.
 */
type Tx = Prisma.TransactionClient;
export const PAIN_001_SCHEMA = "pain.001.001.03.xsd";

const PAYOUT_SELECT = {
  id: true,
  amount: true,
  endToEndId: true,
  user: { select: { firstName: true, lastName: true, email: true, iban: true } },
} satisfies Prisma.PayoutSelect;
type PayoutToSend = Prisma.PayoutGetPayload<{ select: typeof PAYOUT_SELECT }>;

/** "SEPA-00000042": the batch's MsgId; its PmtInfId ("….1") and InstrIds ("….1.7") stay within the schema's 35. */
export const messageIdOf = (number: number) => `SEPA-${String(number).padStart(8, "0")}`;
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
    const label = `${liquidation.operation.title} · transferencias SEPA`;

    if (batch !== null) return again(tx, actor, liquidation.id, date, label, Number(batch));
    const ordered = await tx.payout.findMany({
      where: { liquidationId: liquidation.id, status: "ordered" },
      select: PAYOUT_SELECT,
      orderBy: [{ investment: { investmentDate: "asc" } }, { investmentId: "asc" }],
    });
    if (!ordered.length) {
      const last = await tx.payoutBatch.findFirst({ where: { liquidationId: liquidation.id }, orderBy: { number: "desc" } });
      if (!last || !(await tx.payout.count({ where: { batchId: last.id, status: "sent" } })))
        throw new AppError("conflict", LIQUIDATION_MESSAGES.nothingToPay);
      return again(tx, actor, liquidation.id, date, label, last.number);
    }
    const club = await readPaymentSettings(tx);
    if (!club.clubIban || !club.clubAccountHolder) throw new AppError("conflict", LIQUIDATION_MESSAGES.clubIbanMissing);
    const payable = ordered.filter((payout) => isSepaIban(payout.user.iban));
    if (!payable.length)
      throw new AppError(
        "conflict",
        `${LIQUIDATION_MESSAGES.payeeIbanMissing} ${ordered.map((payout) => fullName(payout.user) ?? payout.user.email).join(", ")}: que lo indiquen en Mis datos.`,
      );

    const [{ number }] = await tx.$queryRaw<[{ number: number }]>`
      SELECT nextval(pg_get_serial_sequence('payout_batches', 'number'))::int AS number`;
    const messageId = messageIdOf(number);
    const xml = pain001({
      messageId,
      now,
      executionDay: date > dayInMadrid(now) ? date : dayInMadrid(now),
      club: { iban: club.clubIban, holder: club.clubAccountHolder },
      remittance: `Liquidación ${liquidation.operation.title}`,
      payouts: payable,
    });
    const created = await tx.payoutBatch.create({
      data: {
        number,
        liquidationId: liquidation.id,
        messageId,
        transfers: payable.length,
        total: decimalOf(sumCents(payable.map((payout) => centsOf(payout.amount.toFixed(2))))),
        xml,
      },
      select: { id: true },
    });
    await tx.payout.updateMany({
      where: { id: { in: payable.map((payout) => payout.id) }, status: "ordered" },
      data: { status: "sent", sentAt: now, batchId: created.id },
    });
    await recordAudit(tx, actor, {
      action: "download",
      entityType: "liquidation",
      entityId: liquidation.id,
      entityLabel: label,
      after: { messageId, transfers: payable.length, leftOut: ordered.length - payable.length },
    });
    return { fileName: fileNameOf(date, number), xml };
  });
}

/** A batch downloaded before, as it was served (404 when the liquidation has no batch `number`). */
async function again(tx: Tx, actor: Actor, liquidationId: string, date: string, label: string, number: number) {
  const batch = await tx.payoutBatch.findFirst({ where: { liquidationId, number }, select: { messageId: true, xml: true } });
  if (!batch) throw new AppError("not-found", LIQUIDATION_MESSAGES.batchNotFound);
  await recordAudit(tx, actor, {
    action: "download",
    entityType: "liquidation",
    entityId: liquidationId,
    entityLabel: label,
    after: { messageId: batch.messageId, again: true },
  });
  return { fileName: fileNameOf(date, number), xml: batch.xml };
}

/** The pain.001.001.03 of one batch, refused (never served) if the official schema does not take it. */
function pain001(batch: {
  messageId: string;
  now: Date;
  executionDay: string;
  club: { iban: string; holder: string };
  remittance: string;
  payouts: PayoutToSend[];
}): string {
  const document = new SEPA.Document("pain.001.001.03");
  document.grpHdr.id = batch.messageId;
  document.grpHdr.created = batch.now;
  document.grpHdr.initiatorName = sepaText(batch.club.holder, 70);
  const payment = document.createPaymentInfo();
  payment.id = "1"; // sepa.js writes "<MsgId>.1"
  // A bank takes no execution date in the past: the liquidation's day, or today if that has gone.
  payment.requestedExecutionDate = new Date(`${batch.executionDay}T12:00:00Z`);
  payment.debtorIBAN = batch.club.iban;
  payment.debtorName = sepaText(batch.club.holder, 70);
  document.addPaymentInfo(payment);
  const remittance = sepaText(batch.remittance, 140);
  batch.payouts.forEach((payout, index) => {
    const payee = payout.user;
    const transfer = payment.createTransaction();
    transfer.id = String(index + 1); // "<PmtInfId>.<n>"
    transfer.creditorName = sepaText(fullName(payee) ?? payee.email ?? "Participe", 70);
    transfer.creditorIBAN = payee.iban!;
    transfer.amount = Number(payout.amount);
    transfer.remittanceInfo = `${remittance} ${payout.endToEndId}`.slice(0, 140);
    transfer.end2endId = payout.endToEndId;
    payment.addTransaction(transfer);
  });
  // sepa.js writes CreDtTm on the server's clock without its zone; the file says Madrid's, with the offset.
  const xml = document.toString().replace(/<CreDtTm>[^<]*<\/CreDtTm>/, `<CreDtTm>${madridDateTime(batch.now)}</CreDtTm>`);
  const errors = schemaErrors(xml, PAIN_001_SCHEMA);
  if (errors.length) throw new AppError("unprocessable", `${LIQUIDATION_MESSAGES.sepaInvalid} ${errors.slice(0, 3).join(" · ")}`);
  return xml;
}
