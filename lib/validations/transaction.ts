import { AMOUNT_NOT_POSITIVE, idField, optionalMultilineText, optionalText, requiredDecimal, requiredText } from "./fields";
import { z } from "./zod";

export const TRANSACTION_TYPES = ["APORTE", "DEVOLUCION", "HONORARIO"] as const;
export const TRANSACTION_STATUSES = ["pending", "completed", "failed"] as const;
export const TRANSACTION_STATUS_LABELS: Record<(typeof TRANSACTION_STATUSES)[number], string> = {
  pending: "Pendiente",
  completed: "Completada",
  failed: "Fallida",
};

const TYPE_TOO_LONG = "El tipo no puede superar 50 caracteres";

/** The transaction form (specification §5): amount exact to the cent, free-text type up to 50. */
export const transactionSchema = z
  .object({
    operationId: idField("La operación es requerida"),
    userId: z
      .string({ error: "Usuario no válido" })
      .trim()
      .optional()
      .nullable()
      .transform((value) => (value ? value : null))
      .refine((value) => value === null || z.uuid().safeParse(value).success, "Usuario no válido"),
    // Upper case first, then the limit: "ß" becomes "SS", and the column holds 50.
    type: requiredText("El tipo es requerido", 50, TYPE_TOO_LONG)
      .transform((value) => value.toUpperCase())
      .refine((value) => value.length <= 50, TYPE_TOO_LONG),
    amount: requiredDecimal("El importe es requerido", "El importe debe ser un número válido con hasta 2 decimales", {
      positive: AMOUNT_NOT_POSITIVE,
    }),
    description: optionalMultilineText(2000),
    paymentMethod: optionalText(50, "El método de pago no puede superar 50 caracteres"),
    reference: optionalText(100, "La referencia no puede superar 100 caracteres"),
    status: z.enum(TRANSACTION_STATUSES, { error: "El estado es requerido" }).default("completed"),
  })
  .strict();

export type TransactionInput = z.input<typeof transactionSchema>;
export type TransactionValues = z.output<typeof transactionSchema>;
