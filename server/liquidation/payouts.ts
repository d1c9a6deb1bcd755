import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { centsOf } from "@/lib/money";
import { AppError } from "../core/errors";

/**
 * A liquidation's payouts (docs/product.md, "The liquidation"): one transfer per participation
 * with a net to pay, **ordered** when the liquidation is confirmed, **sent** when its SEPA batch is
 * downloaded (server/payouts/sepa-batch.ts), **completed** when the bank's statement shows the debit
 * (server/payouts/completion.ts);
 * a reversal cancels those not sent yet, and is refused once any has gone to the bank.
 */
type Tx = Prisma.TransactionClient;

export const PAYOUT_MESSAGES = {
  alreadySent: "Las transferencias de esta liquidación ya se enviaron al banco: no se puede anular. Corrígelo con movimientos",
} as const;

/** "LIQ" + 12 of the liquidation's id + "-" + 16 of the participation's: 32 characters, within SEPA's 35, unique per payout. */
export const endToEndIdOf = (liquidationId: string, investmentId: string) =>
  `LIQ${liquidationId.replace(/-/g, "").slice(0, 12)}-${investmentId.replace(/-/g, "").slice(0, 16)}`.toUpperCase();

/** Orders the payouts of a confirmed liquidation (rows with a net above zero). */
export async function orderPayouts(
  tx: Tx,
  liquidationId: string,
  rows: readonly { investmentId: string; investorId: string; net: string }[],
): Promise<void> {
  await tx.payout.createMany({
    data: rows
      .filter((row) => centsOf(row.net) > 0n)
      .map((row) => ({
        liquidationId,
        investmentId: row.investmentId,
        userId: row.investorId,
        amount: row.net,
        endToEndId: endToEndIdOf(liquidationId, row.investmentId),
      })),
  });
}

/** The reversal's part: 409 once any payout went to the bank; otherwise every payout is cancelled. */
export async function cancelPayouts(tx: Tx, liquidationId: string): Promise<void> {
  if (await tx.payout.count({ where: { liquidationId, status: { in: ["sent", "completed"] } } }))
    throw new AppError("conflict", PAYOUT_MESSAGES.alreadySent);
  await tx.payout.updateMany({ where: { liquidationId }, data: { status: "cancelled" } });
}
