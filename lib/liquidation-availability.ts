import { centsOf } from "./money";

/**
 * Why an operation's liquidation cannot be made yet (issue 67, item 1: its form is shown only where it can), or null
 * when it can: an archived operation is kept as it was; an open one still takes requests (it is liquidated once the
 * credit is sold or collected, after it stops being open); with nothing paid in, there is no capital to return.
 */
export function liquidationUnavailable(operation: { status: string; archivedAt: string | Date | null }, paid: string): string | null {
  if (operation.archivedAt) return "La operación está archivada: no se puede liquidar.";
  if (operation.status.toLowerCase() === "abierta")
    return "La liquidación se hace cuando la operación deja de estar abierta: cambia su estado (En curso, Reservada…) al cobrar o vender el crédito.";
  if (centsOf(paid) === 0n) return "Ninguna participación ha pagado todavía: no hay capital que liquidar.";
  return null;
}
