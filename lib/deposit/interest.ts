import BigConstructor from "big.js";

/**
 * The deposit account's interest (issue 51; docs/product.md, "The deposit account"), exact decimal
 * arithmetic (big.js, 40 significant digits), no floats.
 *
 * - The TAE is the effective annual rate. Interest accrues daily and compounds daily on what the
 *   account holds: the balance plus the interest accrued in the period and not yet credited.
 * - Day count actual/actual: a day of a calendar year of N days (365, or 366 in a leap year) grows
 *   what the account holds by the daily factor g_N = (1 + TAE)^(1/N), so a whole calendar year
 *   grows it by exactly 1 + TAE whatever its length (10.000 € for all of 2027 or all of 2028 earn
 *   1.000,00 €). The daily rate is g_N − 1 (0,026115787606… % at 10 % over 365 days).
 * - A movement with value date D counts from D: money paid in on D earns D's interest; money taken
 *   out on D earns nothing on D.
 * - A period runs from its first day to the day before the next period's (`to` excluded); its
 *   interest is rounded to cents half-up once, when credited; the withholding is that amount times
 *   the year's rate, rounded to cents half-up.
 */

const Big = BigConstructor();
Big.DP = 40;
Big.RM = Big.roundHalfUp;
type Decimal = BigConstructor.Big;

const PRECISION = 40;

/** Configuración's TAE (a percentage, "10.00") as the fraction the formulas take ("0.1"), or null when not offered. */
export const taeFraction = (percentage: string | null | undefined) => (percentage ? new Big(percentage).div(100).toFixed() : null);

/**
 * The TAE in force day by day (fractions, "0.1"): each entry from its day until the next one's, the
 * first also before its day; sorted by day. A single TAE is a schedule of one.
 */
export type TaeSchedule = readonly { from: string; tae: string }[];

/** The TAE (a fraction) a schedule gives `day`. */
export function taeOn(schedule: TaeSchedule, day: string): string {
  let tae = schedule[0]!.tae;
  for (const entry of schedule) if (entry.from <= day) tae = entry.tae;
  return tae;
}

/** The TAEs in force over [from, to) as percentages ("10.00"), each with the day it starts counting there. */
export function taesWithin(schedule: TaeSchedule, from: string, to: string): { from: string; tae: string }[] {
  const within = [{ from, tae: taeOn(schedule, from) }, ...schedule.filter((entry) => entry.from > from && entry.from < to)];
  return within.map((entry) => ({ from: entry.from, tae: new Big(entry.tae).times(100).toFixed(2) }));
}

/** A change of the balance on a day: a contribution (positive) or a withdrawal (negative), decimal strings. */
export type BalanceChange = { day: string; amount: string };

const DAY_MS = 86_400_000;
const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;
const dayOf = (n: number) => new Date(n * DAY_MS).toISOString().slice(0, 10);
const yearOf = (n: number) => Number(dayOf(n).slice(0, 4));
const daysInYear = (year: number) => (new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1 ? 366 : 365);

const roots = new Map<string, Decimal>();

/** g_N = (1 + tae)^(1/N): the x > 0 with x^N = 1 + tae, by Newton's method from 1 (remembered). */
export function dailyFactor(tae: string, daysOfYear: number): Decimal {
  const key = `${tae}/${daysOfYear}`;
  const known = roots.get(key);
  if (known) return known;
  const annual = new Big(1).plus(tae);
  if (annual.lte(0)) throw new RangeError("TAE no válida");
  let x = new Big(1).plus(new Big(tae).div(daysOfYear));
  for (let step = 0; step < 100; step++) {
    const power = powerOf(x, daysOfYear - 1);
    // x ← x − (x^N − a) / (N·x^(N−1))
    const next = x.minus(power.times(x).minus(annual).div(power.times(daysOfYear))).round(PRECISION);
    if (next.minus(x).abs().lt("1e-38")) {
      x = next;
      break;
    }
    x = next;
  }
  roots.set(key, x);
  return x;
}

/** x^n by squaring, rounded at each step to PRECISION digits. */
function powerOf(x: Decimal, n: number): Decimal {
  let result = new Big(1);
  let base = x;
  for (let k = n; k > 0; k = Math.floor(k / 2)) {
    if (k % 2 === 1) result = result.times(base).round(PRECISION);
    base = base.times(base).round(PRECISION);
  }
  return result;
}

/**
 * The interest accrued from `from` (included) to `to` (excluded) on an account holding `opening`
 * at the start of `from`, with the balance changes of those days: exact (to PRECISION digits). Each
 * stretch of days with one balance P and one year's factor g grows the accrued A to (P + A)·g^k − P.
 */
export function accruedExact({
  tae,
  from,
  to,
  opening,
  changes = [],
}: {
  /** One TAE for every day, or the schedule of the TAEs in force (a change of TAE within the period splits it). */
  tae: string | TaeSchedule;
  from: string;
  to: string;
  opening: string;
  changes?: readonly BalanceChange[];
}): Decimal {
  const start = dayNumber(from);
  const end = dayNumber(to);
  if (!(end >= start)) throw new RangeError("Periodo no válido");
  const byDay = new Map<number, Decimal>();
  for (const change of changes) {
    const n = dayNumber(change.day);
    if (n < start || n >= end) throw new RangeError(`Movimiento fuera del periodo: ${change.day}`);
    byDay.set(n, (byDay.get(n) ?? new Big(0)).plus(change.amount));
  }
  const schedule: TaeSchedule = typeof tae === "string" ? [{ from, tae }] : tae;
  if (!schedule.length) throw new RangeError("Sin TAE");
  // The days where the balance, the year's factor or the TAE changes.
  const cuts = new Set<number>([start, end, ...byDay.keys()]);
  for (let year = yearOf(start) + 1; year <= yearOf(end - 1); year++) cuts.add(dayNumber(`${year}-01-01`));
  for (const entry of schedule) if (entry.from > from && entry.from < to) cuts.add(dayNumber(entry.from));
  const days = [...cuts].filter((n) => n >= start && n <= end).sort((a, b) => a - b);
  let balance = new Big(opening);
  let accrued = new Big(0);
  for (let i = 0; i < days.length - 1; i++) {
    const day = days[i]!;
    balance = balance.plus(byDay.get(day) ?? 0);
    const stretch = days[i + 1]! - day;
    const g = dailyFactor(taeOn(schedule, dayOf(day)), daysInYear(yearOf(day)));
    accrued = balance.plus(accrued).times(powerOf(g, stretch)).minus(balance).round(PRECISION);
  }
  return accrued;
}

/** The interest of a period as credited: accruedExact rounded to cents half-up, a decimal string. */
export function periodInterest(input: Parameters<typeof accruedExact>[0]): string {
  return accruedExact(input).round(2, Big.roundHalfUp).toFixed(2);
}

/** The withholding on credited interest at `rate` (a percentage, "19.00"): cents half-up. */
export function interestWithholding(interest: string, rate: string): string {
  return new Big(interest).times(rate).div(100).round(2, Big.roundHalfUp).toFixed(2);
}
