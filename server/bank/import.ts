import "server-only";
import { createHash } from "node:crypto";
import { Prisma } from "@/generated/prisma/client";
import { referenceCandidates } from "@/lib/payment-reference";
import { assertAdmin, type Actor } from "../core/actor";
import { AppError, MESSAGES } from "../core/errors";
import { prisma } from "../platform/database/client";
import { recordAudit } from "../audit/record";
import { calendarDay } from "../shared/references";
import {
  BankStatementError,
  latestBalance,
  type BankStatementEntry,
  type BankStatementFormat,
  type ClosingBalance,
  type ParsedBankStatement,
} from "./bank-statement";
import { readBankStatement } from "./read";
import { recordContribution, lockParticipations, type PayableParticipation } from "./contribution";
import { classifyCredit, type CreditVerdict } from "@/lib/bank/classify";
import { completePayout, payoutOfDebit } from "../payouts/completion";
import { readPaymentSettings } from "../club/payment-settings";
import { printedIban } from "@/lib/validations/identity";
import { heldAsFirstPayment } from "../kyc/first-payment";
import { depositAccountsByReference, recordDepositContribution, type PayableDepositAccount } from "../deposit/contribution";

/**
 * Importing a statement of the club's account (docs/product.md, "The bank's statement"): each
 * credit is kept once for good (its key is unique), and one that carries exactly one known payment
 * reference, for at most what its committed participation still owes, becomes that participation's
 * completed contribution (APORTE) with the statement's value date — unless it is the first payment
 * of an investor identified online from an account not shown to be theirs (../kyc/first-payment.ts).
 * Any other credit waits for an admin (`review`, with its reason). A debit whose EndToEndId and amount are a liquidation's payout
 * completes it; any other money out is kept too, as a debit ("outgoing"); entries not booked yet are
 * counted. The statement must be of the club's account (Configuración, Cobros). The file is read
 * whole first (a malformed one writes nothing), then written in batches of short transactions: a
 * file imported twice, or two files paying the same participation at once, never count a payment
 * twice nor past what is owed, and a 5 MB statement holds nobody's page for long.
 */
export type ImportResult = {
  statementId: string;
  format: BankStatementFormat;
  matched: number;
  review: number;
  alreadyImported: number;
  /** Debits of the club's account that completed a liquidation's payout (its EndToEndId and amount). */
  payoutsCompleted: number;
  /** Debits that are no payout of the platform (bank fees, transfers made elsewhere): kept, shown, nothing to do. */
  outgoing: number;
  /** Entries not booked yet (pending, informative): no money has moved. */
  skipped: number;
};

export const MAX_STATEMENT_BYTES = 5 * 1024 * 1024;
export const FILE_NAME_MAX = 255;

/** Entries written per transaction: short ones, so that other people's requests never wait long behind an import. */
export const IMPORT_BATCH = 50;

export async function importBankStatement(actor: Actor | null, bytes: Uint8Array, fileName: string): Promise<ImportResult> {
  assertAdmin(actor);
  const statement = await parse(bytes);
  const db = await prisma();
  const { booked, ...opening } = await openingOf(db, statement, fileName);
  // The statement's own record first: until its last batch is in, it says the import is not complete
  // (importing the file again completes it: every entry is kept once, by its key).
  const statementId = await createStatement(db, actor, opening);
  const counts = noneCounted();
  for (let start = 0; start < booked.length; start += IMPORT_BATCH) {
    const batch = await db.$transaction((tx) => importBatch(tx, actor, statementId, booked.slice(start, start + IMPORT_BATCH)), {
      timeout: 60_000,
    });
    addCounts(counts, batch);
    // The embedded database answers within the process, on promise callbacks alone: without a turn of
    // the event loop between batches, other people's requests would not even be read until the end.
    await new Promise((resolve) => setImmediate(resolve));
  }
  await db.$transaction((tx) => completeStatement(tx, actor, statementId, opening, counts));
  return { statementId, format: statement.format, ...counts, skipped: opening.skipped };
}

/**
 * A statement already read, imported whole inside the caller's transaction, as `importBankStatement`
 * imports a file: for a writer that records past events in one transaction (the demo's history,
 * issue 63 item 3), `at` being when the admin imported it.
 */
export async function importStatementIn(
  tx: Prisma.TransactionClient,
  actor: Actor,
  statement: ParsedBankStatement,
  fileName: string,
  at = new Date(),
): Promise<ImportResult> {
  const { booked, ...opening } = await openingOf(tx, statement, fileName);
  const statementId = await createStatement(tx, actor, opening, at);
  const counts = noneCounted();
  addCounts(counts, await importBatch(tx, actor, statementId, booked));
  await completeStatement(tx, actor, statementId, opening, counts, at);
  return { statementId, format: statement.format, ...counts, skipped: opening.skipped };
}

