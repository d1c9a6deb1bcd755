import type { DepositCrediting } from "./crediting";

/**
 * The deposit account's calendar (Madrid's days, "yyyy-MM-dd"): its interest periods — calendar
 * months or quarters, from the first day to the day before the next period's (`to` excluded) — and
 * the next operating window a withdrawal asked for today is served in, after its notice.
 */
const day = (date: Date) => date.toISOString().slice(0, 10);
/** The day `days` after `from` (before, when negative). */
export const addDays = (from: string, days: number) => {
  const date = new Date(`${from}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return day(date);
};

/** The interest period `today` is in: `from` included, `to` excluded; it is credited at its end. */
export function periodOf(today: string, crediting: DepositCrediting): { from: string; to: string } {
  const [year, month] = today.split("-").map(Number) as [number, number];
  const months = crediting === "monthly" ? 1 : 3;
  const first = Math.floor((month - 1) / months) * months;
  return { from: day(new Date(Date.UTC(year, first, 1))), to: day(new Date(Date.UTC(year, first + months, 1))) };
}

/** The period just before `period`. */
export const periodBefore = (period: { from: string }, crediting: DepositCrediting) => periodOf(addDays(period.from, -1), crediting);

/** The period's last day: its interest's value date and when it is credited. */
export const creditDay = (period: { to: string }) => addDays(period.to, -1);

/** The first window day ("MM-DD") on or after today plus the notice; null when there are no windows. */
export function nextWindow(today: string, windows: readonly string[], noticeDays: number): string | null {
  if (!windows.length) return null;
  const earliest = addDays(today, noticeDays);
  const year = Number(earliest.slice(0, 4));
  for (const y of [year, year + 1])
    for (const window of [...windows].sort()) {
      const candidate = `${y}-${window}`;
      if (candidate >= earliest) return candidate;
    }
  return null;
}

/** The last day of the latest period that has ended by `today` (what an interest run is made for). */
export function lastEndedPeriodEnd(today: string, crediting: DepositCrediting): string {
  const current = periodOf(today, crediting);
  return creditDay(current) === today ? today : addDays(current.from, -1);
}

/**
 * The crediting days of the periods that have ended by `today` since the one `since` is in (the
 * deposit account's first movement): each is owed an interest run. Oldest first.
 */
export function endedPeriodEnds(since: string, today: string, crediting: DepositCrediting): string[] {
  const ends: string[] = [];
  for (let period = periodOf(since, crediting); creditDay(period) <= today; period = periodOf(period.to, crediting))
    ends.push(creditDay(period));
  return ends;
}
