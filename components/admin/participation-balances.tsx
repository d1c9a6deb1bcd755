import Link from "next/link";
import { Badge } from "@/components/ui/badge";
import { describedRowsColumn, RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatFieldValue } from "@/lib/fields/format-field";
import { INVESTMENT_FIELDS } from "@/lib/fields/investment";
import { formatDate, formatMoney } from "@/lib/format";
import { printedReference } from "@/lib/payment-reference";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import type { BalanceTotals, ParticipationBalance } from "@/server/participations/balances";
import { CoHoldersDialog } from "./co-holders-dialog";
import { InvestorCell } from "./investor-cell";

const money = (header: string, pick: (balance: ParticipationBalance) => string): RowsColumn<ParticipationBalance> => ({
  header,
  cell: (balance) => formatMoney(pick(balance)),
  numeric: true,
  className: "whitespace-nowrap",
});

const FIGURES: RowsColumn<ParticipationBalance>[] = [
  money("Comprometido", (balance) => balance.committed),
  money("Pagado", (balance) => balance.paid),
  money("Pendiente", (balance) => balance.pending),
  {
    header: "Referencia de pago",
    cell: (balance) =>
      balance.paymentReference ? (
        <span className="whitespace-nowrap">
          <span className="font-mono">{printedReference(balance.paymentReference)}</span>
          {balance.paymentDue && Number(balance.pending) > 0 && (
            <span className="block text-xs text-muted-foreground">Vence {formatDate(balance.paymentDue)}</span>
          )}
        </span>
      ) : (
        "—"
      ),
  },
  {
    header: INVESTMENT_FIELDS.status.label,
    cell: (balance) => <Badge variant="secondary">{formatFieldValue(INVESTMENT_FIELDS.status, balance.status)}</Badge>,
  },
  describedRowsColumn(INVESTMENT_FIELDS.investmentDate, (balance) => balance.investmentDate),
  {
    header: "Papeles",
    cell: (balance) => (balance.papers ? `${balance.papers} ${balance.papers === 1 ? "dirigido" : "dirigidos"}` : "—"),
    numeric: true,
  },
];

const WHO: Record<"investor" | "operation", RowsColumn<ParticipationBalance>> = {
  investor: {
    header: "Inversor",
    cell: (balance) => (
      <InvestorCell
        investorId={balance.investorId}
        name={balance.investorName}
        email={balance.investorEmail}
        verification={balance.investorVerification}
      >
        <span className="basis-full">
          <CoHoldersDialog id={balance.id} investor={balance.investorName} />
        </span>
      </InvestorCell>
    ),
    className: WRAPPING_TEXT,
  },
  operation: {
    header: "Operación",
    cell: (balance) => (
      <Link href={`/admin/operations/${balance.operationId}`} className="font-medium hover:underline">
        {balance.operationTitle}
      </Link>
    ),
    className: WRAPPING_TEXT,
  },
};

/**
 * Participations with what each committed, paid and still owes (server/participations/balances.ts),
 * named by their investor (an operation's page) or their operation (an investor's page), with the
 * totals underneath.
 */
export function ParticipationBalances({
  balances,
  totals,
  by,
}: {
  balances: ParticipationBalance[];
  totals: BalanceTotals;
  by: "investor" | "operation";
}) {
  // Requests are decided in their own list above (components/admin/open-requests.tsx).
  const columns = [WHO[by], ...FIGURES];
  return (
    <RowsTable
      label="Participaciones"
      rows={balances}
      rowTestId="participation-balance"
      columns={columns}
      empty="Sin participaciones todavía."
      footer={
        <TableRow>
          <TableCell className="font-medium">Total</TableCell>
          {[totals.committed, totals.paid, totals.pending].map((amount, index) => (
            <TableCell key={index} className="text-right font-medium whitespace-nowrap">
              {formatMoney(amount)}
            </TableCell>
          ))}
          {/* Total, then committed, paid and pending: the rest of the row is empty. */}
          <TableCell colSpan={columns.length - 4} />
        </TableRow>
      }
    />
  );
}
