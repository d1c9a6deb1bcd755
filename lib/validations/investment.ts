import { AMOUNT_NOT_POSITIVE, idField, optionalDate, requiredDecimal } from "./fields";
import * as z from "./zod";
import { labelledOptions } from "../options";

export const INVESTMENT_STATUSES = ["active", "closed", "cancelled"] as const;
export const INVESTMENT_STATUS_LABELS: Record<(typeof INVESTMENT_STATUSES)[number], string> = {
  active: "Activa",
  closed: "Liquidada",
  cancelled: "Cancelada",
};
export const INVESTMENT_STATUS_OPTIONS = labelledOptions(INVESTMENT_STATUSES, INVESTMENT_STATUS_LABELS);

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
