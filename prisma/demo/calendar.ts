import { addDays, daysBetween, monthStart } from "./util";

/**
 * A moment inside a calendar month counted back from the anchor's month: `monthsBack` 0 is the
 * current month (up to the anchor day), 1 the previous month, and so on; `fraction` in [0, 1)
 * places it within that month. Placing rows by month rather than by "days ago" guarantees that the
 * dashboard's "this month" and "previous month" always have data, whatever the day of the month.
 * A moment that lands on the anchor day itself is moved to the early hours (never after "now"
 * for runs after ~02:00 Spanish time).
 */
export function inMonth(anchor: Date, monthsBack: number, fraction: number, hour = 10, minute = 0): Date {
  const start = monthStart(anchor, monthsBack);
  const end = monthsBack === 0 ? anchor : monthStart(anchor, monthsBack - 1);
  const span = monthsBack === 0 ? daysBetween(start, end) + 1 : daysBetween(start, end);
  const offset = Math.min(span - 1, Math.max(0, Math.floor(fraction * span)));
  const dayStart = addDays(start, offset);
  const h = dayStart.getTime() === anchor.getTime() ? 0 : hour;
  return new Date(dayStart.getTime() + (h * 60 + minute) * 60_000);
}
