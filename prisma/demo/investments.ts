import { createHash } from "node:crypto";
import { newPaymentReference } from "../../lib/payment-reference";
import { dayAfter } from "../../lib/madrid-day";
import type { Prisma } from "../../generated/prisma/client";
import { momentOf, type Moment } from "./calendar";
import { operationId } from "./operations";
import { userId } from "./people";
import { stableId } from "./random";
import { calendarDaysAgo, cents, money } from "./util";

export type InvestmentSeed = {
  investor: string;
  operation: string;
  /** Euros. */
  amount: number;
  /** When it was taken (or asked for): days ago, or a place in a month counted back from this one (0–11). */
  at: Moment;
  /** Its payment deadline in days from today (negative: passed), where its state depends on it; otherwise ten days after it was taken. */
  dueInDays?: number;
  /** Nothing paid in yet: no capital among the movements. */
  unpaid?: true;
  /** "requested": asked for online and waiting for the club's decision; it holds no place and has no movements. */
  status?: "requested";
};

/**
 * 25 participations and 2 requests. The demo investor holds three (an open, an ongoing and a
 * finished operation); every other investor holds one to three, except Rocío Delgado (registered
 * recently, none yet). Each one's capital is among the transactions
 * (prisma/demo/transactions.ts) but for Laura Serrano's in Malvarrosa, still to be paid; those in
 * the operations already liquidated are "closed" (Liquidada), the others "active". The states the
 * demo guarantees on any day are listed in docs/product.md#demo-data-development-only.
 */
export const INVESTMENTS: InvestmentSeed[] = [
  { investor: "inversor", operation: "madrid-chamberi", amount: 30000, at: { monthsBack: 1, fraction: 0.7 } },
  { investor: "inversor", operation: "valencia-ruzafa", amount: 50000, at: { monthsBack: 7, fraction: 0.2 } },
  { investor: "inversor", operation: "sevilla-nervion", amount: 45000, at: { monthsBack: 9, fraction: 0.8 } },
  { investor: "carmen-lopez", operation: "sevilla-santa-cruz", amount: 50000, at: { monthsBack: 11, fraction: 0.5 } },
  { investor: "carmen-lopez", operation: "sevilla-nervion", amount: 40000, at: { monthsBack: 9, fraction: 0.3 } },
  { investor: "carmen-lopez", operation: "sevilla-triana", amount: 30000, at: { monthsBack: 2, fraction: 0.5 } },
  { investor: "alejandro-fernandez", operation: "barcelona-gracia", amount: 60000, at: { monthsBack: 8, fraction: 0.4 } },
  { investor: "alejandro-fernandez", operation: "barcelona-eixample", amount: 40000, at: { monthsBack: 0, fraction: 0.3 } },
  { investor: "nuria-puig", operation: "barcelona-gracia", amount: 50000, at: { monthsBack: 8, fraction: 0.7 } },
  { investor: "nuria-puig", operation: "madrid-vallecas", amount: 20000, at: { monthsBack: 10, fraction: 0.6 } },
  { investor: "nuria-puig", operation: "barcelona-eixample", amount: 35000, at: { monthsBack: 1, fraction: 0.8 } },
  { investor: "pablo-jimenez", operation: "valencia-ruzafa", amount: 40000, at: { monthsBack: 7, fraction: 0.6 } },
  { investor: "pablo-jimenez", operation: "valencia-benimaclet", amount: 25000, at: { monthsBack: 1, fraction: 0.3 } },
  { investor: "pablo-jimenez", operation: "madrid-vallecas", amount: 15000, at: { monthsBack: 10, fraction: 0.3 } },
  { investor: "isabel-moreno", operation: "madrid-salamanca", amount: 100000, at: { monthsBack: 5, fraction: 0.4 } },
  { investor: "isabel-moreno", operation: "madrid-chamberi", amount: 45000, at: { monthsBack: 2, fraction: 0.6 } },
  { investor: "isabel-moreno", operation: "sevilla-triana", amount: 30000, at: { monthsBack: 3, fraction: 0.8 } },
  { investor: "andres-dominguez", operation: "sevilla-santa-cruz", amount: 60000, at: { monthsBack: 7, fraction: 0.8 } },
  { investor: "andres-dominguez", operation: "sevilla-triana", amount: 30000, at: { monthsBack: 3, fraction: 0.5 } },
  { investor: "elena-ruiz", operation: "valencia-malvarrosa", amount: 30000, at: { monthsBack: 0, fraction: 0.6 } },
  { investor: "elena-ruiz", operation: "valencia-ruzafa", amount: 30000, at: { monthsBack: 5, fraction: 0.7 } },
  { investor: "miguel-vazquez", operation: "madrid-salamanca", amount: 150000, at: { monthsBack: 4, fraction: 0.5 } },
  // Overdue: taken 22 days ago, due 12 days ago, 20.000 paid and the last 15.000 announced, not received.
  { investor: "miguel-vazquez", operation: "madrid-chamberi", amount: 35000, at: { daysAgo: 22 }, dueInDays: -12 },
  { investor: "laura-serrano", operation: "valencia-benimaclet", amount: 40000, at: { monthsBack: 1, fraction: 0.6 } },
  // Due soon: taken 8 days ago, due in 2 days (inside the reminder window), nothing paid in yet.
  { investor: "laura-serrano", operation: "valencia-malvarrosa", amount: 30000, at: { daysAgo: 8 }, dueInDays: 2, unpaid: true },
  // Requests waiting for the club's decision ("Quiero participar"), asked 1 and 3 days ago.
  { investor: "carmen-lopez", operation: "madrid-chamberi", amount: 30000, at: { daysAgo: 1 }, status: "requested" },
  { investor: "pablo-jimenez", operation: "barcelona-eixample", amount: 35000, at: { daysAgo: 3 }, status: "requested" },
];

/** The participations the club confirmed (every one but the requests): contracts, holders, places. */
export const COMMITTED_INVESTMENTS = INVESTMENTS.filter((inv) => inv.status !== "requested");

export const investmentKey = (inv: InvestmentSeed) => `${inv.investor}@${inv.operation}`;

export const demoInvestmentId = (inv: InvestmentSeed) => stableId(`demo:investment:${investmentKey(inv)}`);

export function investmentDate(anchor: Date, inv: InvestmentSeed, index: number): Date {
  return momentOf(anchor, inv.at, 9 + (index % 9), (index * 13) % 60);
}

export function buildInvestments(anchor: Date): Prisma.ParticipationCreateManyInput[] {
  return INVESTMENTS.map((inv, i) => {
    const date = investmentDate(anchor, inv, i);
    const row = {
      id: demoInvestmentId(inv),
      userId: userId(inv.investor),
      operationId: operationId(inv.operation),
      amount: money(cents(inv.amount)),
    };
    if (inv.status === "requested") return { ...row, investmentDate: date, status: "requested", requestedAt: date, termsAcceptedAt: date };
    // Those of the liquidated operations too: the demo's history liquidates them (prisma/demo/history.ts).
    return { ...row, investmentDate: date, status: "active", ...demoPaymentTerms(anchor, inv, date) };
  });
}

/** A committed demo participation's reference (the same on every seed) and deadline. */
function demoPaymentTerms(anchor: Date, inv: InvestmentSeed, date: Date) {
  const seed = createHash("sha256").update(investmentKey(inv)).digest();
  const paymentDue = inv.dueInDays === undefined ? dayAfter(date, 10) : calendarDaysAgo(anchor, -inv.dueInDays);
  return { paymentReference: newPaymentReference((n) => seed.subarray(0, n)), paymentDue };
}
