import { dayInMadrid } from "./format";

/** The calendar day `days` after `from`'s day in Madrid, as a date column holds it (UTC midnight). */
export function dayAfter(from: Date, days: number): Date {
  const day = new Date(`${dayInMadrid(from)}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day;
}
