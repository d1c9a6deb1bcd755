import "server-only";
import { Prisma } from "@/generated/prisma/client";
import { holdsPlace, isAsking } from "@/lib/validations/investment";
import { prisma } from "../platform/database/client";
import { calendarDate, fullName, instant, money } from "../shared/dto";

/**
 * What each participation owes (docs/product.md, "Committed, paid, pending"): committed is its
 * amount; paid, its completed contributions (APORTE, Completada) tied to it; pending, what an
 * active participation still owes (committed − paid, never below zero). A liquidated or cancelled
 * participation owes nothing.
 */
export type ParticipationBalance = {
  id: string;
  operationId: string;
  operationTitle: string;
  operationSlug: string;
  investorId: string;
  investorName: string;
  investorEmail: string | null;
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
};

/** `asked`: the requests not decided yet ("Solicitado"), never in committed. */
export type BalanceTotals = { committed: string; paid: string; pending: string; asked: string };

const CONTRIBUTION = { type: "APORTE", status: "completed" } as const;
const ZERO = new Prisma.Decimal(0);

type Reader = Pick<Prisma.TransactionClient, "transaction">;

/** What each of the participations `ids` has paid in: its completed contributions. */
export async function paidByParticipation(db: Reader, ids: string[]): Promise<Map<string, Prisma.Decimal>> {
  if (!ids.length) return new Map();
  const sums = await db.transaction.groupBy({
    by: ["investmentId"],
    where: { ...CONTRIBUTION, investmentId: { in: ids } },
    _sum: { amount: true },
  });
  return new Map(sums.map((sum) => [sum.investmentId!, sum._sum.amount ?? ZERO]));
}

/** What a participation still owes: an active one, its amount less what it paid, never below zero. */
export const owed = (row: { status: string; amount: Prisma.Decimal }, paid: Prisma.Decimal) =>
  row.status === "active" ? Prisma.Decimal.max(row.amount.minus(paid), ZERO) : ZERO;

/** The balances of the participations `where` selects, oldest first. */
export async function participationBalances(where: Prisma.InvestmentWhereInput): Promise<ParticipationBalance[]> {
  const db = await prisma();
  const rows = await db.investment.findMany({
    where,
    select: {
      id: true,
      amount: true,
      status: true,
      investmentDate: true,
      paymentReference: true,
      paymentDue: true,
      operation: { select: { id: true, title: true, slug: true } },
      user: { select: { id: true, firstName: true, lastName: true, email: true } },
      _count: { select: { documents: true, contracts: true } },
    },
    orderBy: [{ investmentDate: "asc" }, { id: "asc" }],
  });
  const paidBy = await paidByParticipation(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => {
    const paid = paidBy.get(row.id) ?? ZERO;
    const owes = owed(row, paid);
    return {
      id: row.id,
      operationId: row.operation.id,
      operationTitle: row.operation.title,
      operationSlug: row.operation.slug,
      investorId: row.user.id,
      investorName: fullName(row.user) ?? row.user.email ?? row.user.id,
      investorEmail: row.user.email,
      status: row.status,
      investmentDate: instant(row.investmentDate),
      committed: money(row.amount),
      paid: money(paid),
      pending: money(owes),
      papers: row._count.documents + row._count.contracts,
      paymentReference: row.paymentReference,
      paymentDue: row.paymentDue && calendarDate(row.paymentDue),
    };
  });
}

/** The totals of some balances: committed counts the participations that hold a place only. */
export function balanceTotals(balances: ParticipationBalance[]): BalanceTotals {
  const sum = (pick: (balance: ParticipationBalance) => string, only = balances) =>
    money(only.reduce((total, balance) => total.plus(pick(balance)), ZERO));
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
