import BigConstructor from "big.js";

const Big = BigConstructor();
Big.RM = Big.roundHalfUp;

/**
 * An investor's completed movements in one operation, as decimal strings: what they put in
 * (APORTE: the capital and any provision for court costs), what came back (DEVOLUCION: capital,
 * return, refunded provisions) and the fees charged to them (HONORARIO). Pending movements are
 * only counted; failed ones and types the club does not define are left out.
 */
export type OperationMoney = { contributed: string; returned: string; fees: string; pending: number };

export const NO_MONEY: OperationMoney = { contributed: "0.00", returned: "0.00", fees: "0.00", pending: 0 };

/**
 * What an operation gave the investor once it is over: returned − contributed − fees, and that as a
 * percentage of what they contributed (two decimals, half-up; none when nothing was contributed).
 */
export function moneyResult(money: OperationMoney): { net: string; onContributed: string | null } {
  const net = Big(money.returned).minus(money.contributed).minus(money.fees);
  const base = Big(money.contributed);
  return { net: net.toFixed(2), onContributed: base.eq(0) ? null : net.div(base).times(100).toFixed(2) };
}
