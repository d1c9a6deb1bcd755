import { optionalDate, requiredDecimal, requiredText } from "./fields";
import * as z from "./zod";

/** A withdrawal from the deposit account (issue 51): an amount, or "all" (its balance and accrued interest, closing it). */
export const WITHDRAWAL_ALL = "all";

export const WITHDRAWAL_MESSAGES = {
  desistimiento: "Es la devolución de un desistimiento: la ley obliga a pagarla, se transfiere desde Devoluciones y no se cancela",
  amount: "Indica el importe",
  amountInvalid: "Importe no válido",
  belowMinimum: (minimum: string) => `La retirada mínima es de ${minimum}`,
  aboveAvailable: (available: string) => `Puedes retirar como mucho ${available} (tu saldo menos lo que ya has pedido retirar)`,
  totalPending: "Ya has pedido retirarlo todo",
  noWindows: "El club no tiene ventanas de liquidez configuradas: escríbele",
  closed: "La cuenta de depósito está cerrada",
  notRequested: "Esa retirada ya no está pendiente",
  windowInvalid: "Indica la ventana como fecha (aaaa-mm-dd)",
  batchNumber: "Número de remesa no válido",
  batchNotFound: "No hay esa remesa de transferencias de la cuenta de depósito (o aún ninguna)",
  nothingToPay: "No hay retiradas aprobadas que pagar en esa ventana",
  payeeIbanMissing: "Sin IBAN para la transferencia de",
  overBalance: (investor: string) => `La retirada de ${investor} supera ya su saldo: anúlala en la cola y que pida otra`,
  nothingLeft: (investor: string) => `La cuenta de ${investor} no tiene saldo que transferir: anula su retirada en la cola`,
  runFirst: (day: string) => `Confirma antes los intereses del periodo que termina el ${day}: el cierre abona solo los días que siguen`,
  reason: "Indica el motivo",
  reasonTooLong: "El motivo no puede superar 300 caracteres",
  notPending: "Esa retirada ya no se puede anular: está enviada al banco, pagada o anulada",
  runAfterClosing: "Esa tanda ya no se puede revertir: alguna de sus cuentas se ha cerrado o se está cerrando después",
  notOpen:
    "Esa cuenta de depósito ya tiene ordenado el cierre (la retirada de todo su saldo está aprobada), se está cerrando o está cerrada",
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

/** An admin's cancellation of a withdrawal that has not gone to the bank: why (it stays in Actividad and reaches the investor). */
export const withdrawalCancellationSchema = z.strictObject({
  reason: requiredText(WITHDRAWAL_MESSAGES.reason, 300, WITHDRAWAL_MESSAGES.reasonTooLong),
});

/** `POST /api/deposit-withdrawals/transfers`: the window whose approved withdrawals make the batch (none: the earliest). */
export const depositTransfersSchema = z.strictObject({ window: optionalDate(WITHDRAWAL_MESSAGES.windowInvalid) });

/** An admin closes a deposit account (its investor leaves the club, say): why, kept in Actividad and told to the investor. */
export const depositClosingSchema = withdrawalCancellationSchema;

export type WithdrawalInput = z.input<typeof withdrawalSchema>;

/** "Retirar"'s form: an amount or the box "Retirarlo todo", checked by withdrawalSchema (its message lands on `amount`). */
export const withdrawalFormSchema = z.pipe(
  z.pipe(
    // The amount's input is disabled while the box is checked, and a disabled input may send nothing.
    z.object({ amount: z.optional(z.string()), all: z.boolean() }),
    z.transform((values): WithdrawalInput => ({ amount: values.all ? WITHDRAWAL_ALL : (values.amount ?? "") })),
  ),
  withdrawalSchema,
);

export type WithdrawalFormValues = z.input<typeof withdrawalFormSchema>;
export type WithdrawalRequest = z.output<typeof withdrawalSchema>;
