import { formatMoney, formatMonths, formatPercent } from "@/lib/format-number";
import type { ScenarioResult } from "@/lib/returns";
import { cn } from "@/lib/utils";

export type ScenarioView = { id: string; name: string; months: number; explanation: string | null; result: ScenarioResult };

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
        {scenarios.map(({ id, name, months, explanation, result }) => (
          <li key={id} className="rounded-lg border border-border p-4" data-testid="scenario">
            <h3 className="font-semibold">{name}</h3>
            <p className="text-sm text-muted-foreground">{formatMonths(months)}</p>
            {explanation && <p className="mt-2 text-sm text-muted-foreground">{explanation}</p>}
            <dl className="mt-3 space-y-1 text-sm">
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Importe devuelto</dt>
                <dd className="font-semibold whitespace-nowrap" data-testid="scenario-returned">
                  {formatMoney(result.returned)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Ganancia neta</dt>
                <dd className={cn("font-semibold whitespace-nowrap", signed(result.netGain))} data-testid="scenario-gain">
                  {formatMoney(result.netGain)}
                </dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Rentabilidad sobre el ticket</dt>
                <dd className="font-semibold whitespace-nowrap">{formatPercent(result.returnOnTicket)}</dd>
              </div>
              <div className="flex justify-between gap-2">
                <dt className="text-muted-foreground">Rentabilidad anualizada (TIR)</dt>
                <dd className="font-semibold whitespace-nowrap">{formatPercent(result.annualised)}</dd>
              </div>
              <div className="flex justify-between gap-2 text-muted-foreground">
                <dt>Comisión de éxito del club (50&nbsp;%)</dt>
                <dd className="whitespace-nowrap">{formatMoney(result.fee)}</dd>
              </div>
              <div className="flex justify-between gap-2 border-t border-border pt-1 text-muted-foreground">
                <dt>Cuenta de depósito (10&nbsp;% TAE), mismo plazo</dt>
                <dd className="whitespace-nowrap">{formatMoney(result.deposit.returned)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
