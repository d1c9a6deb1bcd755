import { requiredDecimal } from "./fields";
import * as z from "./zod";

/** A withdrawal from the deposit account (issue 51): an amount, or "all" (its balance and accrued interest, closing it). */
export const WITHDRAWAL_ALL = "all";

export const WITHDRAWAL_MESSAGES = {
  amount: "Indica el importe",
  amountInvalid: "Importe no válido",
  belowMinimum: (minimum: string) => `La retirada mínima es de ${minimum}`,
  aboveAvailable: (available: string) => `Puedes retirar como mucho ${available} (tu saldo menos lo que ya has pedido retirar)`,
  totalPending: "Ya has pedido retirarlo todo",
  noWindows: "El club no tiene ventanas de liquidez configuradas: escríbele",
  closed: "La cuenta de depósito está cerrada",
  notRequested: "Esa retirada ya no está pendiente",
} as const;

export const withdrawalSchema = z.strictObject({
  amount: z.union(
    [
      z.literal(WITHDRAWAL_ALL),
      requiredDecimal(WITHDRAWAL_MESSAGES.amount, WITHDRAWAL_MESSAGES.amountInvalid, { positive: WITHDRAWAL_MESSAGES.amountInvalid }),
    ],
    { error: WITHDRAWAL_MESSAGES.amountInvalid },
  ),
});

export type WithdrawalInput = z.input<typeof withdrawalSchema>;
