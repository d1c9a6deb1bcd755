/**
 * A table cell's className for long names (an operation's or a contract's title): it wraps instead
 * of widening the table. A plain module, so that server pages and the client admin columns share it.
 */
export const WRAPPING_TEXT = "min-w-40 whitespace-normal [overflow-wrap:anywhere]";
