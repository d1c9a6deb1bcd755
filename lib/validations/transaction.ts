import { AMOUNT_NOT_POSITIVE, emptyAsNull, idField, optionalMultilineText, optionalText, requiredDecimal, requiredText } from "./fields";
import * as z from "./zod";
import { labelledCodes } from "../options";

/** The known types and their labels; the type is free text and any other is shown as it is. */
export const { codes: TRANSACTION_TYPES, labels: TRANSACTION_TYPE_LABELS } = labelledCodes({
  APORTE: "Aporte",
  DEVOLUCION: "Devolución",
  HONORARIO: "Honorario",
});
export const transactionTypeLabel = (type: string) =>
  TRANSACTION_TYPE_LABELS[type.toUpperCase() as keyof typeof TRANSACTION_TYPE_LABELS] ?? type;
export const {
  codes: TRANSACTION_STATUSES,
  labels: TRANSACTION_STATUS_LABELS,
  options: TRANSACTION_STATUS_OPTIONS,
} = labelledCodes({
  pending: "Pendiente",
  completed: "Completada",
  failed: "Fallida",
});
/** The label of a status; an unknown one is shown as it is. */
export const transactionStatusLabel = (status: string) =>
  TRANSACTION_STATUS_LABELS[status as keyof typeof TRANSACTION_STATUS_LABELS] ?? status;

type Owned = { userId: string | null; status: string };
/**
 * Whether saving a movement sends its owner a receipt: it belongs to someone and becomes completed
 * (recorded so, confirmed later, or moved to them). The server's rule (server/mail/notifications.ts),
 * which the admin's form announces before Guardar.
 */
export const sendsReceipt = (after: Owned, before?: Owned | null) =>
  after.userId !== null && after.status === "completed" && !(before?.status === "completed" && before.userId === after.userId);

const TYPE_TOO_LONG = "El tipo no puede superar 50 caracteres";
const uuid = z.uuid();

/** The transaction form (docs/specification.md §5): amount exact to the cent, free-text type up to 50. */
export const transactionSchema = z.strictObject({
  operationId: idField("La operación es requerida"),
  userId: emptyAsNull(z.string({ error: "Usuario no válido" }).check(z.trim())).check(
    z.refine((value: string | null) => value === null || uuid.safeParse(value).success, "Usuario no válido"),
  ),
  // Upper case first, then the limit: "ß" becomes "SS", and the column holds 50.
  type: z
    .pipe(
      requiredText("El tipo es requerido", 50, TYPE_TOO_LONG),
      z.transform((value: string) => value.toUpperCase()),
    )
    .check(z.refine((value: string) => value.length <= 50, TYPE_TOO_LONG)),
  amount: requiredDecimal("El importe es requerido", "El importe debe ser un número válido con hasta 2 decimales", {
    positive: AMOUNT_NOT_POSITIVE,
  }),
  description: optionalMultilineText(2000),
  paymentMethod: optionalText(50, "El método de pago no puede superar 50 caracteres"),
  reference: optionalText(100, "La referencia no puede superar 100 caracteres"),
  status: z._default(z.enum(TRANSACTION_STATUSES, { error: "El estado es requerido" }), "completed"),
});

export type TransactionInput = z.input<typeof transactionSchema>;
export type TransactionValues = z.output<typeof transactionSchema>;
