import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { BankStatementEntry } from "../bank/bank-statement";
import { namesAgree, normalizedName } from "./names";

type Tx = Prisma.TransactionClient;

/**
 * Whether a credit that would pay `userId`'s participation must wait for an admin instead (issue
 * 49, item 4; RD 304/2014 art. 21): an investor identified online (not in person) gives the club
 * their first payment from an account in their own name. Until one of their credits has been
 * accepted (matched on import or assigned by an admin), a credit is held unless the statement says
 * it came from the IBAN in their Mis datos or from someone whose name agrees with theirs (the
 * company's, when they invest as one). A statement that names no payer holds it too: nothing shows whose
 * account it was.
 */
export async function heldAsFirstPayment(tx: Tx, userId: string, entry: BankStatementEntry): Promise<boolean> {
  const user = await tx.user.findUnique({
    where: { id: userId },
    select: {
      firstName: true,
      lastName: true,
      iban: true,
      identityVerification: { select: { origin: true } },
      investingCompany: { select: { name: true } },
    },
  });
  if (user?.identityVerification?.origin !== "online") return false;
  const accepted = await tx.bankEntry.count({
    where: { credit: true, status: { in: ["matched", "assigned"] }, OR: [{ investment: { userId } }, { depositAccount: { userId } }] },
  });
  if (accepted) return false;
  if (entry.payerAccount && user.iban && entry.payerAccount === user.iban) return false;
  if (!entry.payerName) return true;
  const payer = normalizedName(entry.payerName);
  // Investing as a company, the account must be the company's.
  const holder = user.investingCompany?.name ?? [user.firstName, user.lastName].filter(Boolean).join(" ");
  return !namesAgree(normalizedName(holder), payer);
}
