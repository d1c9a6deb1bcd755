import type { Prisma } from "@/generated/prisma/client";

/**
 * A participation the club confirmed for less than the investor asked, with nothing paid yet: the
 * investor may still say no to it (issue 50, item 2).
 */
export function isPartlyConfirmed(row: {
  status: string;
  amount: Prisma.Decimal;
  requestedAmount: Prisma.Decimal | null;
  _count: { transactions: number };
}): boolean {
  return row.status === "active" && row.requestedAmount !== null && row.amount.lessThan(row.requestedAmount) && !row._count.transactions;
}
