/**
 * A non-negative number typed the Spanish way or plainly, as a plain decimal string ("25000",
 * "25000.5"): "25.000", "25.000,00", "25000,5", "25000.50", "25 000 €". A dot followed by groups
 * of exactly three digits separates thousands ("25.000" is twenty-five thousand); a comma is the
 * decimal mark; spaces and the euro sign are ignored. Null when the text is not such a number with
 * at most `maxDecimals` decimals and `maxIntegerDigits` digits before them.
 *
 * The one reading of a typed amount: the shared schemas (form and server), the return calculator
 * and the hint that shows a person what was understood all use it.
 */
const GROUPED = /^[1-9]\d{0,2}(\.\d{3})+$/;
const GROUPED_WITH_COMMA = /^[1-9]\d{0,2}(\.\d{3})+,\d+$/;
const COMMA_DECIMAL = /^\d+,\d+$/;
const PLAIN = /^(\d+)(?:\.(\d+))?$/;

export type DecimalLimits = { maxDecimals?: number; maxIntegerDigits?: number };

export function parseEsDecimal(input: string | number, { maxDecimals = 2, maxIntegerDigits = 10 }: DecimalLimits = {}): string | null {
  let text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "") : input.replace(/[\s\u00a0\u202f€]/g, "");
  if (GROUPED_WITH_COMMA.test(text) || COMMA_DECIMAL.test(text)) text = text.replace(/\./g, "").replace(",", ".");
  else if (GROUPED.test(text)) text = text.replace(/\./g, "");
  const match = PLAIN.exec(text);
  if (!match) return null;
  const units = (match[1] ?? "").replace(/^0+(?=\d)/, "");
  const decimals = match[2] ?? "";
  if (units.length > maxIntegerDigits || decimals.length > maxDecimals) return null;
  return decimals ? `${units}.${decimals}` : units;
}
