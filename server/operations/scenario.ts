import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import type { ScenarioBasis, ScenarioTerms } from "@/lib/returns";

/** A return scenario; `expected`: the operation's "previsto", whose return and months the operation shows as expected. */
export type Scenario = ScenarioTerms & { id: string; explanation: string | null; expected: boolean };

export const scenarioSelect = {
  id: true,
  name: true,
  months: true,
  basis: true,
  gross: true,
  costs: true,
  explanation: true,
  expected: true,
} satisfies Prisma.ReturnScenarioSelect;

type ScenarioRow = Prisma.ReturnScenarioGetPayload<{ select: typeof scenarioSelect }>;

/** Decimal(14,4) as the shortest exact string ("1.2500" → "1.25", "294000.0000" → "294000"). */
const factor = (value: Prisma.Decimal) => value.toFixed(4).replace(/\.?0+$/, "");

/** A scenario row as every reader gets it: the case's lists, the portfolio, the operation's expected figures. */
export function toScenario(row: ScenarioRow): Scenario {
  return {
    id: row.id,
    name: row.name,
    months: row.months,
    basis: row.basis as ScenarioBasis,
    gross: factor(row.gross),
    costs: factor(row.costs),
    explanation: row.explanation,
    expected: row.expected,
  };
}
