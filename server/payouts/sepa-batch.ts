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
import { dayInMadrid, formatDate, formatMoney } from "@/lib/format";
import { isSepaIban, maskedIban } from "@/lib/validations/identity";
import { enqueueEmails } from "../mail/outbox";
import { payoutSent } from "../mail/templates";
import { hybridAddressOf, postalAddressXml, type HybridAddress } from "@/lib/sepa-address";
import { inEea } from "@/lib/sepa-scheme";
import { readTaxSettings } from "../club/tax-settings";

/**
 * The club's payouts as SEPA credit-transfer batches (ISO 20022 pain.001.001.03, what Spanish banks
 * take for a batch of transfers), written by sepa.js: from the club's account (Configuración,
 * Cobros) to each payee's IBAN (Mis datos), one transfer per payout, its EndToEndId the payout's
 * (the bank's statement brings it back and completes it). A batch is a liquidation's payouts
 * (server/liquidation/sepa.ts), a deposit window's withdrawals (server/deposit/transfers.ts), or refunds
 * — revoked participations' capital and desistimientos (server/payouts/refunds.ts).
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
const sepaMessageIdOf = (number: number) => `SEPA-${String(number).padStart(8, "0")}`;

/** What the back-office is told when a batch cannot be served. */
export type BatchMessages = { batchNumber: string; batchNotFound: string; nothingToPay: string; payeeIbanMissing: string };

/** Whose batch it is, how its files are named, how Actividad names its download, and what its refusals say. */
export type BatchOwner = {
  scope: { liquidationId: string } | { windowDay: Date } | { refunds: true };
  fileName: (number: number) => string;
  audit: { entityType: AuditEntity; entityId: string | null; label: string };
  messages: BatchMessages;
};

/** A batch's file, as downloaded (GET). */
export type ServedBatch = { fileName: string; xml: string };
/** A batch just made (POST): its number, file, how many transfers and how much, and how many payees were left out (no SEPA IBAN). */
export type MadeBatch = ServedBatch & { number: number; transfers: number; total: string; leftOut: number };
type Payee = { firstName: string | null; lastName: string | null; email: string | null; iban: string | null };

/** `?batch=N` as a number (null when absent), 400 on `batch` unless a positive whole number. */
export function batchNumberOf(batch: string | null, messages: Pick<BatchMessages, "batchNumber">): number | null {
  if (batch === null) return null;
  if (!/^[1-9]\d{0,8}$/.test(batch)) throw new AppError("invalid", messages.batchNumber, { fields: { batch: messages.batchNumber } });
  return Number(batch);
}

/** A bank takes no execution date in the past: the day the money is due, or today if that has gone (Madrid's). */
export const executionDayOf = (due: string, now: Date) => (due > dayInMadrid(now) ? due : dayInMadrid(now));

type PayingAccount = { iban: string; holder: string; address: HybridAddress | null };

/**
 * 409 unless Configuración has the club's account, which every transfer leaves from; with the club's
 * address (Configuración, Fiscalidad) in the EPC's hybrid form when it ends with a post code and town.
 */
async function payingAccount(tx: Tx): Promise<PayingAccount> {
  const [club, tax] = await Promise.all([readPaymentSettings(tx), readTaxSettings(tx)]);
  if (!club.clubIban || !club.clubAccountHolder) throw new AppError("conflict", LIQUIDATION_MESSAGES.clubIbanMissing);
  return { iban: club.clubIban, holder: club.clubAccountHolder, address: hybridAddressOf(tax.clubAddress, club.clubIban.slice(0, 2)) };
}

/**
 * The rows a batch can pay: those whose payee has an IBAN of the SEPA scheme (the rest wait until
 * they give one in Mis datos). 409 when the club has no account to pay from, or nobody can be paid.
 */
export async function payableBySepa<T>(tx: Tx, owner: BatchOwner, rows: T[], payeeOf: (row: T) => Payee): Promise<T[]> {
  await payingAccount(tx);
  const payable = rows.filter((row) => isSepaIban(payeeOf(row).iban));
  if (!payable.length) {
    const names = rows.map((row) => fullName(payeeOf(row)) ?? payeeOf(row).email ?? "—").join(", ");
    throw new AppError("conflict", `${owner.messages.payeeIbanMissing} ${names}: que lo indiquen en Mis datos.`);
  }
  return payable;
}

/**
 * A new batch of `payouts` (payable by SEPA: the caller checked with `payableBySepa`): the file,
 * the batch's row, the payouts marked **sent** in it, the download audited.
 */
