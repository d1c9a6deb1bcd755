import BigConstructor from "big.js";
import { differenceInCalendarMonths } from "date-fns";
import { kindOf } from "./ledger/kinds";
import { centsOf, decimalOf, percentageOf } from "./money";
import { xirrMonthly } from "./returns";

const Big = BigConstructor();
Big.RM = Big.roundHalfUp;

/**
 * What a finished operation actually gave its investors (docs/product.md, "Honest figures"), from
 * its completed movements, each counted as the ledger says (lib/ledger/kinds.ts, `beforeTax`): what
 * they paid in and the fees they were charged, against the capital and result that came back. Before
 * each investor's own income tax: the withholding is theirs, paid for them. The total is the gain
 * over what was paid in; the annual rate is the TIR of the month-by-month flows, the same measure as
 * the calculator's; the duration runs from the first contribution to the last payout.
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

/** The types an outcome reads: those with a part in the investor's result before tax. */
export const OUTCOME_TYPES = ["APORTE", "DEVOLUCION", "BENEFICIO", "HONORARIO", "COMISION_EXITO"].filter((type) => kindOf(type)?.beforeTax);

export function operationOutcome(flows: readonly DatedFlow[]): OperationOutcome | null {
  const counted = flows.flatMap((flow) => {
    const kind = kindOf(flow.type);
    return kind?.beforeTax ? [{ ...flow, kind, cents: centsOf(flow.amount) * BigInt(kind.beforeTax) }] : [];
  });
  const paidIn = counted.filter((f) => f.kind.counts === "contributed");
  const back = counted.filter((f) => f.kind.received === 1);
  if (!paidIn.length || !back.length) return null;
  const invested = -paidIn.reduce((total, f) => total + f.cents, 0n);
  if (invested <= 0n) return null;
  const gain = counted.reduce((total, f) => total + f.cents, 0n);

  const start = paidIn.map((f) => f.date).sort()[0]!;
  const end = back
    .map((f) => f.date)
    .sort()
    .at(-1)!;
  const months = Math.max(0, differenceInCalendarMonths(new Date(end), new Date(start)));
  const monthly = new Array<bigint>(months + 1).fill(0n);
  for (const flow of counted) {
    const index = Math.min(months, Math.max(0, differenceInCalendarMonths(new Date(flow.date), new Date(start))));
    monthly[index]! += flow.cents;
  }
  const rate = months > 0 ? xirrMonthly(monthly.map(decimalOf)) : null;
  return {
    totalReturn: percentageOf(gain, invested)!,
    annualReturn: rate === null ? null : Big(rate).times(100).toFixed(2),
    months,
  };
}
