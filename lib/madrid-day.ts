import { TZDate } from "@date-fns/tz";
import { dayInMadrid, madridClock, TIME_ZONE } from "./format";

/**
 * The club's calendar is Madrid's (docs/product.md#any-day): a day, a month and a tax year begin
 * at 00:00 in Madrid, never at 00:00 UTC (an hour or two earlier).
 */

/** The calendar day `days` after `from`'s day in Madrid, as a date column holds it (UTC midnight). */
export function dayAfter(from: Date, days: number): Date {
  const day = madridDate(from);
  day.setUTCDate(day.getUTCDate() + days);
  return day;
}

/** `moment`'s calendar day in Madrid, as a date column holds it (UTC midnight): 23:30 UTC on 31 January is 1 February. */
export const madridDate = (moment: Date): Date => new Date(`${dayInMadrid(moment)}T00:00:00Z`);

/** The instant Madrid's day `day` (yyyy-MM-dd) begins; `after` days later, with days rolling over months. */
export function madridDayStart(day: string, after = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  return madridTime(year, month - 1, date + after);
}

/** The instant Madrid's wall clock reads the given time (month from 0; days and months roll over). */
export function madridTime(year: number, month: number, date: number, hours = 0, minutes = 0): Date {
  return new Date(new TZDate(year, month, date, hours, minutes, TIME_ZONE).getTime());
}

/** A tax year's days, as a date column (a movement's value date) holds them: 1 January to 31 December. */
export function yearDays(year: number): { gte: Date; lte: Date } {
  return { gte: new Date(Date.UTC(year, 0, 1)), lte: new Date(Date.UTC(year, 11, 31)) };
}

/** The year of `moment` on Madrid's calendar (a movement at 00:30 on 1 January belongs to the new one). */
export const madridYear = (moment: Date) => Number(dayInMadrid(moment).slice(0, 4));

/** The month (yyyy-MM) of `moment` on Madrid's calendar. */
export const madridMonth = (moment: Date) => dayInMadrid(moment).slice(0, 7);

/** `moment` on Madrid's wall clock with its offset, as ISO 8601 writes it: "2026-12-02T05:10:00+01:00". */
export function madridDateTime(moment: Date): string {
  const { year, month, day, hour, minute, second, offset } = madridClock(moment);
  return `${year}-${month}-${day}T${hour}:${minute}:${second}${offset}`;
}
