"use client";

import { useDeferredValue, useId, useMemo, useState } from "react";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/format";
import { computeScenarios, effectiveTicket, parseAmount, type ScenarioTerms } from "@/lib/returns";
import { SCENARIO_LEGAL_NOTE, ScenarioFigures } from "./scenario-figures";

export type CalculatorScenario = ScenarioTerms & { id: string; explanation: string | null };

/**
 * The public return calculator: the visitor types a ticket (never below the minimum) and every
 * scenario is recomputed in the browser, after the club's terms (lib/returns.ts).
 */
export function ReturnCalculator({ ticketMin, pvp, scenarios }: { ticketMin: string; pvp: string; scenarios: CalculatorScenario[] }) {
  const id = useId();
  const [input, setInput] = useState(() => ticketMin.replace(/\.00$/, ""));
  const deferred = useDeferredValue(input);
  const ticket = effectiveTicket(deferred, ticketMin);
  const parsed = parseAmount(input);
  const belowMinimum = input.trim() !== "" && (parsed === null || parsed.lt(ticketMin));
  const results = useMemo(() => computeScenarios(ticket, scenarios, pvp), [ticket, scenarios, pvp]);

  return (
    <div className="space-y-4">
      <div className="max-w-xs space-y-1.5">
        <label htmlFor={`${id}-ticket`} className="text-sm font-medium">
          Importe a invertir (€)
        </label>
        <Input
          id={`${id}-ticket`}
          inputMode="decimal"
          value={input}
          onChange={(event) => setInput(event.target.value)}
          aria-describedby={`${id}-hint`}
          aria-invalid={belowMinimum}
          data-testid="calculator-ticket"
        />
        <p id={`${id}-hint`} className={belowMinimum ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {belowMinimum
            ? `El ticket mínimo es ${formatMoney(ticketMin)}; se calcula con el mínimo.`
            : `Ticket mínimo: ${formatMoney(ticketMin)}.`}
        </p>
      </div>
      <p className="sr-only" aria-live="polite">
        Cálculo para {formatMoney(ticket)}
      </p>
      <ScenarioFigures scenarios={results} />
      <p className="text-xs text-muted-foreground">
        Cifras tras los términos del club: en la cuenta de participación (CPO), comisión de éxito del 50 % sobre la ganancia neta tras costes; la
        cuenta de depósito se muestra al 10 % TAE para comparar. Un único cobro al final del plazo.
      </p>
      <p role="note" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm font-medium" data-testid="calculator-legal-note">
        {SCENARIO_LEGAL_NOTE}
      </p>
    </div>
  );
}
