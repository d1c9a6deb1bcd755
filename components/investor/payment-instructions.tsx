import { formatDate, formatMoney } from "@/lib/format";
import { printedReference } from "@/lib/payment-reference";
import { printedIban } from "@/lib/validations/identity";
import { FactList } from "@/components/shared/fact-list";
import { CopyButton } from "@/components/shared/copy-button";
import { todayInMadrid } from "@/lib/timeline";
import type { PaymentInstructions } from "@/server/participations/payment-instructions";

/**
 * What a committed participation still owes and how to pay it: the amount, the club's account, the
 * reference to write as the transfer's concept (how the club recognises the payment) and the deadline.
 */
export function PaymentInstructionsBox({ instructions, headingId }: { instructions: PaymentInstructions; headingId: string }) {
  const { account } = instructions;
  const overdue = instructions.due !== null && instructions.due < todayInMadrid();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-lg border border-amber-500/40 bg-amber-500/10 p-4"
      data-testid="payment-instructions"
    >
      <h3 id={headingId} className="mb-2 font-semibold">
        {overdue ? "Pago vencido" : "Pago pendiente"}
      </h3>
      <FactList
        className="grid gap-2 sm:grid-cols-2"
        valueClassName="font-medium [overflow-wrap:anywhere]"
        facts={[
          { label: "Importe a transferir", value: formatMoney(instructions.amountDue) },
          { label: "Fecha límite", value: instructions.due ? formatDate(instructions.due) : "—" },
          {
            label: "Cuenta del club (IBAN)",
            value: account.iban ? (
              <Copyable printed={printedIban(account.iban)} value={account.iban} label="Copiar el IBAN" copied="IBAN copiado" />
            ) : (
              "El club te la indicará"
            ),
            testId: "payment-iban",
          },
          { label: "Titular", value: [account.holder, account.bank].filter(Boolean).join(" · ") || "—" },
          {
            label: "Concepto (referencia)",
            value: instructions.reference ? (
              <Copyable
                printed={printedReference(instructions.reference)}
                value={instructions.reference}
                label="Copiar la referencia"
                copied="Referencia copiada"
              />
            ) : (
              "—"
            ),
            testId: "payment-reference",
          },
        ]}
      />
      <p className="mt-2 text-xs text-muted-foreground">Escribe la referencia en el concepto: así reconocemos tu transferencia.</p>
    </section>
  );
}

/** A value printed as a person reads it, with a button that copies it as the bank takes it. */
function Copyable({ printed, value, label, copied }: { printed: string; value: string; label: string; copied: string }) {
  return (
    <span className="inline-flex items-center gap-2">
      <span>{printed}</span>
      <CopyButton value={value} label={label} copied={copied} />
    </span>
  );
}
