import { centsOf, decimalOf, type Cents } from "../money";
import { counts, kindOf, type MovementKind } from "./kinds";

/**
 * A participation's position (docs/product.md, "The ledger"): one pure function from its
 * commitment and its movements to every figure a screen, a paper or a file shows of it.
 *
 *  - committed: the amount of a participation that holds a place (active or liquidated);
 *    requested: the amount of one asked for and not decided yet (requested, waitlisted).
 *  - paid ("Aportado"): its completed contributions; announced: those still pending.
 *  - owed ("Pendiente"): what an active participation still has to pay (committed − paid, ≥ 0).
 *  - capitalReturned ("Devuelto"), resultShare, successFee, withheld ("Retenido"), fees
 *    (Honorario): the completed movements of each kind.
 *  - gain ("Beneficio"): once settled (liquidated, or cancelled and refunded), what came back before
 *    tax less what was paid in: capitalReturned + resultShare − successFee − paid; null before.
 *  - received ("Recibido"): what the club transferred to the investor, net of fee and withholding,
 *    and the bank shows paid; toReceive ("Por recibir"): what it owes them in transfers ordered and
 *    not yet shown paid by the bank (a liquidation's payouts still ordered or sent).
 *  - result ("Resultado neto"): gain less the fees charged; null before settled.
 */
export type PositionCents = {
  committed: Cents;
  requested: Cents;
  paid: Cents;
  announced: Cents;
  owed: Cents;
  capitalReturned: Cents;
  resultShare: Cents;
  successFee: Cents;
  withheld: Cents;
  fees: Cents;
  received: Cents;
  toReceive: Cents;
  gain: Cents | null;
  result: Cents | null;
};

export type Commitment = { status: string; amount: string | { toString(): string } };
export type MovementAmount = { type: string; status: string; amount: string | { toString(): string } };

const HOLDING = new Set(["active", "closed"]);
const ASKING = new Set(["requested", "waitlisted"]);
const SETTLED = new Set(["closed", "cancelled"]);

type Sums = Record<MovementKind["counts"], Cents> & { announced: Cents; received: Cents };

/** The sums of some movements by what they count as (a movement of an unknown type counts as nothing). */
export function movementSums(movements: Iterable<MovementAmount>): Sums {
  const sums: Sums = {
    contributed: 0n,
    capitalReturned: 0n,
    fees: 0n,
    resultShare: 0n,
    successFee: 0n,
    withheld: 0n,
    announced: 0n,
    received: 0n,
  };
  for (const movement of movements) {
    const kind = kindOf(movement.type);
    if (!kind) continue;
    const amount = centsOf(movement.amount);
    if (movement.status === "pending" && kind.counts === "contributed") sums.announced += amount;
    if (!counts(movement.status)) continue;
    sums[kind.counts] += amount;
    sums.received += BigInt(kind.received) * amount;
  }
  return sums;
}

/**
 * `openPayouts`: the amounts of its payouts the bank has not shown paid (ordered or sent), in cents;
 * they are owed to the investor, not yet received.
 */
export function positionOf(participation: Commitment, movements: Iterable<MovementAmount>, openPayouts: Cents = 0n): PositionCents {
  const amount = centsOf(participation.amount);
  const sums = movementSums(movements);
  const paid = sums.contributed;
  const owed = participation.status === "active" && amount > paid ? amount - paid : 0n;
  const gain = SETTLED.has(participation.status) ? sums.capitalReturned + sums.resultShare - sums.successFee - paid : null;
  return {
    committed: HOLDING.has(participation.status) ? amount : 0n,
    requested: ASKING.has(participation.status) ? amount : 0n,
    paid,
    announced: sums.announced,
    owed,
    capitalReturned: sums.capitalReturned,
    resultShare: sums.resultShare,
    successFee: sums.successFee,
    withheld: sums.withheld,
    fees: sums.fees,
    received: sums.received - openPayouts,
    toReceive: openPayouts,
    gain,
    result: gain === null ? null : gain - sums.fees,
  };
}

/**
 * The totals of some positions: each sum added up; the gain over the settled ones (null if none
 * is), and the result that gain less every fee charged.
 */
export function totalOf(positions: readonly PositionCents[]): PositionCents {
  const total = {} as Record<keyof PositionCents, Cents | null>;
  for (const key of Object.keys(EMPTY) as (keyof PositionCents)[]) {
    const present = positions.map((position) => position[key]).filter((value): value is Cents => value !== null);
    total[key] = key === "gain" && !present.length ? null : present.reduce((a, b) => a + b, 0n);
  }
  total.result = total.gain === null ? null : total.gain - total.fees!;
  return total as PositionCents;
}

const EMPTY: PositionCents = positionOf({ status: "cancelled", amount: "0" }, []);

/** A position as the DTOs carry it: decimal strings. */
export type Position = { [K in keyof PositionCents]: PositionCents[K] extends Cents ? string : string | null };

export function positionDto(position: PositionCents): Position {
  return Object.fromEntries(
    Object.entries(position).map(([key, value]) => [key, value === null ? null : decimalOf(value as Cents)]),
  ) as Position;
}

/** The position of nothing: every figure zero, no gain yet. */
export const NO_POSITION: Position = positionDto(positionOf({ status: "active", amount: "0" }, []));
