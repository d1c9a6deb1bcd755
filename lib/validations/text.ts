/**
 * Characters nobody types into a form and PostgreSQL may refuse (a NUL byte is error 22021):
 * control characters (C0, DEL, C1) and halves of a surrogate pair. A textarea may hold tab and
 * line breaks; a one-line field holds none of them.
 */
const NOT_IN_ONE_LINE = /[\p{Cc}\p{Cs}]/u;
const NOT_IN_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|\p{Cs}/u;

export const FORBIDDEN_CHARACTERS_MESSAGE = "Contiene caracteres no permitidos";

export function hasForbiddenCharacters(value: string, { multiline = false }: { multiline?: boolean } = {}): boolean {
  return (multiline ? NOT_IN_MULTILINE : NOT_IN_ONE_LINE).test(value);
}

const CONTROL_RUNS = /[\p{Cc}\p{Cs}]+/gu;

/**
 * A search text or filter from a query string: every run of control characters becomes one space
 * (they never belong to a search, and the database refuses a NUL), trimmed and cut to `max`
 * characters without splitting one.
 */
export function queryText(value: string, max: number): string {
  return Array.from(value.replace(CONTROL_RUNS, " ").trim()).slice(0, max).join("").trim();
}
