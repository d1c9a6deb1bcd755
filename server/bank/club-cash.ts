import "server-only";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { calendarDate, money } from "../shared/dto";

/** The club's cash as its bank last said it: the closing balance of the latest statement imported whole, and its day. */
export type ClubCash = { balance: string; day: string };

/**
 * What the withdrawal queue weighs a window's total against (issue 51, item 6): the latest day a
 * completely imported statement gives a closing balance for (CAMT.053 CLBD, Norma 43's record 33);
 * null until one has. The platform knows no other figure of the bank account.
 */
export async function clubCashOnRecord(actor: Actor | null): Promise<ClubCash | null> {
  assertAdmin(actor);
  const db = await prisma();
  const row = await db.bankStatement.findFirst({
    where: { balanceDay: { not: null }, completedAt: { not: null } },
    orderBy: [{ balanceDay: "desc" }, { importedAt: "desc" }],
    select: { closingBalance: true, balanceDay: true },
  });
  return row ? { balance: money(row.closingBalance!), day: calendarDate(row.balanceDay)! } : null;
}
