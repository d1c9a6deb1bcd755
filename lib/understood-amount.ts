import { parseEsDecimal } from "./es-decimal";

const formats = new Map<number, Intl.NumberFormat>();
const euros = (maxDecimals: number) => {
  let format = formats.get(maxDecimals);
  if (!format) {
    format = new Intl.NumberFormat("es-ES", {
      style: "currency",
      currency: "EUR",
      minimumFractionDigits: 2,
      maximumFractionDigits: Math.max(2, maxDecimals),
    });
    formats.set(maxDecimals, format);
  }
  return format;
};

/**
 * What an amount field will send, as a person reads it ("25.000" → "25.000,00 €"); null while
 * the field is empty or holds no valid amount (its error says why on submit).
 */
export function understoodAmount(value: unknown, maxDecimals = 2): string | null {
  if (typeof value !== "string" && typeof value !== "number") return null;
  if (String(value).trim() === "") return null;
  const decimal = parseEsDecimal(value, { maxDecimals });
  return decimal === null ? null : euros(maxDecimals).format(Number(decimal));
}
