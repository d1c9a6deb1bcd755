import { percentOf, splitByLargestRemainder } from "./money";

/**
 * An operation's liquidation (docs/product.md, "The liquidation"), on the CPO terms: each
 * participation's capital is what it actually paid in; the operation's net result R = proceeds −
 * costs − capital is shared pro rata to capital; on a gain the club takes its success fee (50 % of
 * the result) and withholds IRPF on the partícipe's gain (the year's rate); on a loss each
 * participation gets its capital less its share of the loss, with no fee and no withholding.
 *
 * Everything is computed in whole cents. A total that is split among the participations (the result
 * by capital, the fee by result) is split by largest remainder: each row gets the floor of its exact
 * share, and the cents left go one each to the rows with the largest remainders (ties: the earlier
 * row, in the order given). So the rows always add up to the operation's figures exactly. The
 * withholding is each partícipe's own tax: its rate applied to its own gain, rounded half up.
 */
export type LiquidationParticipant = { investmentId: string; capitalCents: bigint };

export type LiquidationRowCents = {
  investmentId: string;
  capital: bigint;
  /** Its share of the operation's net result (negative on a loss). */
  result: bigint;
  fee: bigint;
  /** What the partícipe earns: its result less the fee (its share of the loss on a loss). */
  gain: bigint;
  withholding: bigint;
  /** Paid to the investor: capital + gain − withholding. */
  net: bigint;
};

export type LiquidationTotalsCents = Omit<LiquidationRowCents, "investmentId"> & { proceeds: bigint; costs: bigint };

/** Rates in basis points (1 % = 100): the success fee is 5,000 (50 %), IRPF 1,900 (19 %). */
export type LiquidationRates = { feeBasisPoints: bigint; withholdingBasisPoints: bigint };

export function computeLiquidation(
  proceeds: bigint,
  costs: bigint,
  participants: LiquidationParticipant[],
  rates: LiquidationRates,
): { rows: LiquidationRowCents[]; totals: LiquidationTotalsCents } {
  const capital = participants.reduce((sum, p) => sum + p.capitalCents, 0n);
  const result = proceeds - costs - capital;
  const results = splitByLargestRemainder(
    result,
    participants.map((p) => p.capitalCents),
  );
  const fee = result > 0n ? percentOf(result, rates.feeBasisPoints) : 0n;
  const fees = result > 0n ? splitByLargestRemainder(fee, results) : participants.map(() => 0n);
  const rows = participants.map((participant, index) => {
    const share = results[index]!;
    const gain = share - fees[index]!;
    const withholding = gain > 0n ? percentOf(gain, rates.withholdingBasisPoints) : 0n;
    return {
      investmentId: participant.investmentId,
      capital: participant.capitalCents,
      result: share,
      fee: fees[index]!,
      gain,
      withholding,
      net: participant.capitalCents + gain - withholding,
    };
  });
  const sum = (pick: (row: LiquidationRowCents) => bigint) => rows.reduce((total, row) => total + pick(row), 0n);
  return {
    rows,
    totals: {
      proceeds,
      costs,
      capital,
      result,
      fee: sum((row) => row.fee),
      gain: sum((row) => row.gain),
      withholding: sum((row) => row.withholding),
      net: sum((row) => row.net),
    },
  };
}
