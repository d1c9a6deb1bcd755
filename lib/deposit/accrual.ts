import { decimalOf } from "../money";
import { periodInterest } from "./interest";
import { balanceChanges, depositBalance } from "./position";

/**
 * Which days of a period still earn interest to be credited (issue 51): from the period's first day,
 * or from the day after the account's last credit inside it — the interest to the day credited when
 * the account was closed —, so that no day is credited twice. A credit is a day whose interest
 * movements sum above zero (a reversed run's sum to nothing).
 */
type Dated = { kind: string; amount: string; valueDate: string };
type Period = { from: string; to: string };

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

export function accrualFrom(movements: readonly Dated[], period: Period): string {
  const byDay = new Map<string, number>();
  for (const m of movements)
    if (m.kind === "interest" && m.valueDate >= period.from && m.valueDate < period.to)
      byDay.set(m.valueDate, (byDay.get(m.valueDate) ?? 0) + Number(m.amount));
  const credited = [...byDay].filter(([, sum]) => sum > 0.004).map(([day]) => day);
  return credited.length ? nextDay(credited.sort().at(-1)!) : period.from;
}

/**
 * The interest `period` has accrued and not credited, from its accrual start to `until` (excluded),
 * as it would be credited: the exact figure rounded to cents once (lib/deposit/interest.ts).
 */
export function uncreditedInterest(movements: readonly Dated[], tae: string, period: Period, until: string): string {
  const from = accrualFrom(movements, period);
  if (from >= until) return "0.00";
  return periodInterest({
    tae,
    from,
    to: until,
    opening: decimalOf(depositBalance(movements.filter((m) => m.valueDate < from))),
    changes: balanceChanges(movements, from, until),
  });
}
