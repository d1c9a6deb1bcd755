/** A deposit withdrawal's states as people read them (server/deposit/withdrawals.ts). */
export const WITHDRAWAL_STATUS_LABELS: Record<string, string> = {
  requested: "Pendiente de aprobar",
  approved: "Aprobada",
  cancelled: "Anulada",
  sent: "Enviada al banco",
  paid: "Pagada",
};
