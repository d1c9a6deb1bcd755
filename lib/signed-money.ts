import { formatMoney } from "./format";
import { centsOf, decimalOf } from "./money";

/** A sign from one side: +1 money that came to them, −1 money that left them (or was kept from them), 0 neither. */
export type Sign = -1 | 0 | 1;

/** The amount times its sign, as a decimal string ("-250.00"): what a CSV of one's own money writes. */
export const signedDecimal = (sign: Sign, amount: string): string => decimalOf(BigInt(sign) * centsOf(amount));

/** "+1.000,00 €" / "−250,00 €": the amount as it moved the person's money; without a sign when it has none. */
export function formatSignedMoney(sign: Sign, amount: string): string {
  const signed = BigInt(sign) * centsOf(amount);
  if (signed === 0n) return formatMoney(amount);
  return `${signed > 0n ? "+" : "−"}${formatMoney(decimalOf(signed < 0n ? -signed : signed))}`;
}