type Counts = { matched: number; review: number; alreadyImported: number; payoutsCompleted: number; outgoing: number };
const noneCounted = (): Counts => ({ matched: 0, review: 0, alreadyImported: 0, payoutsCompleted: 0, outgoing: 0 });
const addCounts = (total: Counts, batch: Counts) => {
  for (const key of Object.keys(total) as (keyof Counts)[]) total[key] += batch[key];
};

type Opening = { format: BankStatementFormat; label: string; skipped: number; closingBalance: ClosingBalance | null };

/** 400 unless the statement is of the club's account; its booked entries, and what its record starts with. */
async function openingOf(
  db: Prisma.TransactionClient,
  { format, entries, balances }: ParsedBankStatement,
  fileName: string,
): Promise<Opening & { booked: BankStatementEntry[] }> {
  const { clubIban } = await readPaymentSettings(db);
  assertClubAccount(entries, clubIban);
  // The club's cash as the bank says it: the club's own account's balance only (none while Configuración has no account).
  const closingBalance = clubIban ? latestBalance(balances.filter((balance) => isClubAccount(balance.account, clubIban))) : null;
  const booked = entries.filter((entry) => entry.booked);
  return { format, label: fileName.slice(0, FILE_NAME_MAX), skipped: entries.length - booked.length, closingBalance, booked };
}

async function createStatement(db: Prisma.TransactionClient, actor: Actor, opening: Opening, at?: Date): Promise<string> {
  const { format, label, skipped, closingBalance } = opening;
  const statement = await db.bankStatement.create({
    data: {
      fileName: label,
      format,
      matched: 0,
      review: 0,
      alreadyImported: 0,
      skipped,
      importedById: actor.id,
      ...(at && { importedAt: at }),
      closingBalance: closingBalance?.amount ?? null,
      balanceDay: closingBalance ? new Date(`${closingBalance.day}T00:00:00Z`) : null,
    },
    select: { id: true },
  });
  return statement.id;
}

async function completeStatement(
  tx: Prisma.TransactionClient,
  actor: Actor,
  statementId: string,
  { format, label, skipped }: Opening,
  counts: Counts,
  at = new Date(),
) {
  const { matched, review, alreadyImported } = counts;
  await tx.bankStatement.update({ where: { id: statementId }, data: { matched, review, alreadyImported, completedAt: at } });
  await recordAudit(tx, actor, {
    action: "create",
    entityType: "bank_statement",
    entityId: statementId,
    entityLabel: label,
    after: { format, ...counts, skipped },
  });
}

/**
 * One transaction over some of the statement's booked entries, in the file's order: the
 * participations their references name locked first (and their operations before them), so two
 * imports at once, or an import beside a decision or a liquidation, never count a payment twice
 * nor past what is owed.
 */
async function importBatch(
  tx: Prisma.TransactionClient,
  actor: Actor,
  statementId: string,
  entries: BankStatementEntry[],
): Promise<Counts> {
  const referencesOf = new Map(entries.filter((entry) => entry.credit).map((entry) => [entry, referenceCandidates(entry.text)]));
  const references = [...new Set([...referencesOf.values()].flat())];
  const participations = await lockParticipations(tx, { references });
  const byReference = new Map(participations.map((row) => [row.paymentReference!, row]));
  // A deposit account's reference names it the same way (issue 51): no debt to cap, one owner.
  const deposits = new Map((await depositAccountsByReference(tx, references)).map((row) => [row.paymentReference, row]));
  const counts = noneCounted();
  for (const entry of entries) {
    if (entry.credit) {
      const known = referencesOf.get(entry)!.flatMap((reference) => byReference.get(reference) ?? []);
      const depositNamed = referencesOf.get(entry)!.flatMap((reference) => deposits.get(reference) ?? []);
      let verdict: Verdict = classifyCredit(entry, known, depositNamed);
      const payer = verdict.status === "matched" ? (verdict.deposit?.userId ?? verdict.participation?.userId) : null;
      if (verdict.status === "matched" && payer && (await heldAsFirstPayment(tx, payer, entry)))
        verdict = { status: "review", reason: "first-payment", participation: verdict.participation, deposit: verdict.deposit };
      const id = await insertEntry(tx, statementId, entry, verdict);
      if (!id) counts.alreadyImported++;
      else if (verdict.status === "matched") {
        if (verdict.deposit) await recordDepositContribution(tx, actor, id, verdict.deposit, entry.amount, entry.valueDate);
        else await recordContribution(tx, actor, id, verdict.participation!, entry.amount, entry.valueDate, { choice: "complete" });
        counts.matched++;
      } else counts.review++;
      continue;
    }
    const payout = await payoutOfDebit(tx, entry);
    const verdict: DebitVerdict = payout ? { status: "matched", payoutId: payout.id } : { status: "outgoing" };
    if (!(await insertEntry(tx, statementId, entry, verdict))) counts.alreadyImported++;
    else if (payout) {
      await completePayout(tx, payout.id, entry.valueDate);
      counts.payoutsCompleted++;
    } else counts.outgoing++;
  }
  return counts;
}

