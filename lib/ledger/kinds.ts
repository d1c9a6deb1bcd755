/**
 * The only table of what a movement is (docs/product.md, "The ledger"). Every reader of the club's
 * money asks this table what a movement type counts as; none decides it itself.
 *
 *  - `counts`: the sum of a position it adds to.
 *  - `paidIn`: money the investor transferred to the club (+1).
 *  - `received`: its sign in what the club transferred to the investor (the liquidation's payout:
 *    capital and result share, less the success fee and the withholding kept).
 *  - `beforeTax`: its sign in the investor's own result before their income tax (the outcome and
 *    the return rate): what went in is −1, what came back +1, the fees charged −1; the withholding
 *    is the investor's own tax, paid for them, so it is no part of it.
 *  - `taxBase`: its sign in the rendimiento íntegro of capital income (certificates, Modelo 193).
 */
export const MOVEMENT_KINDS = {
  APORTE: { label: "Aporte", counts: "contributed", paidIn: 1, received: 0, beforeTax: -1, taxBase: 0 },
  DEVOLUCION: { label: "Devolución", counts: "capitalReturned", paidIn: 0, received: 1, beforeTax: 1, taxBase: 0 },
  HONORARIO: { label: "Honorario", counts: "fees", paidIn: 1, received: 0, beforeTax: -1, taxBase: 0 },
  // An operation's liquidation (server/liquidation/): the participation's share of the result, the
  // club's success fee on it, and the IRPF withheld from the partícipe's gain.
  BENEFICIO: { label: "Beneficio", counts: "resultShare", paidIn: 0, received: 1, beforeTax: 1, taxBase: 1 },
  COMISION_EXITO: { label: "Comisión de éxito", counts: "successFee", paidIn: 0, received: -1, beforeTax: -1, taxBase: -1 },
  RETENCION: { label: "Retención IRPF", counts: "withheld", paidIn: 0, received: -1, beforeTax: 0, taxBase: 0 },
} as const satisfies Record<string, MovementKind>;

type Sign = -1 | 0 | 1;
export type MovementKind = {
  label: string;
  counts: "contributed" | "capitalReturned" | "fees" | "resultShare" | "successFee" | "withheld";
  paidIn: 0 | 1;
  received: Sign;
  beforeTax: Sign;
  taxBase: Sign;
};

export type MovementType = keyof typeof MOVEMENT_KINDS;
export const MOVEMENT_TYPES = Object.keys(MOVEMENT_KINDS) as [MovementType, ...MovementType[]];
/** The types a liquidation writes: only a liquidation (or its reversal) may post them. */
export const LIQUIDATION_TYPES = ["DEVOLUCION", "BENEFICIO", "COMISION_EXITO", "RETENCION"] as const satisfies readonly MovementType[];
/** The types whose movements make a year's withholding papers (certificates, Modelo 193 and 123). */
export const TAXED_TYPES = MOVEMENT_TYPES.filter((type) => MOVEMENT_KINDS[type].taxBase !== 0 || type === "RETENCION");

export const MOVEMENT_STATUSES = ["pending", "completed", "failed"] as const;
export type MovementStatus = (typeof MOVEMENT_STATUSES)[number];

export const isMovementType = (type: string): type is MovementType => Object.hasOwn(MOVEMENT_KINDS, type);
export const kindOf = (type: string): MovementKind | null => (isMovementType(type) ? MOVEMENT_KINDS[type] : null);
/** The Spanish label of a type; an unknown one is shown as it is. */
export const movementTypeLabel = (type: string) => kindOf(type)?.label ?? type;
/** The fields of a completed movement that are money: none of them changes once it is posted (server/ledger/posting.ts). */
export const MONEY_FIELDS = ["operationId", "userId", "investmentId", "type", "amount", "transactionDate", "status"] as const;
/** Only a completed movement is money that moved; a pending one is announced, a failed one never happened. */
export const counts = (status: string) => status === "completed";

/**
 * A movement's sign from the investor's side (issue 63, item 5): + what they receive (capital
 * back, their share of the result), − what they pay or is kept from them (a contribution, a fee,
 * the success fee, the withholding). An unknown type has none (0).
 */
export function ownSign(type: string): -1 | 0 | 1 {
  const kind = kindOf(type);
  if (!kind) return 0;
  return kind.received !== 0 ? kind.received : kind.paidIn ? -1 : 0;
}
