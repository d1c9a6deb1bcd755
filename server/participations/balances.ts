import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { holdsPlace, isAsking } from "@/lib/validations/investment";
import { centsOf, decimalOf, sumCents } from "@/lib/money";
import { prisma } from "../platform/database/client";
import { positionsOf } from "../ledger/positions";
import { calendarDate, fullName, instant, money } from "../shared/dto";
import { VERIFICATION_SUMMARY, verificationSummary } from "../kyc/state";
import type { VerificationStatus } from "@/lib/validations/kyc";

/**
 * What each participation owes (docs/product.md, "Committed, paid, pending"), from its position
 * (server/ledger/): committed is its amount; paid, its completed contributions; pending, what an
 * active participation still owes.
 */
export type ParticipationBalance = {
  id: string;
  operationId: string;
  operationTitle: string;
  operationSlug: string;
  investorId: string;
  investorName: string;
  investorEmail: string | null;
  /** Where the investor's identification stands: a request is confirmed only for "verified". */
  investorVerification: VerificationStatus;
  status: string;
  investmentDate: string;
  committed: string;
  paid: string;
  pending: string;
  /** Documents and contracts addressed to this participation alone. */
  papers: number;
  /** Once committed: the reference its payments carry, and the day they are due (yyyy-MM-dd). */
  paymentReference: string | null;
  paymentDue: string | null;
  /** Its last write: a decision sends it back (a 409 when the request changed since it was shown). */
  updatedAt: string;
};

/** `asked`: the requests not decided yet ("Solicitado"), never in committed. */
export type BalanceTotals = { committed: string; paid: string; pending: string; asked: string };

/** The balances of the participations `where` selects, oldest first. */
export async function participationBalances(where: Prisma.ParticipationWhereInput): Promise<ParticipationBalance[]> {
  const db = await prisma();
  const rows = await db.participation.findMany({
    where,
    select: {
      id: true,
      amount: true,
      status: true,
      investmentDate: true,
      paymentReference: true,
      paymentDue: true,
      updatedAt: true,
      operation: { select: { id: true, title: true, slug: true } },
      user: { select: { id: true, firstName: true, lastName: true, email: true, identityVerification: { select: VERIFICATION_SUMMARY } } },
      _count: { select: { documents: true, contracts: true } },
    },
    orderBy: [{ investmentDate: "asc" }, { id: "asc" }],
  });
  const positions = await positionsOf(db, rows);
  return rows.map((row) => {
    const position = positions.get(row.id)!;
    return {
      id: row.id,
      operationId: row.operation.id,
      operationTitle: row.operation.title,
      operationSlug: row.operation.slug,
      investorId: row.user.id,
      investorName: fullName(row.user) ?? row.user.email ?? row.user.id,
      investorEmail: row.user.email,
      investorVerification: verificationSummary(row.user.identityVerification).status,
      status: row.status,
      investmentDate: instant(row.investmentDate),
      committed: money(row.amount),
      paid: decimalOf(position.paid),
      pending: decimalOf(position.owed),
      papers: row._count.documents + row._count.contracts,
      paymentReference: row.paymentReference,
      paymentDue: row.paymentDue && calendarDate(row.paymentDue),
      updatedAt: instant(row.updatedAt),
    };
  });
}

/** The totals of some balances: committed counts the participations that hold a place only. */
export function balanceTotals(balances: ParticipationBalance[]): BalanceTotals {
  const sum = (pick: (balance: ParticipationBalance) => string, only = balances) =>
    decimalOf(sumCents(only.map((balance) => centsOf(pick(balance)))));
  return {
    committed: sum(
      (balance) => balance.committed,
      balances.filter((balance) => holdsPlace(balance.status)),
    ),
    paid: sum((balance) => balance.paid),
    pending: sum((balance) => balance.pending),
    asked: sum(
      (balance) => balance.committed,
      balances.filter((balance) => isAsking(balance.status)),
    ),
  };
}
