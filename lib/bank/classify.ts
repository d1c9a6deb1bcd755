import { centsOf } from "../money";
import type { ReviewReason } from "../validations/bank-entry";

/** What the matching reads of a credit: its currency and amount (a decimal string). */
export type CreditFacts = { currency: string; amount: string };
/** What it reads of a participation the credit's text names: its state and what it still owes, in cents. */
export type Payable = { status: string; owedCents: bigint };

/** A matched credit pays one participation or one deposit account (`deposit`), never both. */
export type CreditVerdict<P, D> =
  | { status: "matched"; participation: P | null; deposit?: D }
  | { status: "review"; reason: ReviewReason; participation: P | null; deposit?: D };

/**
 * What becomes of a bank credit (docs/product.md, "The bank statement"), given the participations
 * and the deposit accounts whose payment references its text carries: paid in automatically only in
 * euros, non-zero, naming exactly one committed participation (for no more than it owes) or exactly
 * one deposit account; anything else waits for an admin, with the reason.
 */
export function classifyCredit<P extends Payable, D>(
  entry: CreditFacts,
  known: readonly P[],
  deposits: readonly D[] = [],
): CreditVerdict<P, D> {
  const participation = known.length === 1 ? known[0]! : null;
  if (entry.currency !== "EUR") return { status: "review", reason: "currency", participation };
  const amount = centsOf(entry.amount);
  if (amount === 0n) return { status: "review", reason: "zero-amount", participation };
  if (deposits.length) {
    if (known.length || deposits.length > 1) return { status: "review", reason: "several-references", participation: null };
    return { status: "matched", participation: null, deposit: deposits[0]! };
  }
  if (!participation) return { status: "review", reason: known.length ? "several-references" : "unknown-reference", participation: null };
  if (participation.status !== "active") return { status: "review", reason: "not-committed", participation };
  if (amount > participation.owedCents) return { status: "review", reason: "overpayment", participation };
  return { status: "matched", participation };
}
