import { createHash } from "node:crypto";
import { newPaymentReference } from "../../lib/payment-reference";
import { dayAfter } from "../../lib/madrid-day";
import type { Prisma } from "../../generated/prisma/client";
import { inMonth } from "./calendar";
import { operationId } from "./operations";
import { userId } from "./people";
import { stableId } from "./random";
import { LIQUIDATED_OPERATIONS } from "./liquidated";
import { cents, money } from "./util";

export type InvestmentSeed = {
  investor: string;
  operation: string;
  /** Euros. */
  amount: number;
  /** Month of the participation, counted back from the anchor's month (0–11), and place in it. */
  monthsBack: number;
  fraction: number;
};

/**
 * 25 participations. The demo investor holds three (an open, an ongoing and a finished operation);
 * every other investor holds one to three, except Rocío Delgado (registered recently, none yet).
 * Each one's capital is among the transactions (prisma/demo/transactions.ts); those in the
 * operations already liquidated are "closed" (Liquidada), the others "active".
 */
export const INVESTMENTS: InvestmentSeed[] = [
  { investor: "inversor", operation: "madrid-chamberi", amount: 30000, monthsBack: 1, fraction: 0.7 },
  { investor: "inversor", operation: "valencia-ruzafa", amount: 50000, monthsBack: 7, fraction: 0.2 },
  { investor: "inversor", operation: "sevilla-nervion", amount: 45000, monthsBack: 9, fraction: 0.8 },
  { investor: "carmen-lopez", operation: "sevilla-santa-cruz", amount: 50000, monthsBack: 11, fraction: 0.5 },
  { investor: "carmen-lopez", operation: "sevilla-nervion", amount: 40000, monthsBack: 9, fraction: 0.3 },
  { investor: "carmen-lopez", operation: "sevilla-triana", amount: 30000, monthsBack: 2, fraction: 0.5 },
  { investor: "alejandro-fernandez", operation: "barcelona-gracia", amount: 60000, monthsBack: 8, fraction: 0.4 },
  { investor: "alejandro-fernandez", operation: "barcelona-eixample", amount: 40000, monthsBack: 0, fraction: 0.3 },
  { investor: "nuria-puig", operation: "barcelona-gracia", amount: 50000, monthsBack: 8, fraction: 0.7 },
  { investor: "nuria-puig", operation: "madrid-vallecas", amount: 20000, monthsBack: 10, fraction: 0.6 },
  { investor: "nuria-puig", operation: "barcelona-eixample", amount: 35000, monthsBack: 1, fraction: 0.8 },
  { investor: "pablo-jimenez", operation: "valencia-ruzafa", amount: 40000, monthsBack: 7, fraction: 0.6 },
  { investor: "pablo-jimenez", operation: "valencia-benimaclet", amount: 25000, monthsBack: 1, fraction: 0.3 },
  { investor: "pablo-jimenez", operation: "madrid-vallecas", amount: 15000, monthsBack: 10, fraction: 0.3 },
  { investor: "isabel-moreno", operation: "madrid-salamanca", amount: 100000, monthsBack: 5, fraction: 0.4 },
  { investor: "isabel-moreno", operation: "madrid-chamberi", amount: 45000, monthsBack: 2, fraction: 0.6 },
  { investor: "isabel-moreno", operation: "sevilla-triana", amount: 30000, monthsBack: 3, fraction: 0.8 },
  { investor: "andres-dominguez", operation: "sevilla-santa-cruz", amount: 60000, monthsBack: 7, fraction: 0.8 },
  { investor: "andres-dominguez", operation: "sevilla-triana", amount: 30000, monthsBack: 3, fraction: 0.5 },
  { investor: "elena-ruiz", operation: "valencia-malvarrosa", amount: 30000, monthsBack: 0, fraction: 0.6 },
  { investor: "elena-ruiz", operation: "valencia-ruzafa", amount: 30000, monthsBack: 5, fraction: 0.7 },
  { investor: "miguel-vazquez", operation: "madrid-salamanca", amount: 150000, monthsBack: 4, fraction: 0.5 },
  { investor: "miguel-vazquez", operation: "madrid-chamberi", amount: 35000, monthsBack: 1, fraction: 0.9 },
  { investor: "laura-serrano", operation: "valencia-benimaclet", amount: 40000, monthsBack: 1, fraction: 0.6 },
  { investor: "laura-serrano", operation: "valencia-malvarrosa", amount: 30000, monthsBack: 0, fraction: 0.9 },
];

export const investmentKey = (inv: InvestmentSeed) => `${inv.investor}@${inv.operation}`;

export const demoInvestmentId = (inv: InvestmentSeed) => stableId(`demo:investment:${investmentKey(inv)}`);

export function investmentDate(anchor: Date, inv: InvestmentSeed, index: number): Date {
  return inMonth(anchor, inv.monthsBack, inv.fraction, 9 + (index % 9), (index * 13) % 60);
}

export function buildInvestments(anchor: Date): Prisma.InvestmentCreateManyInput[] {
  return INVESTMENTS.map((inv, i) => ({
    id: demoInvestmentId(inv),
    userId: userId(inv.investor),
    operationId: operationId(inv.operation),
    amount: money(cents(inv.amount)),
    investmentDate: investmentDate(anchor, inv, i),
    status: (LIQUIDATED_OPERATIONS as readonly string[]).includes(inv.operation) ? "closed" : "active",
    ...demoPaymentTerms(inv, investmentDate(anchor, inv, i)),
  }));
}

/** A committed demo participation's reference (the same on every seed) and deadline, ten days after its date. */
function demoPaymentTerms(inv: InvestmentSeed, date: Date) {
  if ((LIQUIDATED_OPERATIONS as readonly string[]).includes(inv.operation)) return {};
  const seed = createHash("sha256").update(investmentKey(inv)).digest();
  return { paymentReference: newPaymentReference((n) => seed.subarray(0, n)), paymentDue: dayAfter(date, 10) };
}
