/** A liquidation's transfer, as the back-office reads its state (server/liquidation/payouts.ts). */
export const PAYOUT_STATUS_LABELS = {
  ordered: "Ordenada",
  sent: "Enviada al banco",
  completed: "Completada",
  cancelled: "Anulada",
} as const;
export type PayoutStatus = keyof typeof PAYOUT_STATUS_LABELS;
