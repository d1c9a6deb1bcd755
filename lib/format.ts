/** Formatting at the edge: money arrives as a decimal string and is only turned into text here. */

export const TIME_ZONE = "Europe/Madrid";
export { NOT_AVAILABLE, formatMoney, formatMoneyShort, formatMonths, formatPercent } from "./format-number";
import { NOT_AVAILABLE, toNumber, type Amount } from "./format-number";

/**
 * Madrid's wall clock, read with one formatter made once: the pages format hundreds of dates each, and a formatter
 * per call (as a time-zone date object makes for every field it reads) was a measurable part of rendering them.
 */
const MADRID_CLOCK = new Intl.DateTimeFormat("en-GB", {
  timeZone: TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

type MadridClock = { year: string; month: string; day: string; hour: string; minute: string; second: string; offset: string };

/** An instant on Madrid's wall clock, each part as two digits (the year as four), and its offset ("+01:00"). */
export function madridClock(date: Date): MadridClock {
  const parts = { year: "", month: "", day: "", hour: "", minute: "", second: "", offset: "+00:00" };
  for (const part of MADRID_CLOCK.formatToParts(date)) {
    if (part.type === "timeZoneName") parts.offset = part.value.replace("GMT", "") || "+00:00";
    else if (part.type in parts) parts[part.type as Exclude<keyof MadridClock, "offset">] = part.value;
  }
  return parts;
}

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
  const { year, month, day } = madridClock(date);
  return `${day}/${month}/${year}`;
}

/** The calendar day (yyyy-MM-dd) of an instant in Europe/Madrid: what a date field shows for it. */
export function dayInMadrid(value: string | Date): string {
  const date = typeof value === "string" ? new Date(value) : value;
  const { year, month, day } = madridClock(date);
  return `${year}-${month}-${day}`;
}

/** dd/MM/yyyy HH:mm in Europe/Madrid, for moments a person may need to tell apart (downloads). */
export function formatDateTime(value: string | Date | null | undefined): string {
  if (value === null || value === undefined || value === "") return NOT_AVAILABLE;
  const date = typeof value === "string" ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return NOT_AVAILABLE;
  const { year, month, day, hour, minute } = madridClock(date);
  return `${day}/${month}/${year} ${hour}:${minute}`;
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
