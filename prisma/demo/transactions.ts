import type { MovementLine } from "../../server/ledger/post";
import { momentOf, type Moment } from "./calendar";
import { COMMITTED_INVESTMENTS, demoInvestmentId, INVESTMENTS, investmentKey, type InvestmentSeed } from "./investments";
import { operationId, operationSeed } from "./operations";
import { userId } from "./people";
import { Random } from "./random";
import { madridDate, madridYear } from "../../lib/madrid-day";
import { dayInMadrid } from "../../lib/format";
import { cents, money } from "./util";

export type TransactionType = "APORTE" | "DEVOLUCION" | "HONORARIO";
export type TransactionStatus = "completed" | "pending" | "failed";

/**
 * What a movement is for, so that the demo data can be checked to add up (tests/standalone/
 * demo-data-rules.test.ts): the capital of a participation comes in (in one transfer or in
 * instalments); provisions for court costs come in on top and what is not spent is refunded; fees
 * and third-party costs are apart. What a finished operation pays back is no typed row: the
 * platform's liquidation writes it in the demo's history (prisma/demo/history.ts).
 */
export type MovementPurpose = "capital" | "provision" | "provision-refund" | "fee" | "cost";

export type TransactionSeed = {
  purpose: MovementPurpose;
  type: TransactionType;
  investor: string | null;
  operation: string;
  amountCents: number;
  /** When: days ago, or a place in a month counted back from this one (0–5: the last six months). */
  at: Moment;
  description: string;
  paymentMethod: "Transferencia" | "Cargo automático" | null;
  status: TransactionStatus;
};

/** "Piso en Chamberí – Crédito hipotecario NPL" → "Piso en Chamberí". */
export const shortLabel = (operation: string) => operationSeed(operation).title.split(" – ")[0] ?? operation;

/** Splits `totalCents` between holdings in proportion to their amounts (the last one takes the remainder). */
function proRata(totalCents: number, holdings: InvestmentSeed[]): number[] {
  const base = holdings.reduce((sum, h) => sum + h.amount, 0);
  const parts = holdings.map((h) => Math.floor((totalCents * h.amount) / base));
  const last = parts.length - 1;
  if (last >= 0) parts[last] = (parts[last] ?? 0) + totalCents - parts.reduce((a, b) => a + b, 0);
  return parts;
}

const holdersOf = (operation: string) => COMMITTED_INVESTMENTS.filter((i) => i.operation === operation);
const find = (investor: string, operation: string): InvestmentSeed => {
  const inv = INVESTMENTS.find((i) => i.investor === investor && i.operation === operation);
  if (!inv) throw new Error(`No demo investment ${investor}@${operation}`);
  return inv;
};

/**
 * Participations paid in instalments: [euros, when, status] per instalment, adding up to the
 * participation (the last one of Miguel's in Chamberí is announced, not received yet: it is overdue).
 */
const INSTALMENTS: Record<string, [number, Moment, TransactionStatus][]> = {
  "isabel-moreno@madrid-salamanca": [
    [50000, { monthsBack: 5, fraction: 0.4 }, "completed"],
    [50000, { monthsBack: 4, fraction: 0.35 }, "completed"],
  ],
  "miguel-vazquez@madrid-salamanca": [
    [50000, { monthsBack: 4, fraction: 0.5 }, "completed"],
    [50000, { monthsBack: 3, fraction: 0.5 }, "completed"],
    [50000, { monthsBack: 2, fraction: 0.3 }, "completed"],
  ],
  "isabel-moreno@madrid-chamberi": [
    [30000, { monthsBack: 2, fraction: 0.6 }, "completed"],
    [15000, { monthsBack: 1, fraction: 0.2 }, "completed"],
  ],
  "miguel-vazquez@madrid-chamberi": [
    [20000, { daysAgo: 20 }, "completed"],
    [15000, { daysAgo: 2 }, "pending"],
  ],
};

/** The participations whose capital is among the movements: not the requests, not the one still unpaid. */
export const PAYING_INVESTMENTS = INVESTMENTS.filter((inv) => inv.status !== "requested" && !inv.unpaid);

