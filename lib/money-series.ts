/**
 * Month-by-month money for the signed-in screens' charts (issue 32, item 6): each point a month
 * "yyyy-MM" and its figures as decimal strings; the same points feed the chart and the table
 * behind it, for screen readers.
 */
export type MonthPoint = { month: string } & Record<string, string | null>;

/** The months from `first` to `last` ("yyyy-MM"), both included. */
export function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  let [year, month] = first.split("-").map(Number) as [number, number];
  const [endYear, endMonth] = last.split("-").map(Number) as [number, number];
  while (year < endYear || (year === endYear && month <= endMonth)) {
    months.push(`${year}-${String(month).padStart(2, "0")}`);
    month++;
    if (month > 12) {
      month = 1;
      year++;
    }
  }
  return months;
}

const MONTH_NAMES = ["ene", "feb", "mar", "abr", "may", "jun", "jul", "ago", "sept", "oct", "nov", "dic"];

/** "2026-11" → "nov 2026" */
export const monthLabel = (month: string) => `${MONTH_NAMES[Number(month.slice(5, 7)) - 1]} ${month.slice(0, 4)}`;
