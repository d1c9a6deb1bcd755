import { TitledCard } from "@/components/layout/titled-card";
import { RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import { TableCell, TableRow } from "@/components/ui/table";
import { formatDate, formatMoney } from "@/lib/format";
import { transactionStatusLabel } from "@/lib/validations/transaction";
import type { AdminDashboard } from "@/server/reports/dashboard";
import { TransactionTypeBadge } from "./transaction-type-badge";

const COLUMNS: RowsColumn<Row>[] = [
  { header: "Fecha", cell: (t) => formatDate(t.transactionDate) },
  { header: "Tipo", cell: (t) => <TransactionTypeBadge type={t.type} /> },
  {
    header: "Importe",
    cell: (t) => {
      const outside =
        t.outsideTotals === "not-completed"
          ? `${transactionStatusLabel(t.status)} · no suma`
          : t.outsideTotals === "other-type"
            ? "fuera de los totales"
            : null;
      return outside ? (
        <span className="text-muted-foreground" data-testid="not-counted">
          {formatMoney(t.amount)}
          <span className="block text-xs">{outside}</span>
        </span>
      ) : (
        formatMoney(t.amount)
      );
    },
    numeric: true,
  },
  { header: "Método", cell: (t) => t.paymentMethod ?? "N/A" },
  { header: "Referencia", cell: (t) => t.reference ?? "N/A" },
];

type Row = AdminDashboard["recentTransactions"][number];

type Totals = { aportes: string; devoluciones: string; saldoNeto: string };

/** Transacciones Recientes with Total Aportes, Total Devoluciones and Saldo Neto (docs/specification.md §2). */
export function RecentTransactions({ transactions, totals }: { transactions: Row[]; totals: Totals }) {
  return (
    <TitledCard title="Transacciones Recientes" className="mt-6">
      <RowsTable
        label="Transacciones Recientes"
        data-testid="recent-transactions"
        rows={transactions}
        columns={COLUMNS}
        empty="No se encontraron transacciones."
        footer={
          <>
            <TotalRow label="Total Aportes" value={totals.aportes} testId="total-aportes" />
            <TotalRow label="Total Devoluciones" value={totals.devoluciones} testId="total-devoluciones" />
            <TotalRow label="Saldo Neto" value={totals.saldoNeto} testId="saldo-neto" />
            <TableRow>
              <TableCell colSpan={5} className="text-xs text-muted-foreground">
                Los totales suman los aportes y las devoluciones completados de esta lista; las filas marcadas no suman.
              </TableCell>
            </TableRow>
          </>
        }
      />
    </TitledCard>
  );
}

function TotalRow({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <TableRow>
      <TableCell colSpan={2} className="font-medium">
        {label}
      </TableCell>
      <TableCell className="text-right font-semibold" data-testid={testId} data-value={value}>
        {formatMoney(value)}
      </TableCell>
      <TableCell colSpan={2} />
    </TableRow>
  );
}
