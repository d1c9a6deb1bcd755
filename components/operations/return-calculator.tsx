"use client";

import { useId, useRef, useState } from "react";
import Link from "next/link";
import { Input } from "@/components/ui/input";
import { formatMoney } from "@/lib/format-number";
import type { ScenarioTerms } from "@/lib/returns";
import { SCENARIO_LEGAL_NOTE, ScenarioFigures, type ScenarioView } from "./scenario-figures";

export type CalculatorScenario = ScenarioTerms & { id: string; explanation: string | null; expected?: boolean };

type Returns = typeof import("@/lib/returns");

/**
 * The public return calculator: the visitor types a ticket (never below the minimum) and every
 * scenario is recomputed in the browser, after the club's terms (lib/returns.ts). The figures for
 * the minimum ticket come prerendered from the server; the arithmetic (big.js) is downloaded on
 * the first keystroke, so it does not weigh on the page's initial JavaScript.
 */
export function ReturnCalculator({
  ticketMin,
  pvp,
  scenarios,
  initial,
  depositTae,
  requestPath = null,
}: {
  /** The deposit account's TAE as a fraction ("0.1"), to compare with; null where the club does not offer it. */
  depositTae: string | null;
  /** Where "Quiero participar" asks, when the operation takes requests: the amount typed goes with it. */
  requestPath?: string | null;
  ticketMin: string;
  pvp: string;
  scenarios: CalculatorScenario[];
  initial: ScenarioView[];
}) {
  const id = useId();
  const [input, setInput] = useState(() => ticketMin.replace(/\.00$/, ""));
  const [view, setView] = useState({ ticket: ticketMin, belowMinimum: false, results: initial });
  const arithmetic = useRef<Promise<Returns> | null>(null);
  const latest = useRef(0);

  async function recompute(text: string) {
    const request = ++latest.current;
    arithmetic.current ??= import("@/lib/returns");
    const { computeScenarios, effectiveTicket, parseAmount } = await arithmetic.current;
    if (request !== latest.current) return;
    const ticket = effectiveTicket(text, ticketMin);
    const parsed = parseAmount(text);
    setView({
      ticket,
      belowMinimum: text.trim() !== "" && (parsed === null || parsed.lt(ticketMin)),
      results: computeScenarios(ticket, scenarios, pvp, depositTae),
    });
  }

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
          onChange={(event) => {
            setInput(event.target.value);
            void recompute(event.target.value);
          }}
          aria-describedby={`${id}-hint`}
          aria-invalid={view.belowMinimum}
          data-testid="calculator-ticket"
        />
        <p id={`${id}-hint`} className={view.belowMinimum ? "text-sm text-destructive" : "text-sm text-muted-foreground"}>
          {view.belowMinimum
            ? `El ticket mínimo es ${formatMoney(ticketMin)}; se calcula con el mínimo.`
            : `Ticket mínimo: ${formatMoney(ticketMin)}.`}
        </p>
      </div>
      {/* What the figures below were computed with: the amount as understood ("60.000" → 60.000,00 €). */}
      <p className="text-sm font-medium" aria-live="polite" data-testid="calculator-understood">
        Cálculo para {formatMoney(view.ticket)}
      </p>
      <ScenarioFigures scenarios={view.results} />
      {requestPath && (
        <Link
          href={`${requestPath}?importe=${encodeURIComponent(view.ticket)}`}
          prefetch={false}
          className="inline-block text-sm font-medium underline"
          data-testid="calculator-request"
        >
          Participar con {formatMoney(view.ticket)}
        </Link>
      )}
      <p className="text-xs text-muted-foreground">
        Cifras tras los términos del club: en la cuenta de participación (CPO), comisión de éxito del 50&nbsp;% sobre la ganancia neta tras
        costes{depositTae !== null && <>; la cuenta de depósito se muestra a su TAE para comparar</>}. Un único cobro al final del plazo.
      </p>
      <p className="rounded-md border border-amber-500/40 bg-amber-500/10 p-3 text-sm font-medium" data-testid="calculator-legal-note">
        {SCENARIO_LEGAL_NOTE}
      </p>
    </div>
  );
}
