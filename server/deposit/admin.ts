import "server-only";
import { dayInMadrid } from "@/lib/format";
import { assertAdmin, type Actor } from "../core/actor";
import { prisma } from "../platform/database/client";
import { fullName, instant } from "../shared/dto";
import { readDepositTerms } from "../club/deposit-settings";
import { DEPOSIT_ACCOUNT_SELECT, depositFigures, type DepositFigures } from "./mine";

/** A deposit account as the back-office lists it. */
export type DepositAccountRow = DepositFigures & {
  id: string;
  userId: string;
  investor: string;
  email: string | null;
  paymentReference: string;
  openedAt: string;
  contractVersion: number;
};

/** `GET /api/deposit-accounts`: every deposit account with its balance and accrued interest today (Madrid), the newest first. */
export async function listDepositAccounts(actor: Actor | null, now = new Date()): Promise<DepositAccountRow[]> {
  assertAdmin(actor);
  const db = await prisma();
  const [rows, [terms, schedule]] = await Promise.all([
    db.depositAccount.findMany({
      select: { ...DEPOSIT_ACCOUNT_SELECT, userId: true, user: { select: { firstName: true, lastName: true, email: true } } },
      orderBy: [{ openedAt: "desc" }, { id: "asc" }],
    }),
    readDepositTerms(db),
  ]);
  const today = dayInMadrid(now);
  return rows.map((row) => {
    return {
      id: row.id,
      userId: row.userId,
      investor: fullName(row.user) ?? row.user.email ?? "—",
      email: row.user.email,
      paymentReference: row.paymentReference,
      openedAt: instant(row.openedAt),
      contractVersion: row.contractVersion,
      ...depositFigures(row, terms, schedule, today),
    };
  });
}
