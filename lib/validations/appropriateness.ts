import { centsOf } from "../money";
import { requiredDecimal } from "./fields";
import * as z from "./zod";

/**
 * The "Test de conveniencia" (issue 66, item 2; ECSP art. 21 and Reglamento Delegado (UE) 2022/2114):
 * the club's knowledge questionnaire (Configuración, "Verificación de identidad") and the investor's
 * finances, from which their net worth and the loss they can bear follow. Shared by the form and the server.
 */

export const APPROPRIATENESS_MESSAGES = {
  answers: "Responde a todas las preguntas",
  yearlyIncome: "Indica tus ingresos netos anuales",
  liquidAssets: "Indica tus activos líquidos (efectivo, depósitos, fondos, acciones cotizadas)",
  yearlyCommitments: "Indica tus compromisos financieros anuales (hipoteca, préstamos, alquiler…)",
  amount: "Importe no válido: un número con hasta 2 decimales",
  onlyInvestors: "Solo los inversores hacen el test de conveniencia",
  noTest: "Haz primero el test de conveniencia",
} as const;

/** Years a test stays valid (ECSP art. 21(4): reviewed every two years). */
export const TEST_VALID_YEARS = 2;
/** The loss an investor can bear: this share of the net worth they declared (Reglamento Delegado 2022/2114, art. 6). */
export const LOSS_CAPACITY_PERCENT = 10n;
/** Above the higher of these, each request asks for the warning and consent again (ECSP art. 21(7)). */
export const WARNING_FLOOR = "1000.00";
export const WARNING_NET_WORTH_PERCENT = 5n;

/** The warning the investor acknowledges when the test is failed, skipped or out of date, or the amount is large. */
export const RISK_ACKNOWLEDGMENT =
  "Entiendo que esta inversión puede no ser adecuada para mí: puedo perder todo el capital invertido, no podré disponer de él hasta que la operación se liquide y no está cubierta por el Fondo de Garantía de Depósitos.";

/** The stable ids of a question and its options as the API gives them ("q1", "q1-2"): the position in the questionnaire. */
export const questionIdOf = (index: number) => `q${index + 1}`;
export const optionIdOf = (questionIndex: number, optionIndex: number) => `${questionIdOf(questionIndex)}-${optionIndex + 1}`;

const amount = (required: string) => requiredDecimal(required, APPROPRIATENESS_MESSAGES.amount, { integerDigits: 12 });

/** `POST /api/account/appropriateness`: `answers` as `{ [questionId]: optionId }`, the three figures as decimal strings. */
export const appropriatenessSchema = z.strictObject({
  answers: z.record(z.string(), z.string({ error: APPROPRIATENESS_MESSAGES.answers }), { error: APPROPRIATENESS_MESSAGES.answers }),
  yearlyIncome: amount(APPROPRIATENESS_MESSAGES.yearlyIncome),
  liquidAssets: amount(APPROPRIATENESS_MESSAGES.liquidAssets),
  yearlyCommitments: amount(APPROPRIATENESS_MESSAGES.yearlyCommitments),
});
export type AppropriatenessInput = z.input<typeof appropriatenessSchema>;

/** Whether the investor's test is in force, and above which amount a request asks for the warning again. */
export type RiskCheck = { testInForce: boolean; threshold: string };

/** A request needs the warning's acknowledgment without a passed test in force, or above the threshold. */
export const acknowledgmentNeeded = (check: RiskCheck, amount: string) => !check.testInForce || centsOf(amount) > centsOf(check.threshold);
