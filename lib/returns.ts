import BigConstructor from "big.js";
import { DEFAULT_DEPOSIT_TAE, SUCCESS_FEE_BASIS_POINTS } from "./club-terms";
import { parseEsDecimal } from "./es-decimal";

/**
 * Return-scenario calculator: what a ticket would give back in each scenario of an operation,
 * after the club's terms. Pure, exact decimal arithmetic (big.js), no floats for money; it runs
 * in the browser (public calculator) and on the server (investor area, with real amounts).
 *
 * The club's terms, as stated on the site (/how-it-works and the docs/specification.md §1, §9):
 *  - Participation account (CPO): "Comisión de éxito del 50 % sobre la ganancia neta", "Beneficio
 *    neto tras costes repartido 50/50". So net gain = gross recovered − the ticket's share of the
 *    costs − the ticket; when positive, the club keeps 50 % of it and the investor the other 50 %;
 *    when zero or negative there is no fee and the investor bears the whole loss.
 *  - Deposit account: "Rentabilidad objetivo del 10 % TAE anual". TAE is an effective annual rate,
 *    so m months give ticket × 1.10^(m/12), compounded (no fee). Shown beside each scenario as the
 *    alternative for the same ticket and months.
 *
 * Assumptions where the site says nothing:
 *  - A scenario gives its gross recovery and its costs either per euro invested ("per_euro": 1.25
 *    means 1,25 € back per euro) or as totals of the operation ("total"), which are shared in
 *    proportion to the ticket over the operation's total price (PVP): ticket / PVP.
 *  - The whole amount is paid back in one go at the end of the scenario's months; the ticket is
 *    paid at month 0.
 *  - Amounts for the ticket (gross, costs, fee, deposit) are rounded to cents half-up at each step
 *    in that order; percentages are rounded to two decimals half-up.
 *  - A CPO cannot lose more than the ticket: when costs exceed the gross recovery, 0 comes back.
 *  - Annualised return: the rate r with Σ flow_k / (1 + r)^(k/12) = 0 over monthly flows (an XIRR
 *    on a monthly calendar, 12 equal months a year), solved for the monthly factor
 *    (1 + r)^(1/12) by Newton's method kept inside a bracket (bisection when a step would leave
 *    it), to 1e-18; 32 significant decimals. A total loss is −100 %.
 */

const Big = BigConstructor();
Big.DP = 32;
Big.RM = Big.roundHalfUp;
type Decimal = BigConstructor.Big;

/** The club's success fee on the CPO as a fraction (0.5): its one figure is lib/club-terms.ts. */
const SUCCESS_FEE = new Big(SUCCESS_FEE_BASIS_POINTS.toString()).div(10_000);
/** The specification's 10 % TAE: the calculator's default where no TAE is given (tests); the pages pass Configuración's. */
export const DEPOSIT_TAE = new Big(DEFAULT_DEPOSIT_TAE).div(100).toFixed(2);

export { taeFraction } from "./deposit/interest";
const PRECISION = 32;

export type ScenarioBasis = "per_euro" | "total";

export type ScenarioTerms = {
  name: string;
  months: number;
  basis: ScenarioBasis;
  /** Gross amount recovered: per euro invested, or the operation's total (decimal string). */
  gross: string;
  /** Costs, on the same basis as `gross` (decimal string, 0 when none). */
  costs: string;
};

export type ScenarioResult = {
  /** Gross recovered for the ticket, before costs and fee. */
  gross: string;
  costs: string;
  /** The club's success fee (CPO). */
  fee: string;
  /** What the investor receives at the end. */
  returned: string;
  /** returned − ticket (negative on a loss). */
  netGain: string;
  /** netGain / ticket, in percent with two decimals. */
  returnOnTicket: string;
  /** Annualised (XIRR, monthly), percent with two decimals. */
  annualised: string;
  /** The deposit account at its TAE (a percentage) over the same months, for comparison; null where the club does not offer it. */
  deposit: { tae: string; returned: string; netGain: string } | null;
};

const cents = (value: Decimal) => value.round(2, Big.roundHalfUp);
const percent = (fraction: Decimal) => fraction.times(100).round(2, Big.roundHalfUp).toFixed(2);
const ZERO = new Big(0);

/**
 * The ticket a visitor typed ("30.000", "30000,50", "30000.5"), as a decimal string with cents,
 * never below the minimum ticket: an empty, invalid or smaller value gives the minimum.
 */
