import { AMOUNT_NOT_POSITIVE, idField, optionalDate, requiredDecimal } from "./fields";
import * as z from "./zod";
import { labelledCodes } from "../options";

export const {
  codes: INVESTMENT_STATUSES,
  labels: INVESTMENT_STATUS_LABELS,
  options: INVESTMENT_STATUS_OPTIONS,
} = labelledCodes({
  active: "Activa",
  closed: "Liquidada",
  cancelled: "Cancelada",
});

/** The statuses of a participation that holds a place in its operation (counted in "% Financiado" and against the price). */
export const HOLDING_STATUSES = ["active", "closed"] as const satisfies readonly (typeof INVESTMENT_STATUSES)[number][];

/** A participation (docs/product.md#settled-choices, "Investments"): investor, operation, amount, date, status. */
export const investmentSchema = z.strictObject({
  userId: idField("El inversor es requerido"),
  operationId: idField("La operación es requerida"),
  amount: requiredDecimal("El importe es requerido", "El importe debe ser un número válido con hasta 2 decimales", {
    positive: AMOUNT_NOT_POSITIVE,
  }),
  investmentDate: optionalDate("Fecha no válida"),
  status: z._default(z.enum(INVESTMENT_STATUSES, { error: "Estado no válido" }), "active"),
});

export type InvestmentInput = z.input<typeof investmentSchema>;
export type InvestmentValues = z.output<typeof investmentSchema>;
