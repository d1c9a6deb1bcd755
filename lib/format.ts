import { TZDate } from "@date-fns/tz";
import { format as formatDateFns } from "date-fns";

/** Formatting at the edge: money arrives as a decimal string and is only turned into text here. */

export const TIME_ZONE = "Europe/Madrid";
export { NOT_AVAILABLE, formatMoney, formatMoneyShort, formatMonths, formatPercent } from "./format-number";
import { NOT_AVAILABLE, toNumber, type Amount } from "./format-number";

/**
 * dd/MM/yyyy in Europe/Madrid. Calendar dates (acquisition, closing…) travel as "yyyy-MM-dd" and are
 * shown as they are; instants (ISO with a time) are converted to Madrid's calendar day.
 */
export function formatDate(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return NOT_AVAILABLE;
  if (typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)) {
    const [y, m, d] = value.split("-");
    return `${d}/${m}/${y}`;
  }
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return formatDateFns(new TZDate(date, TIME_ZONE), "dd/MM/yyyy");
}

/** The calendar day (yyyy-MM-dd) of an instant in Europe/Madrid: what a date field shows for it. */
export function dayInMadrid(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  return formatDateFns(new TZDate(date, TIME_ZONE), "yyyy-MM-dd");
}

/** dd/MM/yyyy HH:mm in Europe/Madrid, for moments a person may need to tell apart (downloads). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return NOT_AVAILABLE;
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  return formatDateFns(new TZDate(date, TIME_ZONE), "dd/MM/yyyy HH:mm");
}

/** Width of a progress bar: the percentage, capped to 0–100. */
export function progressWidth(percentage: number | null | undefined): number {
  if (percentage === null || percentage === undefined || !Number.isFinite(percentage)) return 0;
  return Math.min(100, Math.max(0, percentage));
}

const euroCompact = new Intl.NumberFormat("es-ES", {
  style: "currency",
  currency: "EUR",
  notation: "compact",
  maximumFractionDigits: 1,
});

/** "4,2 M€": large sums on dashboard cards. */
export function formatMoneyCompact(value: Amount): string {
  const n = toNumber(value);
  return n === null ? NOT_AVAILABLE : euroCompact.format(n);
}

/** "1234,56": a decimal string with a decimal comma and no grouping, for spreadsheets (CSV). */
export function decimalComma(value: string): string {
  return value.replace(".", ",");
}

/** A file size as a person reads it: "512 B", "340 KB", "2,4 MB" (es-ES, powers of 1024). */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return `${new Intl.NumberFormat("es-ES", { maximumFractionDigits: value < 10 ? 1 : 0 }).format(value)} ${units[unit]}`;
}