export function effectiveTicket(input: string, minimum: string): string {
  const parsed = parseAmount(input);
  const min = new Big(minimum);
  if (parsed === null || parsed.lt(min)) return cents(min).toFixed(2);
  return parsed.toFixed(2);
}

/** An amount in es-ES or plain notation with at most two decimals; null when it is not one. */
export function parseAmount(input: string): Decimal | null {
  const decimal = parseEsDecimal(input);
  return decimal === null ? null : new Big(decimal);
}

/** The ticket's gross recovery and costs in euros. */
function shareOf(terms: ScenarioTerms, ticket: Decimal, pvp: Decimal): { gross: Decimal; costs: Decimal } {
  if (terms.basis === "per_euro") return { gross: cents(ticket.times(terms.gross)), costs: cents(ticket.times(terms.costs)) };
  if (pvp.lte(0)) throw new RangeError("El precio total de la operación debe ser mayor que 0");
  return { gross: cents(ticket.times(terms.gross).div(pvp)), costs: cents(ticket.times(terms.costs).div(pvp)) };
}

/**
 * One scenario for one ticket (decimal strings in, decimal strings out); beside it the deposit
 * account at `depositTae` (a fraction, "0.10", as Configuración sets it), or none when null.
 */
export function computeScenario(
  ticketInput: string,
  terms: ScenarioTerms,
  pvpInput: string,
  depositTae: string | null = DEPOSIT_TAE,
): ScenarioResult {
  const ticket = new Big(ticketInput);
  if (ticket.lte(0)) throw new RangeError("El ticket debe ser mayor que 0");
  if (!Number.isInteger(terms.months) || terms.months < 1) throw new RangeError("El plazo debe ser de al menos 1 mes");
  const { gross, costs } = shareOf(terms, ticket, new Big(pvpInput));
  const afterCosts = gross.minus(costs);
  const netBeforeFee = afterCosts.minus(ticket);
  const fee = netBeforeFee.gt(0) ? cents(netBeforeFee.times(SUCCESS_FEE)) : ZERO;
  const returned = afterCosts.minus(fee).lt(0) ? ZERO : afterCosts.minus(fee);
  const netGain = returned.minus(ticket);
  const deposit = depositTae === null ? null : depositValue(ticket, terms.months, depositTae);
  return {
    gross: gross.toFixed(2),
    costs: costs.toFixed(2),
    fee: fee.toFixed(2),
    returned: returned.toFixed(2),
    netGain: netGain.toFixed(2),
    returnOnTicket: percent(netGain.div(ticket)),
    annualised: annualisedPercent([ticket.times(-1), ...Array<Decimal>(terms.months - 1).fill(ZERO), returned]),
    deposit: deposit && {
      tae: new Big(depositTae!).times(100).toFixed(2),
      returned: deposit.toFixed(2),
      netGain: deposit.minus(ticket).toFixed(2),
    },
  };
}

/**
 * What an operation expects, read from its expected scenario ("previsto"): the scenario's total
 * return after costs and the club's fee at the minimum ticket (percent, two decimals) and its months.
 * They are the operation's "Rentabilidad esperada (total)" and "Plazo estimado" wherever they show.
 */
export function expectedOutcome(terms: ScenarioTerms, ticketMin: string, pvp: string): { expectedReturn: string; expectedTerm: number } {
  return { expectedReturn: computeScenario(ticketMin, terms, pvp, null).returnOnTicket, expectedTerm: terms.months };
}

/** The deposit account: ticket × (1 + TAE)^(months/12), in cents. */
export function depositValue(ticket: Decimal, months: number, tae: string = DEPOSIT_TAE): Decimal {
  const annual = new Big(1).plus(tae);
  const years = Math.floor(months / 12);
  const factor = annual.pow(years).times(powRounded(monthlyFactorOf(annual), months % 12));
  return cents(ticket.times(factor));
}

/** x^n by repeated multiplication, rounded at each step (x^n in full would grow n×40 digits). */
function powRounded(x: Decimal, n: number): Decimal {
  let result = new Big(1);
  for (let i = 0; i < n; i++) result = result.times(x).round(PRECISION);
  return result;
}

const monthlyFactors = new Map<string, Decimal>();

/** The monthly factor of an effective annual factor: the x > 0 with x^12 = annual (remembered). */
function monthlyFactorOf(annual: Decimal): Decimal {
  const known = monthlyFactors.get(annual.toFixed());
  if (known) return known;
  const root = solveMonthlyFactor([new Big(-1), ...Array<Decimal>(11).fill(ZERO), annual]);
  if (root === null) throw new RangeError("Factor anual no válido");
  monthlyFactors.set(annual.toFixed(), root);
  return root;
}

