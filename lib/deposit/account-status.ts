/** A deposit account's states: open; closing once the transfer of everything went to the bank; closed once the bank paid it. */
export const DEPOSIT_STATUS_LABELS: Record<string, string> = {
  open: "Abierta",
  closing: "Cerrándose",
  closed: "Cerrada",
};