async function parse(bytes: Uint8Array) {
  if (!bytes.byteLength) throw invalidFile("El archivo está vacío.");
  try {
    return await readBankStatement(bytes);
  } catch (error) {
    if (error instanceof BankStatementError) throw invalidFile(error.message);
    throw error;
  }
}

const invalidFile = (message: string) => new AppError("invalid", MESSAGES.invalidInput, { fields: { file: message } });

/**
 * 400 unless every account the statement is of is the club's: its IBAN (CAMT.053), or in Norma 43
 * the bank, branch and account number of a Spanish IBAN (its 20 digits without the two control
 * ones). Nothing is compared while Configuración has no account for the club.
 */
function assertClubAccount(entries: BankStatementEntry[], clubIban: string | null) {
  if (!clubIban) return;
  const other = entries.find((entry) => !isClubAccount(entry.account, clubIban));
  if (other)
    throw invalidFile(
      `El extracto es de la cuenta ${/^[A-Z]{2}\d{2}/.test(other.account) ? printedIban(other.account) : other.account} y la del club (Configuración, Cobros) es ${printedIban(clubIban)}.`,
    );
}

/** Whether a statement's account is the club's: its IBAN, or a Spanish IBAN's 20 digits without the two control ones (Norma 43). */
function isClubAccount(account: string, clubIban: string): boolean {
  const domestic = clubIban.startsWith("ES") ? clubIban.slice(4, 12) + clubIban.slice(14, 24) : null;
  return account === clubIban || account === domestic;
}

type Verdict = CreditVerdict<PayableParticipation, PayableDepositAccount>;
/** A debit: one that completed a payout, or money out the platform did not order. */
type DebitVerdict = { status: "matched"; payoutId: string } | { status: "outgoing" };

/** A key as the column holds it: a long one (a long remittance text) by its SHA-256. */
const storedKey = (key: string) => (key.length <= 200 ? key : `sha256:${createHash("sha256").update(key).digest("hex")}`);

/** Keeps the entry unless an earlier import did, under its key or the one an earlier reader gave it (then null: it adds nothing). */
async function insertEntry(
  tx: Prisma.TransactionClient,
  statementId: string,
  entry: BankStatementEntry,
  verdict: Verdict | DebitVerdict,
): Promise<string | null> {
  const participation = "participation" in verdict ? verdict.participation : null;
  const deposit = "deposit" in verdict ? (verdict.deposit ?? null) : null;
  const payoutId = "payoutId" in verdict ? verdict.payoutId : null;
  const key = storedKey(entry.key);
  if (entry.legacyKey && (await tx.bankEntry.count({ where: { entryKey: storedKey(entry.legacyKey) } }))) return null;
  const [row] = await tx.$queryRaw<{ id: string }[]>`
    INSERT INTO bank_entries (id, statement_id, entry_key, account, booking_date, value_date, amount, currency, text, payer_name, payer_account, origin, status, reason, investment_id, credit, payout_id, deposit_account_id)
    VALUES (gen_random_uuid(), ${statementId}::uuid, ${key}, ${entry.account.slice(0, 40)}, ${calendarDay(entry.bookingDate)}::date,
            ${calendarDay(entry.valueDate)}::date, ${entry.amount}::numeric, ${entry.currency}, ${entry.text},
            ${entry.payerName?.slice(0, 140) ?? null}, ${entry.payerAccount?.slice(0, 40) ?? null}, ${entry.origin.slice(0, 60)},
            ${verdict.status}, ${verdict.status === "review" ? verdict.reason : null}, ${participation?.id ?? null}::uuid, ${entry.credit}, ${payoutId}::uuid,
            ${deposit?.id ?? null}::uuid)
    ON CONFLICT (entry_key) DO NOTHING
    RETURNING id`;
  return row?.id ?? null;
}
