/** Date and money helpers shared by the demo data modules. */

const DAY_MS = 86_400_000;

/**
 * The anchor every relative demo date is computed from: the current day at 00:00 UTC. Given the
 * same day, the seed therefore produces exactly the same rows; reseeding on another day shifts the
 * relative dates (createdAt, investmentDate, transactionDate, …) so that "this month" and "the
 * previous month" always have data. Absolute dates (acquisition, contract dates) are fixed literals.
 */
export function demoAnchor(now: Date = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

/** `days` days before the anchor, at `hour`:`minute` UTC. */
export function daysAgo(anchor: Date, days: number, hour = 10, minute = 0): Date {
  return new Date(anchor.getTime() - days * DAY_MS + (hour * 60 + minute) * 60_000);
}

export function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

export function daysBetween(from: Date, to: Date): number {
  return Math.floor((to.getTime() - from.getTime()) / DAY_MS);
}

/** First day (00:00 UTC) of the month `monthsBack` months before the anchor's month. */
export function monthStart(anchor: Date, monthsBack = 0): Date {
  return new Date(Date.UTC(anchor.getUTCFullYear(), anchor.getUTCMonth() - monthsBack, 1));
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
