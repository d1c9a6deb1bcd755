import Link from "next/link";
import { formatDate, formatMoney, formatPercent } from "@/lib/format";
import { payoutProgress, type OperationMoney } from "@/lib/operation-money";
import { centsOf, percentageOf } from "@/lib/money";
import { cn } from "@/lib/utils";
import { FactList, type Fact } from "@/components/shared/fact-list";

/**
 * Tu dinero en esta operación (Mis Operaciones): the investor's position in it, from the ledger —
 * what they paid in and still owe and, once the operation is over, the capital returned, the gain,
 * what was withheld for their income tax and what they actually received.
 */
export function OperationMoneySummary({ money, finished, headingId }: { money: OperationMoney; finished: boolean; headingId: string }) {
  const facts: Fact[] = [{ label: "Aportado", value: formatMoney(money.paid), testId: "money-contributed" }];
  if (centsOf(money.owed) > 0n) facts.push({ label: "Pendiente", value: formatMoney(money.owed), testId: "money-owed" });
  if (finished || centsOf(money.capitalReturned) !== 0n)
    facts.push({ label: "Devuelto", value: formatMoney(money.capitalReturned), testId: "money-returned" });
  if (centsOf(money.fees) !== 0n) facts.push({ label: "Honorarios", value: formatMoney(money.fees), testId: "money-fees" });
  if (finished && money.gain !== null) {
    facts.push(
      { label: "Beneficio", value: formatMoney(money.gain), testId: "money-gain" },
      { label: "Retenido", value: formatMoney(money.withheld), testId: "money-withheld" },
      { label: "Recibido", value: formatMoney(money.received), testId: "money-received" },
    );
    if (centsOf(money.toReceive) > 0n)
      facts.push({
        label: "Por recibir",
        value: (
          <>
            {formatMoney(money.toReceive)}
            {money.payouts.map((payout, index) => (
              <span key={index} className="block text-xs font-normal whitespace-normal text-muted-foreground">
                {payoutProgress(payout, formatDate)}
              </span>
            ))}
          </>
        ),
        testId: "money-to-receive",
      });
    const onPaid = percentageOf(centsOf(money.result!), centsOf(money.paid));
    facts.push({
      label: "Resultado neto",
      value: (
        <>
          {formatMoney(money.result!)}
          {onPaid !== null && (
            <span className="block text-xs font-normal text-muted-foreground">{formatPercent(onPaid)} sobre lo aportado</span>
          )}
        </>
      ),
      valueClassName: cn("font-semibold", money.result!.startsWith("-") ? "text-destructive" : "text-emerald-700 dark:text-emerald-400"),
      testId: "money-net",
    });
  }
  const pending = money.pendingMovements;
  const awaitingIban = money.payouts.some((payout) => payout.awaitingIban);
  return (
    <section aria-labelledby={headingId} className="space-y-2 border-t border-border pt-4" data-testid="operation-money">
      <h2 id={headingId} className="font-semibold">
        {finished ? "Resultado de tu participación" : "Tu dinero en esta operación"}
      </h2>
      <FactList className="grid grid-cols-2 gap-3 sm:grid-cols-4" valueClassName="whitespace-nowrap" facts={facts} />
      <p className="text-xs text-muted-foreground">
        Movimientos completados. Devuelto es el capital; Beneficio, tu parte del resultado tras la comisión de éxito; Recibido, lo que el
        banco muestra ya transferido a tu cuenta, después de la retención del IRPF; Por recibir, lo que el club te ha ordenado transferir y
        aún no ha llegado.
        {pending > 0 &&
          ` ${pending === 1 ? "Hay un movimiento pendiente que aún no cuenta" : `Hay ${pending} movimientos pendientes que aún no cuentan`}.`}
      </p>
      {awaitingIban && (
        <p className="text-sm font-medium" data-testid="payout-awaiting-iban">
          Para transferirte lo que te corresponde necesitamos tu IBAN.{" "}
          <Link href="/investor/datos" className="underline underline-offset-4">
            Indícalo en Mis datos
          </Link>
          .
        </p>
      )}
    </section>
  );
}
