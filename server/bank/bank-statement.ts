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
  /** The key is the bank's own reference for the entry (CAMT.053 AcctSvcrRef, NtryRef): seen twice, it is the same entry. */
  ownKey?: boolean;
  /**
   * The key an earlier version of the reader gave the same movement (Norma 43 before its concept
   * lines counted): an entry imported under it is not imported again.
   */
  legacyKey?: string;
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
  /**
   * Who sent a credit, as the bank names them (CAMT.053 `RltdPties/Dbtr`, Norma 43's first concept
   * line), and from which account (`DbtrAcct`): what the first payment of an investor identified
   * online is compared with (server/kyc/first-payment.ts). Either may be missing.
   */
  payerName?: string;
  payerAccount?: string;
  /** Where the file has it ("línea 14", "Stmt 1 / Ntry 3"). */
  origin: string;
};

/** What an account of the file held at the end of its statement, as the bank says (signed, "-12.50" overdrawn), and on which day. */
export type ClosingBalance = { account: string; amount: string; day: string };

/** The entries, and each statement's (or account's) closing balance where the file gives one. */
export type ParsedBankStatement = { format: BankStatementFormat; entries: BankStatementEntry[]; balances: ClosingBalance[] };

/** The latest of some closing balances (several statements of one account: the last day's), or null. */
export const latestBalance = (balances: readonly ClosingBalance[]): ClosingBalance | null =>
  balances.reduce<ClosingBalance | null>((latest, b) => (!latest || b.day >= latest.day ? b : latest), null);

/** A file that cannot be read as a statement; the message is the Spanish one the admin sees. */
export class BankStatementError extends Error {}

/**
 * Gives each entry whose key another one of the file already has its occurrence ("…#2"): two
 * movements identical in every field are two payments, and a second import of the file numbers
 * them the same way. A key that is the bank's own reference is never numbered: the same reference
 * twice (in one file, or in two `Stmt`) is one entry, kept once.
 */
export function numberRepeatedKeys(entries: BankStatementEntry[]): BankStatementEntry[] {
  const seen = new Map<string, number>();
  const occurrence = (key: string) => {
    const count = (seen.get(key) ?? 0) + 1;
    seen.set(key, count);
    return count === 1 ? key : `${key}#${count}`;
  };
  return entries.map((entry) => ({
    ...entry,
    key: entry.ownKey ? entry.key : occurrence(entry.key),
    ...(entry.legacyKey ? { legacyKey: occurrence(`legacy:${entry.legacyKey}`).slice("legacy:".length) } : {}),
  }));
}
