/**
 * The advisory lock every writer of the deposit ledger's interest and withdrawals takes (an interest
 * run, its reversal, a window's transfers): one at a time, so that a closing's interest to the day
 * and a period's run never both credit the same days.
 */
export const DEPOSIT_LEDGER_LOCK = "deposit-interest-run";
