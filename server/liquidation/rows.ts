import type { LiquidationTotalsCents } from "@/lib/liquidation";
import type { OpenItems } from "./open-items";

// A liquidation as the API answers it (`POST /api/operations/{id}/liquidation[/preview]`, `GET …`):
// the shapes the writer (./liquidation.ts) and the notice (./notice.ts) share, apart from both.

/** One participation's figures, as decimal strings. */
export type LiquidationRowDto = {
  investmentId: string;
  investorId: string;
  investorName: string | null;
  capital: string;
  result: string;
  fee: string;
  gain: string;
  withholding: string;
  net: string;
};
export type LiquidationTotalsDto = Record<keyof LiquidationTotalsCents, string>;

export type LiquidationDto = {
  id: string | null;
  operationId: string;
  date: string;
  proceeds: string;
  costs: { concept: string; amount: string }[];
  /** The IRPF rate applied (percent, "19.00"). */
  withholdingRate: string;
  rows: LiquidationRowDto[];
  totals: LiquidationTotalsDto;
  confirmedAt: string | null;
  confirmedBy: string | null;
  /** The preview's: what the confirmation must decide, and who cannot be paid or certified yet. */
  open: OpenItems | null;
  /** The confirmed liquidation's transfers, each ordered, sent or completed. */
  payouts: {
    investmentId: string;
    amount: string;
    status: string;
    sentAt: string | null;
    completedAt: string | null;
    /** Whether its investor has an IBAN of the SEPA scheme (else a batch leaves it out, ordered). */
    payable: boolean;
    /** The SEPA batch that carried it to the bank. */
    batchNumber: number | null;
  }[];
  /** The SEPA batches downloaded, oldest first: each can be downloaded again as it was. */
  batches: { number: number; messageId: string; transfers: number; total: string; createdAt: string }[];
};
