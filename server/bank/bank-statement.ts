/**
 * A bank statement of the club's account, read from either format a Spanish bank gives
 * (docs/product.md, "The bank's statement"): CAMT.053 (ISO 20022 XML) or Norma 43 (AEB cuaderno 43).
 * Each format's reader turns the file into entries or refuses it whole with a Spanish message that
 * names the line or element at fault, so that a malformed file writes nothing.
 */
export type BankStatementFormat = "camt053" | "norma43";

export const BANK_STATEMENT_FORMAT_LABELS: Record<BankStatementFormat, string> = { camt053: "CAMT.053", norma43: "Norma 43" };

/** One movement of the account. */
export type BankStatementEntry = {
  /**
   * What identifies the movement for good, so that importing it again adds nothing: the bank's own
   * entry reference when the format carries one, otherwise the movement's own fields and its place
   * among identical ones (each reader says which).
   */
  key: string;
  account: string;
  /** yyyy-MM-dd */
  bookingDate: string;
  valueDate: string;
  /** Positive, two decimals ("40000.00"). */
  amount: string;
  currency: string;
  /** Money in (a credit to the club's account), not out. */
  credit: boolean;
  /** Booked by the bank (CAMT.053 `Sts` BOOK): pending and informative entries move no money yet. */
  booked: boolean;
  /** Where the payer's text and every reference field were found: where a payment reference is looked for. */
  text: string;
  /** Where the file has it ("línea 14", "Stmt 1 / Ntry 3"). */
  origin: string;
};

export type ParsedBankStatement = { format: BankStatementFormat; entries: BankStatementEntry[] };

/** A file that cannot be read as a statement; the message is the Spanish one the admin sees. */
export class BankStatementError extends Error {}

/**
 * Gives each entry whose `key` another one of the file already has its occurrence ("…#2"): two
 * identical movements on one day are two payments, and a second import of the file numbers them
 * the same way.
 */
export function numberRepeatedKeys(entries: BankStatementEntry[]): BankStatementEntry[] {
  const seen = new Map<string, number>();
  return entries.map((entry) => {
    const count = (seen.get(entry.key) ?? 0) + 1;
    seen.set(entry.key, count);
    return count === 1 ? entry : { ...entry, key: `${entry.key}#${count}` };
  });
}
