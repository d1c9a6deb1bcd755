/**
 * A table cell's className for long names (an operation's or a contract's title): it wraps between words instead
 * of widening the table, and never inside a word (issue 67, item 4: "Capital devuelto", not "Cap ital dev uelt o");
 * a token longer than the cell breaks at its punctuation (components/shared/breakable.tsx). A plain module, so that
 * server pages and the client admin columns share it.
 */
export const WORDS_WRAP = "whitespace-normal [overflow-wrap:break-word]";
export const WRAPPING_TEXT = `min-w-40 ${WORDS_WRAP}`;
