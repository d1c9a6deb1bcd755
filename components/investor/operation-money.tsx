import { formatMoney, formatPercent } from "@/lib/format";
import { moneyResult, type OperationMoney } from "@/lib/operation-money";
import { cn } from "@/lib/utils";
import { FactList, type Fact } from "@/components/shared/fact-list";

/**
 * Tu dinero en esta operación (Mis Operaciones): the investor's completed movements in it and, once
 * the operation is over, what it gave them. The figures are those of Mis Movimientos, summed.
 */
export function OperationMoneySummary({ money, finished, headingId }: { money: OperationMoney; finished: boolean; headingId: string }) {
  const result = moneyResult(money);
  const facts: Fact[] = [
    { label: "Aportado", value: formatMoney(money.contributed), testId: "money-contributed" },
    { label: "Devuelto", value: formatMoney(money.returned), testId: "money-returned" },
    { label: "Honorarios", value: formatMoney(money.fees), testId: "money-fees" },
  ];
  if (finished) {
    facts.push({
      label: "Resultado neto",
      value: (
        <>
          {formatMoney(result.net)}
          {result.onContributed !== null && (
            <span className="block text-xs font-normal text-muted-foreground">{formatPercent(result.onContributed)} sobre lo aportado</span>
          )}
        </>
      ),
      valueClassName: cn("font-semibold", result.net.startsWith("-") ? "text-destructive" : "text-emerald-700 dark:text-emerald-400"),
      testId: "money-net",
    });
  }
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-border pt-4" data-testid="operation-money">
      <h2 id={headingId} className="font-semibold">
        {finished ? "Resultado de tu participación" : "Tu dinero en esta operación"}
      </h2>
      <FactList className="grid grid-cols-2 gap-3 sm:grid-cols-4" valueClassName="whitespace-nowrap" facts={facts} />
      <p className="text-xs text-muted-foreground">
        Movimientos completados: aportaciones (capital y provisiones), devoluciones (capital, rendimiento y reembolsos) y honorarios.
        {money.pending > 0 &&
          ` ${money.pending === 1 ? "Hay un movimiento pendiente que aún no cuenta" : `Hay ${money.pending} movimientos pendientes que aún no cuentan`}.`}
      </p>
    </section>
  );
}
