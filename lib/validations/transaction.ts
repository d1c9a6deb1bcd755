import {
  AMOUNT_NOT_POSITIVE,
  emptyAsNull,
  idField,
  optionalDate,
  optionalMultilineText,
  optionalText,
  requiredDecimal,
  requiredText,
} from "./fields";
import * as z from "./zod";
import { labelledCodes } from "../options";
import { MOVEMENT_KINDS, MOVEMENT_TYPES, type MovementType } from "../ledger/kinds";

/** The types a movement may have, and their labels: the ledger's table (lib/ledger/kinds.ts). */
export const TRANSACTION_TYPES = MOVEMENT_TYPES;
export const TRANSACTION_TYPE_LABELS = Object.fromEntries(MOVEMENT_TYPES.map((type) => [type, MOVEMENT_KINDS[type].label])) as Record<
  MovementType,
  string
>;
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

export const TYPE_UNKNOWN = "Tipo no válido: Aporte, Devolución, Honorario, Beneficio, Comisión de éxito o Retención IRPF";
export const INVESTMENT_INVALID = "Participación no válida";
const uuid = z.uuid();
const optionalId = (message: string) =>
  emptyAsNull(z.string({ error: message }).check(z.trim())).check(
    z.refine((value: string | null) => value === null || uuid.safeParse(value).success, message),
  );

/**
 * The transaction form (docs/specification.md §5): amount exact to the cent, one of the known types
 * (in any case: "aporte" is APORTE), the value date ("Fecha valor"; today when absent), and the
 * participation it belongs to, if any (then its investor follows from it).
 */
export const transactionSchema = z.strictObject({
  operationId: idField("La operación es requerida"),
  userId: optionalId("Usuario no válido"),
  investmentId: optionalId(INVESTMENT_INVALID),
  type: z.pipe(
    requiredText("El tipo es requerido", 50, TYPE_UNKNOWN),
    z.pipe(
      z.transform((value: string) => value.toUpperCase()),
      z.enum(TRANSACTION_TYPES, { error: TYPE_UNKNOWN }),
    ),
  ),
  amount: requiredDecimal("El importe es requerido", "El importe debe ser un número válido con hasta 2 decimales", {
    positive: AMOUNT_NOT_POSITIVE,
  }),
  description: optionalMultilineText(2000),
  paymentMethod: optionalText(50, "El método de pago no puede superar 50 caracteres"),
  reference: optionalText(100, "La referencia no puede superar 100 caracteres"),
  status: z._default(z.enum(TRANSACTION_STATUSES, { error: "El estado es requerido" }), "completed"),
  transactionDate: optionalDate("Fecha valor no válida"),
});

export type TransactionInput = z.input<typeof transactionSchema>;
export type TransactionValues = z.output<typeof transactionSchema>;

export const REVERSAL_REASON_REQUIRED = "Indica el motivo de la anulación";

/** "Anular con un contramovimiento" (`POST /api/transactions/{id}/reversal`): why the movement is cancelled. */
export const movementReversalSchema = z.strictObject({ reason: requiredText(REVERSAL_REASON_REQUIRED, 500) });
