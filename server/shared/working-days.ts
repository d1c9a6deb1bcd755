import "server-only";
import Holidays from "date-holidays";
import { addDays } from "@/lib/deposit/calendar";

/**
 * Working days in Madrid: Monday to Friday but the public holidays of Spain and of the Comunidad de
 * Madrid (date-holidays' calendar "ES"/"MD", with the days moved to a Monday). Local holidays of the
 * city are not counted: a deadline that falls on one is a day early, never late.
 */
const madrid = new Holidays("ES", "MD");
const holidaysByYear = new Map<number, Set<string>>();

function holidays(year: number): Set<string> {
  let days = holidaysByYear.get(year);
  if (!days) {
    days = new Set(
      madrid
        .getHolidays(year)
        .filter((h) => h.type === "public")
        .map((h) => h.date.slice(0, 10)),
    );
    holidaysByYear.set(year, days);
  }
  return days;
}

/** Whether a calendar day ("yyyy-mm-dd") is a working day in Madrid. */
export function isWorkingDay(day: string): boolean {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  return weekday !== 0 && weekday !== 6 && !holidays(Number(day.slice(0, 4))).has(day);
}

/** The `count`-th working day after `day` (the day itself not counted): 10 working days from a filing. */
export function addWorkingDays(day: string, count: number): string {
  let current = day;
  for (let left = count; left > 0;) {
    current = addDays(current, 1);
    if (isWorkingDay(current)) left--;
  }
  return current;
}

/** The same day `months` later ("yyyy-mm-dd"); the month's last day when it has no such day (31 January + 1 → 28 February). */
export function addCalendarMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const index = year * 12 + (month - 1) + months;
  const [toYear, toMonth] = [Math.floor(index / 12), (index % 12) + 1];
  const last = new Date(Date.UTC(toYear, toMonth, 0)).getUTCDate();
  return `${toYear}-${String(toMonth).padStart(2, "0")}-${String(Math.min(date, last)).padStart(2, "0")}`;
}
