import { optionalDate, optionalText, requiredDecimal, requiredText, AMOUNT_NOT_POSITIVE } from "./fields";
import * as z from "./zod";
import { invalid } from "./zod";

/**
 * What an admin enters to liquidate an operation (`POST /api/operations/{id}/liquidation[/preview]`):
 * what the sale or the court brought in, the itemised costs, and the date of the payouts.
 */
export const LIQUIDATION_MESSAGES = {
  proceedsRequired: "Indica lo obtenido por la operación",
  proceedsInvalid: "Importe no válido (hasta 2 decimales)",
  conceptRequired: "Indica el concepto del coste",
  amountRequired: "Indica el importe del coste",
  dateRequired: "Indica la fecha de la liquidación",
  dateTooLate: (last: string) => `La fecha de la liquidación no puede ser posterior al ${last}`,
  dateTooEarly: (first: string) => `La fecha de la liquidación no puede ser anterior a la primera aportación (${first})`,
  tooManyCosts: "Como máximo 30 costes",
  costsExceedProceeds: "Los costes no pueden superar lo obtenido",
  nobodyPaid: "Ninguna participación de esta operación tiene capital aportado: no hay nada que liquidar",
  stillOpen:
    "La liquidación se hace cuando la operación deja de estar abierta: cambia su estado (En curso, Reservada…) al cobrar o vender el crédito.",
  alreadyLiquidated: "Esta operación ya está liquidada: anula la liquidación para repetirla",
  notLiquidated: "Esta operación no tiene una liquidación en vigor",
  reasonRequired: "Indica el motivo de la anulación",
  clubIbanMissing: "Indica en Configuración (Cobros) el IBAN y el titular de la cuenta del club, desde la que se paga",
  clubAddressForNonEea: (countries: string[]) =>
    `Una transferencia a una cuenta de fuera del Espacio Económico Europeo (${countries.join(", ")}) lleva el domicilio del club: indícalo en Configuración (Fiscalidad) terminado en su código postal y localidad`,
  payeeIbanMissing: "Sin IBAN para la transferencia de",
  nothingToPay: "No queda ninguna transferencia de esta liquidación por enviar: las hechas están en sus remesas",
  batchNotFound: "Esta liquidación no tiene esa remesa de transferencias (o aún ninguna)",
  batchNumber: "Número de remesa no válido",
  sepaInvalid: "El fichero SEPA no cumple el esquema pain.001.001.03 y no se ha generado:",
  pendingMovements: (which: string) =>
    `Hay movimientos pendientes en esta operación (${which}): complétalos o elimínalos antes de liquidar`,
  owingUndecided: "Hay participaciones que aún deben dinero: confirma que se reducen a lo aportado (o se cancelan si no aportaron nada)",
  requestsUndecided: "Hay solicitudes o lista de espera abiertas: indica el motivo con el que se rechazan",
  cancelledUnpaid: "Cancelada al liquidar la operación: no llegó a aportarse capital",
} as const;

const cost = z.object({
  concept: requiredText(LIQUIDATION_MESSAGES.conceptRequired, 200),
  amount: requiredDecimal(LIQUIDATION_MESSAGES.amountRequired, LIQUIDATION_MESSAGES.proceedsInvalid, { positive: AMOUNT_NOT_POSITIVE }),
});

export const liquidationSchema = z.object({
  proceeds: requiredDecimal(LIQUIDATION_MESSAGES.proceedsRequired, LIQUIDATION_MESSAGES.proceedsInvalid, { integerDigits: 12 }),
  costs: z._default(z.array(cost).check(z.maxLength(30, LIQUIDATION_MESSAGES.tooManyCosts)), []),
  date: z.pipe(
    optionalDate(),
    z.transform((value: string | null, ctx) => value ?? invalid(ctx, LIQUIDATION_MESSAGES.dateRequired)),
  ),
  /** The confirmation's decisions on what the preview listed as open (server/liquidation/open-items.ts). */
  settleOwing: z._default(z.boolean({ error: "Valor no válido" }), false),
  rejectReason: z._default(optionalText(500, "El motivo no puede superar 500 caracteres"), null),
});
export type LiquidationInput = z.input<typeof liquidationSchema>;
export type LiquidationValues = z.output<typeof liquidationSchema>;

export const liquidationReversalSchema = z.object({
  reason: requiredText(LIQUIDATION_MESSAGES.reasonRequired, 500),
});
