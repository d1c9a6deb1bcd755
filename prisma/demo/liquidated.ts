/**
 * The demo operations already liquidated (finalizada, cerrada): every participation in them has had
 * its capital and its return paid back (prisma/demo/transactions.ts) and is "closed".
 */
export const LIQUIDATED_OPERATIONS = ["sevilla-nervion", "sevilla-santa-cruz", "madrid-vallecas"] as const;
