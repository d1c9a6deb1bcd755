import { differenceInCalendarMonths } from "date-fns";
import { xirrMonthly } from "./returns";

/**
 * What a finished operation actually gave its investors (docs/product.md, "Honest figures"), from
 * its completed movements: what they paid in (Aporte), what came back (Devolución, Beneficio) and
 * what the club charged (Honorario, Comisión de éxito). Before each investor's own income tax: the
 * withholding is theirs, paid for them. The total is the gain over what was paid in; the annual rate
 * is the TIR of the month-by-month flows, the same measure as the calculator's; the duration runs
 * from the first contribution to the last payout.
 */
export type OperationOutcome = {
  /** Percent, two decimals: ("12.50" = 12,5 % over the whole operation). */
  totalReturn: string;
  /** Percent a year (TIR), two decimals; null when the flows have none. */
  annualReturn: string | null;
  months: number;
};

/** One day's sum of one movement type. */
export type DatedFlow = { type: string; date: string; amount: string };

const IN = new Set(["APORTE"]);
const BACK = new Set(["DEVOLUCION", "BENEFICIO"]);
const CHARGED = new Set(["HONORARIO", "COMISION_EXITO"]);
export const OUTCOME_TYPES = [...IN, ...BACK, ...CHARGED];

/** "1234.56" (a DTO's decimal, possibly negative: a reversal) → 123456. */
const toCents = (amount: string) => Math.round(Number(amount) * 100);

export function operationOutcome(flows: readonly DatedFlow[]): OperationOutcome | null {
  const paidIn = flows.filter((f) => IN.has(f.type));
  const back = flows.filter((f) => BACK.has(f.type));
  if (!paidIn.length || !back.length) return null;
  const sum = (list: DatedFlow[]) => list.reduce((total, f) => total + toCents(f.amount), 0);
  const invested = sum(paidIn);
  if (invested <= 0) return null;
  const gain = sum(back) - sum(flows.filter((f) => CHARGED.has(f.type))) - invested;

  const start = paidIn.map((f) => f.date).sort()[0]!;
  const end = back
    .map((f) => f.date)
    .sort()
    .at(-1)!;
  const months = Math.max(0, differenceInCalendarMonths(new Date(end), new Date(start)));
  const monthly = new Array<number>(months + 1).fill(0);
  for (const flow of flows) {
    if (!OUTCOME_TYPES.includes(flow.type)) continue;
    const index = Math.min(months, Math.max(0, differenceInCalendarMonths(new Date(flow.date), new Date(start))));
    const sign = IN.has(flow.type) || CHARGED.has(flow.type) ? -1 : 1;
    monthly[index]! += sign * toCents(flow.amount);
  }
  const rate = months > 0 ? xirrMonthly(monthly.map((cents) => (cents / 100).toFixed(2))) : null;
  return {
    totalReturn: ((gain / invested) * 100).toFixed(2),
    annualReturn: rate === null ? null : (Number(rate) * 100).toFixed(2),
    months,
  };
}
