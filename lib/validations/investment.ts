import { AMOUNT_NOT_POSITIVE, idField, optionalDate, optionalText, requiredDecimal } from "./fields";
import * as z from "./zod";
import { labelledCodes } from "../options";
import { fichaVersionField } from "./ficha";

export const {
  codes: INVESTMENT_STATUSES,
  labels: INVESTMENT_STATUS_LABELS,
  options: INVESTMENT_STATUS_OPTIONS,
} = labelledCodes({
  requested: "Solicitada",
  waitlisted: "En lista de espera",
  active: "Activa",
  closed: "Liquidada",
  cancelled: "Cancelada",
  rejected: "Rechazada",
});
export type InvestmentStatus = (typeof INVESTMENT_STATUSES)[number];

/** The statuses of a participation that holds a place in its operation (counted in "% Financiado" and against the price). */
export const HOLDING_STATUSES = ["active", "closed"] as const satisfies readonly InvestmentStatus[];

export { ASKING_STATUSES, isAsking } from "../asking";

export const holdsPlace = (status: string) => (HOLDING_STATUSES as readonly string[]).includes(status);

/** A participation (docs/product.md#settled-choices, "Investments"): investor, operation, amount, date, status. */
export const investmentSchema = z.strictObject({
  userId: idField("El inversor es requerido"),
  operationId: idField("La operación es requerida"),
  amount: requiredDecimal("El importe es requerido", "El importe debe ser un número válido con hasta 2 decimales", {
    positive: AMOUNT_NOT_POSITIVE,
  }),
  investmentDate: optionalDate("Fecha no válida"),
  status: z._default(z.enum(INVESTMENT_STATUSES, { error: "Estado no válido" }), "active"),
  decisionNote: optionalText(500, "El motivo no puede superar 500 caracteres", { multiline: true }),
});

export const PARTICIPATION_MESSAGES = {
  /** Issue 64, item 7: decisions on the state that was seen. */
  seenRequired: "Envía el updatedAt de la solicitud que has leído: una decisión se toma sobre lo que se ha visto",
  seenInvalid: "updatedAt no válido: envía el de la solicitud tal como la leíste",
  changedSince: "La solicitud ha cambiado desde que la abriste (el inversor la retiró u otro administrador la decidió): vuelve a cargarla",
  aboveAsked: (asked: string) => `No se confirma más de lo que el inversor pidió (${asked})`,
  acceptTerms: "Debes aceptar las condiciones de la operación",
  riskAcknowledged: "Confirma que entiendes la advertencia de riesgo para enviar la solicitud",
  notForOthers: "Solo puedes solicitar una participación para ti",
  onlyRequest: "Tu solicitud se crea como «Solicitada»: el club la confirma",
  notOpen: "Esta operación no admite nuevas participaciones",
  alreadyAsked: "Ya tienes una solicitud pendiente en esta operación",
  notWaiting: "Esta solicitud ya no está pendiente: el club ya la ha decidido",
  withdrawnNote: "Retirada por el inversor",
  undoTooLate: "Ya no se puede deshacer: el e-mail de la decisión ha salido o el plazo ha pasado",
  onlyInvestorsWithdraw: "Solo el inversor que la hizo puede retirar su solicitud",
  reasonRequired: "Indica el motivo del rechazo",
  accountClosing: "La cuenta está cerrada o en proceso de cierre: no puede tomar nuevas participaciones",
  movementsStay: "La participación tiene movimientos: no puede cambiar de inversor ni de operación",
} as const;

/**
 * "Quiero participar" (issue 31): an investor asks to take part in an open operation with an
 * amount, accepting its terms. `userId` and `status` are accepted only as the request itself would
 * set them (scripts may send them), anything else is refused.
 */
export const participationRequestSchema = z.strictObject({
  operationId: idField("La operación es requerida"),
  amount: requiredDecimal("El importe es requerido", "El importe debe ser un número válido con hasta 2 decimales", {
    positive: AMOUNT_NOT_POSITIVE,
  }),
  acceptTerms: z.literal(true, { error: PARTICIPATION_MESSAGES.acceptTerms }),
  /** Issue 66: the information sheet's version read (409 when no longer the current one) and the risk warning's acknowledgment. */
  fichaVersion: fichaVersionField(),
  riskAcknowledged: z.optional(z.boolean({ error: PARTICIPATION_MESSAGES.riskAcknowledged })),
  userId: z.optional(z.string({ error: PARTICIPATION_MESSAGES.notForOthers })),
  status: z.optional(z.literal("requested", { error: PARTICIPATION_MESSAGES.onlyRequest })),
});
export type ParticipationRequestInput = z.input<typeof participationRequestSchema>;

export type InvestmentInput = z.input<typeof investmentSchema>;
export type InvestmentValues = z.output<typeof investmentSchema>;
