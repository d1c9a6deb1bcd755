import { FactList } from "@/components/shared/fact-list";
import { formatMoney } from "@/lib/format";
import { printedReference } from "@/lib/payment-reference";
import { printedIban } from "@/lib/validations/identity";
import type { DepositInstructions } from "@/server/deposit/instructions";

/** How to pay into the deposit account: the club's account and the account's own reference as the transfer's concept. */
export function DepositInstructionsBox({ instructions }: { instructions: DepositInstructions }) {
  const { account } = instructions;
  return (
    <div data-testid="deposit-instructions">
      <FactList
        className="grid gap-2 sm:grid-cols-2"
        valueClassName="font-medium [overflow-wrap:anywhere]"
        facts={[
          { label: "Cuenta del club (IBAN)", value: account.iban ? printedIban(account.iban) : "El club te la indicará" },
          { label: "Titular", value: [account.holder, account.bank].filter(Boolean).join(" · ") || "—" },
          { label: "Concepto (referencia)", value: printedReference(instructions.reference), testId: "deposit-reference" },
          { label: "Aportación mínima", value: formatMoney(instructions.minimum) },
        ]}
      />
      <p className="mt-2 text-xs text-muted-foreground">Escribe la referencia en el concepto: así reconocemos tu aportación.</p>
    </div>
  );
}
