import { SUCCESS_FEE_TEXT } from "./club-terms";
import { centsOf, decimalOf, percentOf, splitByLargestRemainder } from "./money";

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

/** A movement a liquidation posts for one participation (server/liquidation/ hands them to the ledger). */
export type LiquidationMovement = {
  type: "DEVOLUCION" | "BENEFICIO" | "COMISION_EXITO" | "RETENCION";
  amount: string;
  description: string;
};

/**
 * What a liquidation writes for one participation's row (decimal strings): the capital back (less
 * its share of the loss, on a loss), its share of a positive result, the club's success fee on it
 * and the IRPF withheld from the gain — only those that are not zero, in that order.
 */
export function liquidationMovements(row: { capital: string; result: string; fee: string; withholding: string }): LiquidationMovement[] {
  const result = centsOf(row.result);
  const all: { type: LiquidationMovement["type"]; cents: bigint; description: string }[] = [
    {
      type: "DEVOLUCION",
      cents: result < 0n ? centsOf(row.capital) + result : centsOf(row.capital),
      description: result < 0n ? "Capital devuelto (con la pérdida de la operación)" : "Capital devuelto",
    },
    { type: "BENEFICIO", cents: result > 0n ? result : 0n, description: "Tu parte del resultado de la operación" },
    {
      type: "COMISION_EXITO",
      cents: centsOf(row.fee),
      description: `Comisión de éxito del club (${SUCCESS_FEE_TEXT} del resultado)`,
    },
    { type: "RETENCION", cents: centsOf(row.withholding), description: "Retención a cuenta del IRPF sobre tu ganancia" },
  ];
  return all.filter((m) => m.cents > 0n).map(({ type, cents, description }) => ({ type, amount: decimalOf(cents), description }));
}
