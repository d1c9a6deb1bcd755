import { formatDate, formatMoney } from "./format";

/** "Superado", "No superado" or "Caducado": the result as the server read it on its day. */
export const appropriatenessOutcome = (result: { passed: boolean; inForce: boolean }) =>
  !result.passed ? "No superado" : result.inForce ? "Superado" : "Caducado";

type Result = { passed: boolean; inForce: boolean; netWorth: string; lossCapacity: string; validUntil: string } | null;

/** The "Test de conveniencia" in one line, as the admin reads it on the investor's page and the review (issue 66, item 2). */
export function appropriatenessSummary(result: Result): string {
  if (!result) return "Sin hacer: cada solicitud pide aceptar la advertencia de riesgo";
  const outcome = appropriatenessOutcome(result);
  return `${outcome} · patrimonio neto declarado ${formatMoney(result.netWorth)} · pérdida asumible ${formatMoney(
    result.lossCapacity,
  )} · válido hasta el ${formatDate(result.validUntil)}`;
}
