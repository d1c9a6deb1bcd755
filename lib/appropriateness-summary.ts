import { formatDate, formatMoney } from "./format";

type Result = { passed: boolean; netWorth: string; lossCapacity: string; validUntil: string } | null;

/** The "Test de conveniencia" in one line, as the admin reads it on the investor's page and the review (issue 66, item 2). */
export function appropriatenessSummary(result: Result, today: string): string {
  if (!result) return "Sin hacer: cada solicitud pide aceptar la advertencia de riesgo";
  const outcome = !result.passed ? "No superado" : result.validUntil < today ? "Caducado" : "Superado";
  return `${outcome} · patrimonio neto declarado ${formatMoney(result.netWorth)} · pérdida asumible ${formatMoney(
    result.lossCapacity,
  )} · válido hasta el ${formatDate(result.validUntil)}`;
}
