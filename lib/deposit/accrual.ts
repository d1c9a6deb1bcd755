import { decimalOf } from "../money";
import { periodInterest, type TaeSchedule } from "./interest";
import { addDays } from "./calendar";
import { balanceChanges, depositBalance, interestCreditDays } from "./position";

/**
 * Which days of a period still earn interest to be credited (issue 51): from the period's first day,
 * or from the day after the account's last credit inside it — the interest to the day credited when
 * the account was closed —, so that no day is credited twice (lib/deposit/position.ts says which
 * days were credited).
 */
type Dated = { kind: string; amount: string; valueDate: string };
type Period = { from: string; to: string };

export function accrualFrom(movements: readonly Dated[], period: Period): string {
  const last = interestCreditDays(movements, period.from, period.to).at(-1);
  return last ? addDays(last, 1) : period.from;
}

/**
 * The interest `period` has accrued and not credited, from its accrual start to `until` (excluded),
 * as it would be credited: the exact figure rounded to cents once (lib/deposit/interest.ts).
 */
export function uncreditedInterest(movements: readonly Dated[], tae: string | TaeSchedule, period: Period, until: string): string {
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
