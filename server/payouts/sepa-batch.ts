import "server-only";
import SEPA from "sepa";
import type { Prisma } from "@/generated/prisma/client";
import { madridDateTime } from "@/lib/madrid-day";
import { centsOf, decimalOf, sumCents } from "@/lib/money";
import { sepaText } from "@/lib/sepa-text";
import { LIQUIDATION_MESSAGES } from "@/lib/validations/liquidation";
import type { Actor } from "../core/actor";
import { AppError } from "../core/errors";
import type { AuditEntity } from "@/lib/audit";
import { schemaErrors } from "../platform/xml/schema";
import { recordAudit } from "../audit/record";
import { readPaymentSettings } from "../club/payment-settings";
import { fullName } from "../shared/dto";

/**
 * The club's payouts as SEPA credit-transfer batches (ISO 20022 pain.001.001.03, what Spanish banks
 * take for a batch of transfers), written by sepa.js: from the club's account (Configuración,
 * Cobros) to each payee's IBAN (Mis datos), one transfer per payout, its EndToEndId the payout's
 * (the bank's statement brings it back and completes it). A batch is a liquidation's payouts
 * (server/liquidation/sepa.ts) or a deposit window's withdrawals (server/deposit/transfers.ts).
 *
 * Each batch has its own message id ("SEPA-…", unique: a bank refuses the same MsgId twice) and
 * keeps the file as served, so that downloading it again gives the same bytes, never a second order.
 * Every file is checked against the official XSD (schemas/) before it is served.
 */
type Tx = Prisma.TransactionClient;
export const PAIN_001_SCHEMA = "pain.001.001.03.xsd";

/** What a transfer needs: the payout, and its payee's name and IBAN. */
export const PAYOUT_TO_SEND = {
  id: true,
  amount: true,
  endToEndId: true,
  user: { select: { firstName: true, lastName: true, email: true, iban: true } },
} satisfies Prisma.PayoutSelect;
export type PayoutToSend = Prisma.PayoutGetPayload<{ select: typeof PAYOUT_TO_SEND }>;

/** "SEPA-00000042": the batch's MsgId; its PmtInfId ("….1") and InstrIds ("….1.7") stay within the schema's 35. */
export const messageIdOf = (number: number) => `SEPA-${String(number).padStart(8, "0")}`;

/** Whose batch it is, and how the back-office's Actividad names its download. */
export type BatchOwner = {
  scope: { liquidationId: string } | { windowDay: Date };
  audit: { entityType: AuditEntity; entityId: string | null; label: string };
};

/** 409 unless Configuración has the club's account, which every transfer leaves from. */
export async function clubAccount(tx: Tx): Promise<{ iban: string; holder: string }> {
  const club = await readPaymentSettings(tx);
  if (!club.clubIban || !club.clubAccountHolder) throw new AppError("conflict", LIQUIDATION_MESSAGES.clubIbanMissing);
  return { iban: club.clubIban, holder: club.clubAccountHolder };
}

/**
 * A new batch of `payouts` (every payee with an IBAN of the SEPA scheme; the caller checks): the
 * file, the batch's row, the payouts marked **sent** in it, the download audited.
 */
export async function sendBatch(
  tx: Tx,
  actor: Actor,
  owner: BatchOwner,
  batch: { payouts: PayoutToSend[]; executionDay: string; remittance: string; now: Date; leftOut: number },
): Promise<{ number: number; xml: string }> {
  const club = await clubAccount(tx);
  const [{ number }] = await tx.$queryRaw<[{ number: number }]>`
    SELECT nextval(pg_get_serial_sequence('payout_batches', 'number'))::int AS number`;
  const messageId = messageIdOf(number);
  const xml = pain001({ messageId, club, ...batch });
  const created = await tx.payoutBatch.create({
    data: {
      number,
      ...owner.scope,
      messageId,
      transfers: batch.payouts.length,
      total: decimalOf(sumCents(batch.payouts.map((payout) => centsOf(payout.amount.toFixed(2))))),
      xml,
    },
    select: { id: true },
  });
  await tx.payout.updateMany({
    where: { id: { in: batch.payouts.map((payout) => payout.id) }, status: "ordered" },
    data: { status: "sent", sentAt: batch.now, batchId: created.id },
  });
  await recordAudit(tx, actor, {
    action: "download",
    entityType: owner.audit.entityType,
    entityId: owner.audit.entityId,
    entityLabel: owner.audit.label,
    after: { messageId, transfers: batch.payouts.length, leftOut: batch.leftOut },
  });
  return { number, xml };
}

/** A batch served before, byte for byte (null when `owner` has no batch `number`); the download audited. */
export async function batchAgain(tx: Tx, actor: Actor, owner: BatchOwner, number: number): Promise<string | null> {
  const batch = await tx.payoutBatch.findFirst({ where: { ...owner.scope, number }, select: { messageId: true, xml: true } });
  if (!batch) return null;
  await recordAudit(tx, actor, {
    action: "download",
    entityType: owner.audit.entityType,
    entityId: owner.audit.entityId,
    entityLabel: owner.audit.label,
    after: { messageId: batch.messageId, again: true },
  });
  return batch.xml;
}

/** The number of `owner`'s last batch that still has a transfer on its way (sent, not completed), or null. */
export async function lastBatchInFlight(tx: Tx, owner: BatchOwner): Promise<number | null> {
  const last = await tx.payoutBatch.findFirst({ where: owner.scope, orderBy: { number: "desc" }, select: { id: true, number: true } });
  return last && (await tx.payout.count({ where: { batchId: last.id, status: "sent" } })) ? last.number : null;
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
  // A bank takes no execution date in the past: the caller's day, never one gone.
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
