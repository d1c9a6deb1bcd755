import { optionalMultilineText, requiredText } from "./fields";
import * as z from "./zod";

/** Closing an account (issue 33): the person asks from "Mis datos", an admin decides. */
export const CLOSURE_MESSAGES = {
  requested: "Solicitud de cierre enviada",
  alreadyClosed: "La cuenta ya está cerrada",
  notRequested: "Esta persona no ha pedido cerrar su cuenta",
  investorsOnly: "Solo un inversor puede pedir el cierre de su cuenta desde aquí",
  moneyInPlay:
    "Tiene participaciones, movimientos o transferencias en curso: liquídalos, cancélalos, recházalos o espera a que se complete su pago antes de cerrar la cuenta",
  /** The deposit account still holds money, waits for a withdrawal, or its last transfer is on its way. */
  depositInPlay: (balance: string) =>
    `Su cuenta de depósito sigue abierta (saldo ${balance}) o tiene retiradas en curso: ciérrala antes en Cuenta de depósito, que transfiere el saldo con sus intereses a su IBAN`,
  decision: "Decisión no válida",
  rejectReason: "Indica el motivo del rechazo",
  readReason: "Indica el motivo de la consulta",
  reasonTooLong: "El motivo no puede superar 500 caracteres",
} as const;

export const closureRequestSchema = z.strictObject({
  reason: z.optional(optionalMultilineText(500, CLOSURE_MESSAGES.reasonTooLong)),
});

export const CLOSURE_DECISIONS = ["close", "reject"] as const;

export const closureDecisionSchema = z
  .strictObject({
    decision: z.enum(CLOSURE_DECISIONS, { error: CLOSURE_MESSAGES.decision }),
    reason: z.optional(optionalMultilineText(500, CLOSURE_MESSAGES.reasonTooLong)),
  })
  .check(
    z.superRefine((value, ctx) => {
      if (value.decision === "reject" && !value.reason)
        ctx.addIssue({ code: "custom", path: ["reason"], message: CLOSURE_MESSAGES.rejectReason });
    }),
  );

/** Reading a blocked account is for courts and authorities: the reason goes to the audit log. */
export const blockedReadSchema = z.strictObject({
  reason: requiredText(CLOSURE_MESSAGES.readReason, 500, CLOSURE_MESSAGES.reasonTooLong),
});

export type ClosureDecisionInput = z.input<typeof closureDecisionSchema>;
