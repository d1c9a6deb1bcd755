import { FactList } from "@/components/shared/fact-list";
import { depositTermFacts } from "@/lib/deposit/contract-terms";
import type { DepositSettings } from "@/lib/validations/deposit-settings";

/** The deposit account's terms as Configuración sets them, for someone deciding whether to open one. */
export function DepositTermsList({ terms }: { terms: DepositSettings }) {
  return (
    <div className="grid gap-3">
      <FactList
        className="grid gap-2 sm:grid-cols-2"
        valueClassName="font-medium"
        facts={depositTermFacts(terms).map(([label, value]) => ({ label, value }))}
      />
      {terms.depositWording && <p className="text-sm whitespace-pre-line text-muted-foreground">{terms.depositWording}</p>}
    </div>
  );
}
