import { FactList } from "@/components/shared/fact-list";
import { DEPOSIT_CREDITING_LABELS } from "@/lib/deposit/crediting";
import { formatMoney, formatPercent } from "@/lib/format";
import { windowsText, type DepositSettings } from "@/lib/validations/deposit-settings";

/** The deposit account's terms as Configuración sets them, for someone deciding whether to open one. */
export function DepositTermsList({ terms }: { terms: DepositSettings }) {
  return (
    <div className="grid gap-3">
      <FactList
        className="grid gap-2 sm:grid-cols-2"
        valueClassName="font-medium"
        facts={[
          { label: "TAE", value: formatPercent(terms.depositTae) },
          { label: "Abono de intereses", value: DEPOSIT_CREDITING_LABELS[terms.depositCrediting] },
          { label: "Primera aportación mínima", value: formatMoney(terms.depositMinOpening) },
          {
            label: "Aportaciones y retiradas mínimas",
            value: `${formatMoney(terms.depositMinContribution)} · ${formatMoney(terms.depositMinWithdrawal)}`,
          },
          { label: "Ventanas de liquidez", value: windowsText(terms.depositWindows) },
          { label: "Preaviso de retirada", value: `${terms.depositNoticeDays} días` },
        ]}
      />
      {terms.depositWording && <p className="text-sm whitespace-pre-line text-muted-foreground">{terms.depositWording}</p>}
    </div>
  );
}
