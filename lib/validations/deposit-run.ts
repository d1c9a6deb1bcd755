import { optionalDate, requiredText } from "./fields";
import * as z from "./zod";
import { invalid } from "./zod";

/** The deposit account's interest run (issue 51, item 3): the period by its crediting day, and a reversal's reason. */
export const DEPOSIT_RUN_MESSAGES = {
  period: "Indica el último día del periodo",
  notPeriodEnd: "Ese día no cierra un periodo de intereses (el último día del mes o del trimestre, según Configuración)",
  notEnded: "El periodo aún no ha terminado: sus intereses se abonan a partir de su último día",
  alreadyRun: "Los intereses de ese periodo ya están abonados (revierte el abono para repetirlo)",
  /** The period's last day is inside a run made under another crediting setting (monthly after quarterly, say). */
  alreadyCredited: (from: string, to: string) =>
    `Ese día ya está abonado por los intereses del ${from} al ${to}: ningún día se abona dos veces (revierte ese abono para repetirlo)`,
  alreadyReversed: "Ese abono ya está revertido",
  /** Issue 64, item 4: the run's interest was partly paid out in a withdrawal since. */
  reversalBelowZero: (investor: string, after: string, shortfall: string) =>
    `Revertir dejaría la cuenta de depósito de ${investor} en ${after}: parte de estos intereses ya salió en una retirada. Para revertir la tanda, que aporte antes ${shortfall} a su cuenta (con su referencia); si no, deja el abono y corrige la diferencia en el siguiente`,
  reason: "Indica el motivo",
  reasonTooLong: "El motivo no puede superar 300 caracteres",
} as const;

export const interestRunSchema = z.strictObject({
  period: z.pipe(
    optionalDate(DEPOSIT_RUN_MESSAGES.period),
    z.transform((day: string | null, ctx) => day ?? invalid(ctx, DEPOSIT_RUN_MESSAGES.period)),
  ),
});

export const runReversalSchema = z.strictObject({
  reason: requiredText(DEPOSIT_RUN_MESSAGES.reason, 300, DEPOSIT_RUN_MESSAGES.reasonTooLong),
});
