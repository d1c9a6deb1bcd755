import { centsOf } from "./money";
import { LIQUIDATION_MESSAGES } from "./validations/liquidation";

/** An operation still taking requests: it is liquidated once the credit is sold or collected, after it stops being open. */
export const isStillOpen = (status: string) => status.toLowerCase() === "abierta";

/**
 * Why an operation's liquidation cannot be made yet (issue 67, item 1: its form is shown only where it can), or null
 * when it can: an archived operation is kept as it was; an open one still takes requests; with nothing paid in, there
 * is no capital to return. The server refuses the same three (`previewLiquidation`, `confirmLiquidation`).
 */
export function liquidationUnavailable(operation: { status: string; archivedAt: string | Date | null }, paid: string): string | null {
  if (operation.archivedAt) return "La operación está archivada: no se puede liquidar.";
  if (isStillOpen(operation.status)) return LIQUIDATION_MESSAGES.stillOpen;
  if (centsOf(paid) === 0n) return "Ninguna participación ha pagado todavía: no hay capital que liquidar.";
  return null;
}