export function transactionSeeds(): TransactionSeed[] {
  const seeds: TransactionSeed[] = [];
  const push = (s: TransactionSeed) => seeds.push(s);

  // 1. The capital of every participation, on the day it was taken (or in its instalments).
  for (const inv of PAYING_INVESTMENTS) {
    const parts = INSTALMENTS[investmentKey(inv)] ?? [[inv.amount, inv.at, "completed"]];
    parts.forEach(([euros, at, status], n) => {
      push({
        purpose: "capital",
        type: "APORTE",
        investor: inv.investor,
        operation: inv.operation,
        amountCents: cents(euros),
        at,
        description:
          parts.length > 1
            ? `Aportación ${n + 1}/${parts.length} – ${shortLabel(inv.operation)}`
            : `Aportación – ${shortLabel(inv.operation)}`,
        paymentMethod: "Transferencia",
        status,
      });
    });
  }

  // 2. Pro-rata calls for court costs (procurador, tasas, edictos) on the ongoing operations.
  const calls: [string, number, number, number][] = [
    ["barcelona-gracia", 2431.5, 3, 0.45],
    ["valencia-ruzafa", 1893.4, 1, 0.5],
    ["barcelona-gracia", 1187.65, 0, 0.1],
  ];
  for (const [operation, total, monthsBack, fraction] of calls) {
    const holders = holdersOf(operation);
    proRata(cents(total), holders).forEach((amountCents, i) => {
      const holder = holders[i];
      if (!holder) return;
      push({
        purpose: "provision",
        type: "APORTE",
        investor: holder.investor,
        operation,
        amountCents,
        at: { monthsBack, fraction: fraction + i * 0.02 },
        description: `Provisión de fondos para gastos judiciales – ${shortLabel(operation)}`,
        paymentMethod: "Transferencia",
        status: "completed",
      });
    });
  }

  // 3. Unused court-cost provision refunded (one still pending).
  const refunds: [string, number, TransactionStatus][] = [
    ["alejandro-fernandez", 212.35, "completed"],
    ["nuria-puig", 176.95, "pending"],
  ];
  refunds.forEach(([investor, euros, status], i) => {
    push({
      purpose: "provision-refund",
      type: "DEVOLUCION",
      investor,
      operation: "barcelona-gracia",
      amountCents: cents(euros),
      at: { monthsBack: 0, fraction: 0.55 + i * 0.05 },
      description: "Reembolso de provisión de fondos no utilizada – Casa en Gràcia",
      paymentMethod: "Transferencia",
      status,
    });
  });

  // 4. Quarterly management fee (0.45 % of the holding + VAT) on the ongoing operations.
  for (const monthsBack of [4, 1]) {
    for (const operation of ["barcelona-gracia", "valencia-ruzafa"]) {
      holdersOf(operation).forEach((inv, i) => {
        const failed = monthsBack === 1 && inv.investor === "elena-ruiz";
        push({
          purpose: "fee",
          type: "HONORARIO",
          investor: inv.investor,
          operation,
          amountCents: Math.round(cents(inv.amount) * 0.0045 * 1.21),
          at: { monthsBack, fraction: 0.03 + i * 0.01 },
          description: failed
            ? `Comisión de gestión trimestral – ${shortLabel(operation)} (recibo devuelto)`
            : `Comisión de gestión trimestral – ${shortLabel(operation)}`,
          paymentMethod: "Cargo automático",
          status: failed ? "failed" : "completed",
        });
      });
    }
  }

  // 5. Opening fee (1 % + VAT) on the new participations of the Eixample operation.
  for (const investor of ["alejandro-fernandez", "nuria-puig"]) {
    const inv = find(investor, "barcelona-eixample");
    push({
      purpose: "fee",
      type: "HONORARIO",
      investor,
      operation: inv.operation,
      amountCents: Math.round(cents(inv.amount) * 0.01 * 1.21),
      at: "monthsBack" in inv.at ? { ...inv.at, fraction: inv.at.fraction + 0.02 } : inv.at,
      description: "Comisión de apertura – Piso en el Eixample",
      paymentMethod: "Cargo automático",
      status: "completed",
    });
  }

  // 6. Third-party costs of an operation, not charged to a particular investor.
  push({
    purpose: "cost",
    type: "HONORARIO",
    investor: null,
    operation: "valencia-ruzafa",
    amountCents: cents(1028.5),
    at: { monthsBack: 2, fraction: 0.2 },
    description: "Honorarios de procurador – señalamiento de subasta",
    paymentMethod: null,
    status: "completed",
  });
  push({
    purpose: "cost",
    type: "HONORARIO",
    investor: null,
    operation: "sevilla-triana",
    amountCents: cents(580.8),
    at: { monthsBack: 3, fraction: 0.15 },
    description: "Honorarios de tasación – Piso en Triana",
    paymentMethod: null,
    status: "completed",
  });
  push({
    purpose: "cost",
    type: "HONORARIO",
    investor: null,
    operation: "madrid-salamanca",
    amountCents: cents(1742.36),
    at: { monthsBack: 0, fraction: 0.85 },
    description: "Gastos de notaría y registro – cesión del remate",
    paymentMethod: null,
    status: "pending",
  });

  return seeds;
}

