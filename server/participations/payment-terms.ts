import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { dayAfter } from "@/lib/madrid-day";
import { newPaymentReference } from "@/lib/payment-reference";
import { readPaymentSettings } from "../club/payment-settings";

type Tx = Prisma.TransactionClient;

const TERMS = { paymentReference: true, paymentDue: true, requestedAt: true } satisfies Prisma.ParticipationSelect;
/** The reference and deadline to pay, and when it was asked for (its reflection period runs from then: issue 66, item 3). */
export type PaymentTerms = { paymentReference: string | null; paymentDue: Date | null; requestedAt?: Date | null };

/**
 * Gives a committed participation its payment terms, once, in the transaction that commits it: a
 * reference of its own (the unique index is the last word on a clash, astronomically unlikely) and
 * a deadline the settings' days from now. A participation that has them keeps them.
 */
export async function assignPaymentTerms(tx: Tx, investmentId: string, now = new Date()): Promise<PaymentTerms> {
  const row = await tx.participation.findUniqueOrThrow({ where: { id: investmentId }, select: { status: true, ...TERMS } });
  if (row.status !== "active" || row.paymentReference)
    return { paymentReference: row.paymentReference, paymentDue: row.paymentDue, requestedAt: row.requestedAt };
  const { paymentDays } = await readPaymentSettings(tx);
  let reference = newPaymentReference();
  while (await tx.participation.count({ where: { paymentReference: reference } })) reference = newPaymentReference();
  return tx.participation.update({
    where: { id: investmentId },
    data: { paymentReference: reference, paymentDue: dayAfter(now, paymentDays) },
    select: TERMS,
  });
}
