import { madridTime } from "../../lib/madrid-day";
import { anchorDay, daysAgo } from "./util";

/**
 * When a demo row happened, counted from today on Madrid's calendar: either an explicit number of
 * days ago (the rows whose state depends on it: a deadline passed, a deadline coming), or a place
 * inside a calendar month counted back from this one (the rows that make "this month" and "last
 * month" hold data on any day, the 1st included).
 */
export type Moment = { daysAgo: number } | { monthsBack: number; fraction: number };

/** The instant of `at`, at `hour`:`minute` in Madrid; a moment today is at 00:00 (never after now). */
export function momentOf(anchor: Date, at: Moment, hour = 10, minute = 0): Date {
  if ("daysAgo" in at) return at.daysAgo === 0 ? anchor : daysAgo(anchor, at.daysAgo, hour, minute);
  return inMonth(anchor, at.monthsBack, at.fraction, hour, minute);
}

/**
 * A moment inside a calendar month counted back from the anchor's month: `monthsBack` 0 is the
 * current month (up to today), 1 the previous month, and so on; `fraction` in [0, 1) places it
 * within that month. A moment that lands on today is at 00:00 in Madrid, so it is never after "now",
 * and on the 1st of a month "this month" still has its rows.
 */
export function inMonth(anchor: Date, monthsBack: number, fraction: number, hour = 10, minute = 0): Date {
  const today = anchorDay(anchor);
  const month = today.month - monthsBack;
  const span = monthsBack === 0 ? today.date : new Date(Date.UTC(today.year, month + 1, 0)).getUTCDate();
  const date = 1 + Math.min(span - 1, Math.max(0, Math.floor(fraction * span)));
  if (monthsBack === 0 && date === today.date) return anchor;
  return madridTime(today.year, month, date, hour, minute);
}
