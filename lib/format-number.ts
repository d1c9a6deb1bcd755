/**
 * Money, percentages and months as text (es-ES), without date libraries, so that a client
 * component can format figures without downloading date-fns (the detail page's JS budget).
 * lib/format.ts re-exports these.
 */

export const NOT_AVAILABLE = "N/A";

// Thousands grouped always ("1.742,36 €", as Spanish bank statements print it): es-ES alone leaves
// four-digit amounts ungrouped ("1742,36 €") beside "30.000,00 €" in the same column.
const euro = new Intl.NumberFormat("es-ES", { style: "currency", currency: "EUR", useGrouping: "always" });
const euroWhole = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  maximumFractionDigits: 0,
  useGrouping: "always",
});
const percent = new Intl.NumberFormat("es-ES", { maximumFractionDigits: 2, useGrouping: "always" });

export type Amount = string | number | null | undefined;

export function toNumber(value: Amount): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** "185.000,00 €": two decimals, as on the detail page. */
export function formatMoney(value: Amount): string {
  const n = toNumber(value);
  return n === null ? NOT_AVAILABLE : euro.format(n);
}

/** "185.000 €": whole euros, as on the operation cards. */
export function formatMoneyShort(value: Amount): string {
  const n = toNumber(value);
  return n === null ? NOT_AVAILABLE : euroWhole.format(n);
}

/** "14,5 %", with a no-break space (as Intl puts before "€"), so that a narrow cell never wraps the sign alone. */
export function formatPercent(value: Amount): string {
  const n = toNumber(value);
  return n === null ? NOT_AVAILABLE : `${percent.format(n)}\u00a0%`;
}

/** "24 meses" (one: "1 mes") */
export function formatMonths(value: number | null | undefined): string {
  if (value === null || value === undefined) return NOT_AVAILABLE;
  return `${value} ${value === 1 ? "mes" : "meses"}`;
}
