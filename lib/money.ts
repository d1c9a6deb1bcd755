/**
 * The money kit (docs/product.md, "The ledger"): every figure of the club's money is computed in
 * whole cents (bigint) and written as a decimal string ("1234.50") at the edge. One rounding rule,
 * half up (away from zero on a negative amount); one way to split a total, largest remainder.
 */
export type Cents = bigint;

const DECIMAL = /^([+-])?(\d+)(?:\.(\d+))?$/;

/**
 * "1234.5" → 123450n, "-0.05" → -5n; a third decimal and beyond rounds half up ("8.855" → 886n).
 * Anything that is not a plain decimal number throws: a reader never guesses an amount.
 */
export function centsOf(amount: string | { toString(): string }): Cents {
  const text = String(amount).trim();
  const match = DECIMAL.exec(text);
  if (!match) throw new RangeError(`Not a decimal amount: "${text}"`);
  const [, sign, units, fraction = ""] = match;
  const kept = BigInt(units!) * 100n + BigInt(fraction.slice(0, 2).padEnd(2, "0"));
  const roundsUp = fraction.length > 2 && fraction[2]! >= "5";
  const cents = kept + (roundsUp ? 1n : 0n);
  return sign === "-" ? -cents : cents;
}

/** 123450n → "1234.50", -5n → "-0.05". */
export function decimalOf(cents: Cents): string {
  const abs = cents < 0n ? -cents : cents;
  return `${cents < 0n ? "-" : ""}${abs / 100n}.${String(abs % 100n).padStart(2, "0")}`;
}

/** The sum of some amounts, in cents. */
export const sumCents = (amounts: Iterable<Cents>): Cents => {
  let total = 0n;
  for (const amount of amounts) total += amount;
  return total;
};

/** "19.00" (percent) → 1900n basis points (1 % = 100). */
export const basisPointsOf = (percent: string): bigint => centsOf(percent);

/** `a` ÷ `b`, both integers, rounded half up (away from zero). */
function divideHalfUp(a: bigint, b: bigint): bigint {
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const quotient = (x * 2n + y) / (y * 2n);
  return negative ? -quotient : quotient;
}

/** `amount` × `basisPoints` / 10,000, rounded half up: 19 % of 2,280.50 € is 433,30 €. */
export const percentOf = (amount: Cents, basisPoints: bigint): Cents => divideHalfUp(amount * basisPoints, 10_000n);

/**
 * `part` as a percentage of `whole`, rounded half up to `decimals` (a string, "12.50"); null when
 * the whole is zero (no percentage of nothing).
 */
export function percentageOf(part: Cents, whole: Cents, decimals = 2): string | null {
  if (whole === 0n) return null;
  const scale = 10n ** BigInt(decimals);
  const scaled = divideHalfUp(part * 100n * scale, whole);
  const abs = scaled < 0n ? -scaled : scaled;
  const fraction = decimals ? `.${String(abs % scale).padStart(decimals, "0")}` : "";
  return `${scaled < 0n ? "-" : ""}${abs / scale}${fraction}`;
}

/**
 * `total` split in proportion to `weights` (all ≥ 0) by largest remainder: each part the floor of
 * its exact share, the cents left one each to the largest remainders (ties: the earlier weight).
 * The parts always add up to `total`; a negative total is split as its opposite, negated.
 */
export function splitByLargestRemainder(total: Cents, weights: readonly bigint[]): Cents[] {
  if (total < 0n) return splitByLargestRemainder(-total, weights).map((part) => -part);
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum === 0n) return weights.map(() => 0n);
  const parts = weights.map((weight) => (total * weight) / sum);
  const remainders = weights.map((weight, index) => ({ index, remainder: (total * weight) % sum }));
  let left = total - parts.reduce((a, b) => a + b, 0n);
  remainders.sort((a, b) => (b.remainder > a.remainder ? 1 : b.remainder < a.remainder ? -1 : a.index - b.index));
  for (const { index } of remainders) {
    if (left === 0n) break;
    parts[index]! += 1n;
    left -= 1n;
  }
  return parts;
}
