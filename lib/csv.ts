/**
 * CSV that opens correctly in Spanish Excel: UTF-8 with BOM, ";" between fields, CRLF line ends.
 * Fields are quoted when needed, and a field that a spreadsheet would run as a formula
 * (=, +, -, @ at the start) is prefixed with an apostrophe.
 */
export const CSV_BOM = "\uFEFF";
export const CSV_SEPARATOR = ";";

export function csvField(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d+(,\d+)?$/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(fields: (string | number | null | undefined)[]): string {
  return `${fields.map(csvField).join(CSV_SEPARATOR)}\r\n`;
}
