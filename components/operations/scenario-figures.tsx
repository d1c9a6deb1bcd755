import { formatMoney, formatMonths, formatPercent } from "@/lib/format-number";
import type { ScenarioResult } from "@/lib/returns";
import { cn } from "@/lib/utils";
import { FactList } from "@/components/shared/fact-list";

export type ScenarioView = {
  id: string;
  name: string;
  months: number;
  explanation: string | null;
  /** The operation's "previsto": its figures at the minimum ticket are the operation's expected return and term. */
  expected?: boolean;
  result: ScenarioResult;
};

export const SCENARIO_LEGAL_NOTE = "Escenarios ilustrativos; no constituyen una garantía de rentabilidad.";

const signed = (value: string) => (value.startsWith("-") ? "text-destructive" : "text-emerald-700 dark:text-emerald-400");

/**
 * The figures of each scenario for one ticket (public calculator and investor area). No hooks.
 * Columns follow the width the list is given, not the window's: in the investor area it shares
 * its row with the court timeline.
 */
export function ScenarioFigures({ scenarios }: { scenarios: ScenarioView[] }) {
  return (
    <div className="@container">
      <ul className="grid gap-4 @xl:grid-cols-2 @3xl:grid-cols-3" data-testid="scenario-list">
        {scenarios.map(({ id, name, months, explanation, expected, result }) => (
          <li key={id} className="rounded-lg border border-border p-4" data-testid="scenario">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 className="font-semibold">{name}</h3>
              {expected && (
                // A badge's look without the Badge component: this list is in the public page's client bundle.
                <span
                  className="shrink-0 rounded-full bg-secondary px-2 py-0.5 text-xs font-medium text-secondary-foreground"
                  title="La rentabilidad esperada y el plazo estimado de la operación son los de este escenario"
                >
                  Previsto
                </span>
              )}
            </div>
            <p className="text-sm text-muted-foreground">{formatMonths(months)}</p>
            {explanation && <p className="mt-2 text-sm text-muted-foreground">{explanation}</p>}
            <FactList
              className="mt-3 space-y-1 text-sm"
              rowClassName="flex justify-between gap-2"
              valueClassName="whitespace-nowrap"
              facts={[
                {
                  label: "Importe devuelto",
                  value: formatMoney(result.returned),
                  valueClassName: "font-semibold",
                  testId: "scenario-returned",
                },
                {
                  label: "Ganancia neta",
                  value: formatMoney(result.netGain),
                  valueClassName: cn("font-semibold", signed(result.netGain)),
                  testId: "scenario-gain",
                },
                { label: "Rentabilidad sobre el ticket", value: formatPercent(result.returnOnTicket), valueClassName: "font-semibold" },
                { label: "Rentabilidad anualizada (TIR)", value: formatPercent(result.annualised), valueClassName: "font-semibold" },
                { label: "Comisión de éxito del club (50\u00a0%)", value: formatMoney(result.fee), rowClassName: "text-muted-foreground" },
                ...(result.deposit
                  ? [
                      {
                        label: `Cuenta de depósito (${formatPercent(result.deposit.tae)} TAE), mismo plazo`,
                        value: formatMoney(result.deposit.returned),
                        rowClassName: "border-t border-border pt-1 text-muted-foreground",
                      },
                    ]
                  : []),
              ]}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}