/** A seed's moment, its place in the month kept inside the month (fractions add up past 1). */
export const seedMoment = (s: Pick<TransactionSeed, "at">): Moment =>
  "monthsBack" in s.at ? { monthsBack: s.at.monthsBack, fraction: Math.min(0.999, s.at.fraction) } : s.at;

/** Capital paid in by transfer and received: the bank's credits the demo's history imports (history.ts), not typed rows. */
const credited = (s: TransactionSeed) => s.purpose === "capital" && s.status === "completed";

/** A transfer into the club's account bearing a participation's reference, on its value day. */
export type DemoCredit = { investmentId: string; userId: string; day: string; amount: string };

/**
 * The movements the demo types (provisions, fees, costs, an announced payment): handed to the
 * ledger's door as a past history. The capital received comes in by the bank's statements instead
 * (`buildCredits`).
 */
export function buildTransactions(anchor: Date): MovementLine[] {
  return dated(anchor)
    .filter(({ seed }) => !credited(seed))
    .map(numbered());
}

export function buildCredits(anchor: Date): DemoCredit[] {
  return dated(anchor)
    .filter(({ seed }) => credited(seed))
    .map(({ seed, date }) => ({
      investmentId: demoInvestmentId(find(seed.investor!, seed.operation)),
      userId: userId(seed.investor!),
      day: dayInMadrid(date),
      amount: money(seed.amountCents),
    }));
}

/** Every seed at its instant, in date order (the same draws on every seed of the same day). */
function dated(anchor: Date) {
  const rng = new Random("demo:transactions");
  const rows = transactionSeeds().map((s, index) => ({
    seed: s,
    index,
    date: momentOf(anchor, seedMoment(s), rng.int(8, 19), rng.int(0, 59)),
  }));
  rows.sort((a, b) => a.date.getTime() - b.date.getTime() || a.index - b.index);
  return rows;
}

/** References numbered in date order, per prefix and year: TRX-2026-0001, FEE-2026-0001, … */
function numbered() {
  const counters = new Map<string, number>();
  return ({ seed: s, date }: { seed: TransactionSeed; date: Date }): MovementLine => {
    const prefix = s.type === "HONORARIO" ? "FEE" : "TRX";
    const key = `${prefix}-${madridYear(date)}`;
    const n = (counters.get(key) ?? 0) + 1;
    counters.set(key, n);
    return {
      operationId: operationId(s.operation),
      userId: s.investor ? userId(s.investor) : null,
      // Every movement of an investor in an operation is their participation's (one each in the demo).
      investmentId: s.investor ? demoInvestmentId(find(s.investor, s.operation)) : null,
      type: s.type,
      amount: money(s.amountCents),
      description: s.description,
      paymentMethod: s.paymentMethod,
      reference: `${key}-${String(n).padStart(4, "0")}`,
      date: madridDate(date),
      recordedAt: date,
      status: s.status,
    };
  };
}
