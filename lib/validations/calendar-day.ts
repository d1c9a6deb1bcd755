/**
 * "yyyy-MM-dd" of a date field: either that calendar day, or an ISO instant
 * ("yyyy-MM-ddTHH:mm[:ss[.fff]][Z|±HH:mm]") of which the day is kept. Every component must exist:
 * 31 February, month 13, hour 25 or minute 60 give null instead of being rolled over into another
 * day the way `new Date` does. Years run from 0001 to 9999 (PostgreSQL has no year 0).
 */
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(?:Z|[+-](\d{2}):(\d{2}))?)?$/;

export function calendarDayOf(value: string): string | null {
  const match = ISO.exec(value);
  if (!match) return null;
  const [, year, month, day, hour = "0", minute = "0", second = "0", offsetHours = "0", offsetMinutes = "0"] = match;
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (y < 1 || m < 1 || m > 12 || d < 1 || d > daysInMonth(y, m)) return null;
  if (Number(hour) > 23 || Number(minute) > 59 || Number(second) > 59) return null;
  if (Number(offsetHours) > 23 || Number(offsetMinutes) > 59) return null;
  return `${year}-${month}-${day}`;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}