/** Σ flow_k · x^(n−k) (the NPV times x^n, same sign for x > 0) and its derivative, by Horner's rule. */
function scaledNpv(flows: readonly Decimal[], x: Decimal): { value: Decimal; slope: Decimal } {
  let value = ZERO;
  let slope = ZERO;
  for (const flow of flows) {
    slope = slope.times(x).plus(value).round(PRECISION);
    value = value.times(x).plus(flow).round(PRECISION);
  }
  return { value, slope };
}

const TOLERANCE = new Big("1e-18");

/**
 * The monthly factor x = (1 + r)^(1/12) that makes the NPV of monthly flows zero, for flows that
 * start negative and then turn positive (an investment and what it gives back). Bracketed between
 * a factor near 0 (−100 %) and one where the NPV takes the sign of the first flow, then solved by
 * Newton's method kept inside the bracket (a bisection step whenever Newton would leave it).
 */
function solveMonthlyFactor(input: readonly Decimal[]): Decimal | null {
  const flows = [...input];
  while (flows.length > 1 && flows[flows.length - 1]!.eq(0)) flows.pop();
  const first = flows[0];
  if (first === undefined || flows.length < 2 || first.eq(0)) return null;
  const sign = (value: Decimal) => value.cmp(0);
  let lo = new Big("1e-12");
  let hi = new Big(2);
  const atLo = sign(scaledNpv(flows, lo).value);
  if (atLo === 0) return lo;
  while (sign(scaledNpv(flows, hi).value) === atLo) {
    hi = hi.times(2);
    if (hi.gt(1e6)) return null;
  }
  let x = lo.plus(hi).div(2);
  if (hi.gt(1) && lo.lt(1)) x = new Big(1);
  for (let i = 0; i < 300; i++) {
    const { value, slope } = scaledNpv(flows, x);
    const s = sign(value);
    if (s === 0) return x;
    if (s === atLo) lo = x;
    else hi = x;
    let next = slope.eq(0) ? null : x.minus(value.div(slope));
    if (next === null || next.lte(lo) || next.gte(hi)) next = lo.plus(hi).div(2);
    if (next.minus(x).abs().lt(TOLERANCE) || hi.minus(lo).lt(TOLERANCE)) return next;
    x = next;
  }
  return x;
}

/**
 * The annual rate (fraction) of monthly flows, flow k at month k; −1 when nothing comes back;
 * null when the flows have no rate (no investment first, or no sign change).
 */
export function xirrMonthly(flowsInput: readonly string[]): string | null {
  const key = flowsInput.join(" ");
  const known = knownRates.get(key);
  if (known !== undefined) return known;
  const rate = solveXirrMonthly(flowsInput);
  if (knownRates.size >= RATES_KEPT) knownRates.delete(knownRates.keys().next().value!);
  knownRates.set(key, rate);
  return rate;
}

/**
 * Rates already solved, by their flows. Solving one takes thousands of 32-digit multiplications, and
 * the same flows come back on every view of the same participations and operations (a quarter of
 * the server's time on Mis Operaciones before this); the answer depends on the flows alone, so a
 * remembered one is never stale. The oldest is forgotten past RATES_KEPT.
 */
const knownRates = new Map<string, string | null>();
const RATES_KEPT = 2000;

function solveXirrMonthly(flowsInput: readonly string[]): string | null {
  const flows = flowsInput.map((flow) => new Big(flow));
  if (flows.length < 2 || !flows[0]!.lt(0)) return null;
  if (flows.slice(1).every((flow) => flow.lte(0))) return flows.slice(1).every((flow) => flow.eq(0)) ? "-1" : null;
  const x = solveMonthlyFactor(flows);
  return x === null ? null : powRounded(x, 12).minus(1).toFixed();
}

function annualisedPercent(flows: Decimal[]): string {
  const rate = xirrMonthly(flows.map((flow) => flow.toFixed()));
  return rate === null ? "0.00" : percent(new Big(rate));
}

/** Every scenario of an operation for one ticket; the deposit account beside each at `depositTae` (a fraction), or none. */
export function computeScenarios<S extends ScenarioTerms>(
  ticket: string,
  scenarios: readonly S[],
  pvp: string,
  depositTae: string | null,
): (S & { result: ScenarioResult })[] {
  return scenarios.map((scenario) => ({ ...scenario, result: computeScenario(ticket, scenario, pvp, depositTae) }));
}
