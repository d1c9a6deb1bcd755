import type { Position } from "./ledger/position";
import { NO_POSITION } from "./ledger/position";

/**
 * An investor's money in one operation (Mis Operaciones): their position there, every figure from
 * the ledger (lib/ledger/position.ts), and how many of their movements in it are still pending.
 */
export type OperationMoney = Position & { pendingMovements: number; payouts: PayoutOnItsWay[] };

/**
 * A transfer the club owes the investor and the bank has not shown paid ("Por recibir"): ordered on
 * the liquidation's day, sent in a SEPA file on `sentOn`; one still ordered without a SEPA IBAN in
 * Mis datos waits for it (`awaitingIban`).
 */
export type PayoutOnItsWay = {
  amount: string;
  status: "ordered" | "sent";
  orderedOn: string;
  sentOn: string | null;
  awaitingIban: boolean;
};

export const NO_MONEY: OperationMoney = { ...NO_POSITION, pendingMovements: 0, payouts: [] };

/** "Transferencia ordenada el 03/11/2026 · pendiente de tu IBAN", as the investor's screens say where it is. */
export function payoutProgress(payout: PayoutOnItsWay, formatDate: (day: string) => string): string {
  if (payout.status === "sent" && payout.sentOn) return `Transferencia enviada al banco el ${formatDate(payout.sentOn)}`;
  return `Transferencia ordenada el ${formatDate(payout.orderedOn)}${payout.awaitingIban ? " · pendiente de tu IBAN" : ""}`;
}