export async function sendBatch(
  tx: Tx,
  actor: Actor,
  owner: BatchOwner,
  batch: { payouts: PayoutToSend[]; executionDay: string; remittance: string; now: Date; leftOut: number },
): Promise<MadeBatch> {
  const club = await payingAccount(tx);
  // A transfer leaving the EEA carries the payer's address; refused before a batch number is drawn.
  const leaving = [...new Set(batch.payouts.map((payout) => payout.user.iban!.slice(0, 2)).filter((country) => !inEea(country)))];
  if (leaving.length && !club.address) throw new AppError("conflict", LIQUIDATION_MESSAGES.clubAddressForNonEea(leaving));
  const [{ number }] = await tx.$queryRaw<[{ number: number }]>`
    SELECT nextval(pg_get_serial_sequence('payout_batches', 'number'))::int AS number`;
  const messageId = sepaMessageIdOf(number);
  const xml = pain001({ messageId, club, ...batch });
  const total = decimalOf(sumCents(batch.payouts.map((payout) => centsOf(payout.amount.toFixed(2)))));
  const created = await tx.payoutBatch.create({
    data: { number, ...owner.scope, messageId, transfers: batch.payouts.length, total, xml },
    select: { id: true },
  });
  await tx.payout.updateMany({
    where: { id: { in: batch.payouts.map((payout) => payout.id) }, status: "ordered" },
    data: { status: "sent", sentAt: batch.now, batchId: created.id },
  });
  await auditDownload(tx, actor, owner, { messageId, transfers: batch.payouts.length, leftOut: batch.leftOut });
  for (const payout of batch.payouts)
    if (payout.user.email)
      await enqueueEmails(
        tx,
        {
          kind: "movement",
          ...payoutSent({
            amount: formatMoney(payout.amount.toFixed(2)),
            account: maskedIban(payout.user.iban!),
            executionDay: formatDate(batch.executionDay),
          }),
        },
        [payout.user.email],
      );
  return { fileName: owner.fileName(number), xml, number, transfers: batch.payouts.length, total, leftOut: batch.leftOut };
}

/** Batch `number` of `owner` as it was served, byte for byte (404 when it has none); the download audited. */
export async function batchAgain(tx: Tx, actor: Actor, owner: BatchOwner, number: number): Promise<ServedBatch> {
  const batch = await tx.payoutBatch.findFirst({ where: { ...owner.scope, number }, select: { messageId: true, xml: true } });
  if (!batch) throw new AppError("not-found", owner.messages.batchNotFound);
  await auditDownload(tx, actor, owner, { messageId: batch.messageId, again: true });
  return { fileName: owner.fileName(number), xml: batch.xml };
}

/** `owner`'s batch `number` again, or its last one without a number (GET: a download never makes one); 404 when there is none. */
export async function batchFile(tx: Tx, actor: Actor, owner: BatchOwner, number: number | null): Promise<ServedBatch> {
  if (number !== null) return batchAgain(tx, actor, owner, number);
  const last = await tx.payoutBatch.findFirst({ where: owner.scope, orderBy: { number: "desc" }, select: { number: true } });
  if (!last) throw new AppError("not-found", owner.messages.batchNotFound);
  return batchAgain(tx, actor, owner, last.number);
}

function auditDownload(tx: Tx, actor: Actor, owner: BatchOwner, after: Record<string, unknown>) {
  return recordAudit(tx, actor, {
    action: "download",
    entityType: owner.audit.entityType,
    entityId: owner.audit.entityId,
    entityLabel: owner.audit.label,
    after,
  });
}

/** The pain.001.001.03 of one batch, refused (never served) if the official schema does not take it. */
function pain001(batch: {
  messageId: string;
  now: Date;
  executionDay: string;
  club: PayingAccount;
  remittance: string;
  payouts: PayoutToSend[];
}): string {
  const document = new SEPA.Document("pain.001.001.03");
  document.grpHdr.id = batch.messageId;
  document.grpHdr.created = batch.now;
  document.grpHdr.initiatorName = sepaText(batch.club.holder, 70);
  const payment = document.createPaymentInfo();
  payment.id = "1"; // sepa.js writes "<MsgId>.1"
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
  // It writes addresses only as lines, which the EPC refuses from 15 November 2026: the club's goes in hybrid.
  const xml = document
    .toString()
    .replace(/<CreDtTm>[^<]*<\/CreDtTm>/, `<CreDtTm>${madridDateTime(batch.now)}</CreDtTm>`)
    .replace("</Dbtr>", `${batch.club.address ? postalAddressXml(batch.club.address) : ""}</Dbtr>`);
  const errors = schemaErrors(xml, PAIN_001_SCHEMA);
  if (errors.length) throw new AppError("unprocessable", `${LIQUIDATION_MESSAGES.sepaInvalid} ${errors.slice(0, 3).join(" · ")}`);
  return xml;
}
