import { labelledCodes } from "../options";
import { centsOf, decimalOf } from "../money";
import type { BalanceChange } from "./interest";

/** What a paper names the account by, where an operation's title would stand (the statement, the certificate, Modelo 193's worksheet). */
export const DEPOSIT_ACCOUNT_TITLE = "Cuenta de depósito";

/**
 * What each movement of a deposit account counts as — the one place that decides it (issue 51):
 * contributions and credited interest add to the balance, withdrawals and the withholding on the
 * interest take from it. A reversal has the same kind and the opposite amount, so it cancels by sum.
 */
export const { codes: DEPOSIT_MOVEMENT_KINDS, labels: DEPOSIT_MOVEMENT_LABELS } = labelledCodes({
  contribution: "Aportación",
  withdrawal: "Retirada",
  interest: "Intereses",
  withholding: "Retención IRPF",
});
export type DepositMovementKind = (typeof DEPOSIT_MOVEMENT_KINDS)[number];

const SIGN: Record<DepositMovementKind, 1n | -1n> = { contribution: 1n, interest: 1n, withdrawal: -1n, withholding: -1n };

/**
 * A deposit movement's sign from its holder's side, as the rest of their money is signed (lib/ledger/kinds.ts's `ownSign`):
 * + what comes to them (a withdrawal paid out, interest credited), − what leaves them or is kept (a contribution, the
 * withholding). The account's own balance counts the other way for contributions and withdrawals (`balanceEffect`).
 */
export const ownDepositSign = (kind: DepositMovementKind): -1 | 1 => (kind === "withdrawal" || kind === "interest" ? 1 : -1);

/** A movement's sign on the account's balance: what the account's own page shows. */
export const balanceSign = (kind: DepositMovementKind): -1 | 1 => (SIGN[kind] > 0n ? 1 : -1);

/** A movement as any reader has it: its amount a decimal string or a database decimal. */
type Counted = { kind: string; amount: string | { toString(): string } };

/** A movement's effect on the balance, in cents (signed). */
export function balanceEffect(movement: Counted): bigint {
  const sign = SIGN[movement.kind as DepositMovementKind];
  if (sign === undefined) throw new RangeError(`Movimiento desconocido: ${movement.kind}`);
  return sign * centsOf(movement.amount);
}

/** The balance the movements leave, in cents. */
export const depositBalance = (movements: readonly Counted[]) => movements.reduce((sum, m) => sum + balanceEffect(m), 0n);

/**
 * What a movement counts as on the tax papers (certificate, Modelo 193 and 123): credited interest
 * is the rendimiento íntegro, its withholding what was withheld; contributions and withdrawals are
 * neither. In cents, signed as posted (a reversal cancels by sum).
 */
export const DEPOSIT_TAXED_KINDS = ["interest", "withholding"] as const satisfies readonly DepositMovementKind[];

export function taxEffect(movement: Counted): { gross: bigint; withheld: bigint } {
  const cents = centsOf(movement.amount);
  if (movement.kind === "interest") return { gross: cents, withheld: 0n };
  if (movement.kind === "withholding") return { gross: 0n, withheld: cents };
  return { gross: 0n, withheld: 0n };
}

/** The interest the movements credited (gross, reversals netted), in cents. */
export const creditedInterest = (movements: readonly Counted[]) => movements.reduce((sum, m) => sum + taxEffect(m).gross, 0n);

/** The balance changes of the movements dated in [from, to), for the interest (lib/deposit/interest.ts). */
export function balanceChanges(movements: readonly (Counted & { valueDate: string })[], from: string, to: string): BalanceChange[] {
  return movements
    .filter((m) => m.valueDate >= from && m.valueDate < to)
    .map((m) => ({ day: m.valueDate, amount: decimalOf(balanceEffect(m)) }));
}

/**
 * The days in [from, to) on which interest was credited: their interest movements sum above zero
 * (a reversed run's sum to nothing). Sorted.
 */
export function interestCreditDays(movements: readonly (Counted & { valueDate: string })[], from: string, to: string): string[] {
  const byDay = new Map<string, bigint>();
  for (const m of movements)
    if (m.kind === "interest" && m.valueDate >= from && m.valueDate < to)
      byDay.set(m.valueDate, (byDay.get(m.valueDate) ?? 0n) + centsOf(m.amount));
  return [...byDay]
    .filter(([, cents]) => cents > 0n)
    .map(([day]) => day)
    .sort();
}

/** What the movements put in, took out, credited and withheld, and the balance they leave, in cents (the statement's figures). */
export function depositTotals(movements: readonly Counted[]) {
  const totals = { contribution: 0n, withdrawal: 0n, interest: 0n, withholding: 0n };
  for (const m of movements) {
    balanceEffect(m); // refuses a kind it does not know
    totals[m.kind as DepositMovementKind] += centsOf(m.amount);
  }
  return { ...totals, balance: depositBalance(movements) };
}
