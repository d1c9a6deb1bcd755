import type { Prisma } from "../../generated/prisma/client";
import { stableId } from "./random";
import { userId } from "./people";
import { calendarDaysAgo, daysAgo } from "./util";

/**
 * Banco: one statement of the club's account imported a few days ago by the demo admin, whose two
 * credits carry no payment reference and so wait for a decision (assign or ignore). The statements of
 * the demo's past (the credits matched by reference, the payouts' debits) are imported by the demo's
 * history (./history.ts). This one's closing balance, three days ago, is the club's cash the deposit
 * account's withdrawal queue weighs a window against.
 */
export function buildBank(anchor: Date): { statements: Prisma.BankStatementCreateManyInput[]; entries: Prisma.BankEntryCreateManyInput[] } {
  const statementId = stableId("demo:bank-statement:1");
  const day = (daysBack: number) => calendarDaysAgo(anchor, daysBack);
  const entry = (key: string, daysBack: number, amount: string, text: string): Prisma.BankEntryCreateManyInput => ({
    id: stableId(`demo:bank-entry:${key}`),
    statementId,
    entryKey: `camt:ES6621000418401234567891:DEMO-${key}`,
    account: "ES6621000418401234567891",
    bookingDate: day(daysBack),
    valueDate: day(daysBack),
    amount,
    currency: "EUR",
    text,
    origin: `Stmt 1 / Ntry ${key}`,
    status: "review",
    reason: "unknown-reference",
  });
  return {
    statements: [
      {
        id: statementId,
        fileName: "extracto-cuenta-club.xml",
        format: "camt053",
        matched: 0,
        review: 2,
        alreadyImported: 0,
        skipped: 1,
        importedById: userId("admin"),
        importedAt: daysAgo(anchor, 2, 9),
        completedAt: daysAgo(anchor, 2, 9),
        closingBalance: "186420.37",
        balanceDay: day(3),
      },
    ],
    entries: [
      entry("1", 3, "2500.00", "TRANSFERENCIA DE LAURA MARTIN APORTACION OPERACION PALMA"),
      entry("2", 4, "35.00", "ABONO COMISION MANTENIMIENTO OCTUBRE"),
    ],
  };
}
