import { Badge } from "@/components/ui/badge";
import { FactList } from "@/components/shared/fact-list";
import { RowsTable } from "@/components/shared/rows-table";
import { breakable } from "@/components/shared/breakable";
import { WORDS_WRAP } from "@/components/shared/wrapping-text";
import { formatDate, formatMoney } from "@/lib/format";
import { ownSign } from "@/lib/ledger/kinds";
import { formatSignedMoney } from "@/lib/signed-money";
import { transactionStatusLabel } from "@/lib/validations/transaction";
import type { OwnParticipationPayments } from "@/server/participations/payment-instructions";
import { PaymentInstructionsBox } from "./payment-instructions";

/**
 * A participation's money as its investor follows it: committed, paid and pending; how to pay
 * while something is due; and the history of its contributions.
 */
export function ParticipationPayments({ money, headingId }: { money: OwnParticipationPayments; headingId: string }) {
  return (
    <section aria-labelledby={headingId} className="space-y-3 border-t border-border pt-4" data-testid="participation-payments">
      <h2 id={headingId} className="font-semibold">
        Pagos de tu participación
      </h2>
      <FactList
        className="grid grid-cols-3 gap-3"
        valueClassName="whitespace-nowrap font-medium"
        facts={[
          { label: "Comprometido", value: formatMoney(money.committed), testId: "participation-committed" },
          { label: "Pagado", value: formatMoney(money.paid), testId: "participation-paid" },
          { label: "Pendiente", value: formatMoney(money.pending), testId: "participation-pending" },
        ]}
      />
      {money.instructions && <PaymentInstructionsBox instructions={money.instructions} headingId={`${headingId}-due`} />}
      {money.payments.length === 0 ? (
        <p className="text-sm text-muted-foreground">Aún no hay pagos registrados.</p>
      ) : (
        <RowsTable
          label="Historial de pagos"
          rows={money.payments}
          rowTestId="participation-payment"
          empty={null}
          columns={[
            { header: "Fecha", cell: (payment) => formatDate(payment.date) },
            // Signed from the investor's side, as Mis Movimientos: a payment is money that left them.
            {
              header: "Importe",
              cell: (payment) => formatSignedMoney(ownSign("APORTE"), payment.amount),
              numeric: true,
              className: "whitespace-nowrap",
            },
            { header: "Estado", cell: (payment) => <Badge variant="secondary">{transactionStatusLabel(payment.status)}</Badge> },
            { header: "Referencia", cell: (payment) => (payment.reference ? breakable(payment.reference) : "—"), className: WORDS_WRAP },
          ]}
        />
      )}
    </section>
  );
}
