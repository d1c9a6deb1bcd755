/** Date and money helpers shared by the demo data modules. */
import { dayInMadrid } from "../../lib/format";
import { madridDayStart, madridTime } from "../../lib/madrid-day";

const DAY_MS = 86_400_000;

/**
 * The anchor every relative demo date is computed from: the instant today began in Madrid (the
 * club's calendar). Given the same day, the seed therefore produces exactly the same rows; reseeding
 * on another day shifts the relative dates (createdAt, investmentDate, transactionDate, …) with it.
 * Absolute dates (acquisition, contract dates) are fixed literals. docs/product.md#demo-data-development-only.
 */
export function demoAnchor(now: Date = new Date()): Date {
  return madridDayStart(dayInMadrid(now));
}

/** The anchor's day in Madrid as numbers (month from 0). */
export function anchorDay(anchor: Date): { year: number; month: number; date: number } {
  const [year, month, date] = dayInMadrid(anchor).split("-").map(Number) as [number, number, number];
  return { year, month: month - 1, date };
}

/** `days` days before the anchor's day, at `hour`:`minute` on Madrid's clock. */
export function daysAgo(anchor: Date, days: number, hour = 10, minute = 0): Date {
  const { year, month, date } = anchorDay(anchor);
  return madridTime(year, month, date - days, hour, minute);
}

/** The calendar day `days` before the anchor's, as a date column holds it (UTC midnight). */
export function calendarDaysAgo(anchor: Date, days: number): Date {
  const { year, month, date } = anchorDay(anchor);
  return new Date(Date.UTC(year, month, date - days));
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** A calendar date for `@db.Date` columns, e.g. `day("2026-03-15")`. */
export function day(isoDate: string): Date {
  return new Date(isoDate);
}

/** Integer cents to a decimal string with two places: 3000000 → "30000.00". */
export function money(cents: number): string {
  const abs = Math.abs(Math.round(cents));
  const sign = cents < 0 ? "-" : "";
  return `${sign}${Math.floor(abs / 100)}.${(abs % 100).toString().padStart(2, "0")}`;
}

/** Euros (may have cents) to integer cents. */
export function cents(euros: number): number {
  return Math.round(euros * 100);
}
