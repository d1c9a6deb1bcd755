import type { Moment } from "./calendar";

/**
 * The demo operations already liquidated (finalizada, cerrada). Their participations are seeded
 * active, their capital paid in (prisma/demo/transactions.ts), and the platform liquidates them in
 * the demo's history (prisma/demo/history.ts) with these figures, on these days: the liquidation
 * writes every participation's movements and closes it, its SEPA batch sends the payouts, a bank
 * statement's debits complete them.
 */
export type DemoLiquidation = {
  operation: string;
  /** The liquidation's day. */
  at: Moment;
  /** What the sale (or the court) brought in, and its itemised costs: the admin's form. */
  proceeds: string;
  costs: { concept: string; amount: string }[];
};

export const DEMO_LIQUIDATIONS: readonly DemoLiquidation[] = [
  {
    operation: "madrid-vallecas",
    at: { monthsBack: 3, fraction: 0.6 },
    proceeds: "39950.00",
    costs: [{ concept: "Honorarios de procurador y abogado", amount: "1150.00" }],
  },
  {
    operation: "sevilla-nervion",
    at: { monthsBack: 2, fraction: 0.55 },
    proceeds: "101000.00",
    costs: [
      { concept: "Notaría y registro de la compraventa", amount: "1250.00" },
      { concept: "Comisión de la agencia inmobiliaria", amount: "2000.00" },
    ],
  },
  {
    operation: "sevilla-santa-cruz",
    at: { monthsBack: 1, fraction: 0.4 },
    proceeds: "128400.00",
    costs: [
      { concept: "Impuesto municipal sobre el incremento de valor (plusvalía)", amount: "1480.00" },
      { concept: "Notaría y registro de la compraventa", amount: "920.00" },
    ],
  },
];

export const LIQUIDATED_OPERATIONS = DEMO_LIQUIDATIONS.map((liquidation) => liquidation.operation);
