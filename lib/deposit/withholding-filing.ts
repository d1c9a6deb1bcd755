import { formatDate, formatMoney } from "../format";

/**
 * The Modelo 123 quarter a withholding dated `day` belongs to, and the last day to file it: the 20th of
 * the month after the quarter (April, July, October, January: docs/product.md, "Tax"; money-lifecycle.md).
 */
export function modelo123Quarter(day: string): { quarter: string; deadline: string } {
  const year = Number(day.slice(0, 4));
  const q = Math.floor((Number(day.slice(5, 7)) - 1) / 3) + 1;
  const deadline = q === 4 ? `${year + 1}-01-20` : `${year}-${String(q * 3 + 1).padStart(2, "0")}-20`;
  return { quarter: `${q}T ${year}`, deadline };
}

/**
 * What an interest run credited on `creditDay` says before it is confirmed when its withholding
 * falls in a quarter whose Modelo 123 was due before `today` (issue 63, item 6): null otherwise.
 */
export function lateWithholdingNote(creditDay: string, withholding: string, today: string): string | null {
  const { quarter, deadline } = modelo123Quarter(creditDay);
  if (today <= deadline || withholding === "0.00") return null;
  return (
    `La retención de este abono (${formatMoney(withholding)}) es del ${quarter}, cuyo Modelo 123 vencía el ${formatDate(deadline)}. ` +
    `No está en la declaración de ese trimestre: se declara con una autoliquidación complementaria del ${quarter} ` +
    `(o con la del trimestre si aún no se presentó), fuera de plazo, con el recargo del art. 27 de la Ley General Tributaria.`
  );
}
