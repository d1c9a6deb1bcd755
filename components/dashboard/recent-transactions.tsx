import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate, formatMoney } from "@/lib/format";
import type { TransactionDto } from "@/server/transactions/records";
import { EmptyState } from "./page-header";
import { TransactionTypeBadge } from "./transaction-type-badge";

type Totals = { aportes: string; devoluciones: string; saldoNeto: string };

/** Transacciones Recientes with Total Aportes, Total Devoluciones and Saldo Neto (docs/specification.md §2). */
export function RecentTransactions({ transactions, totals }: { transactions: TransactionDto[]; totals: Totals }) {
  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Transacciones Recientes</CardTitle>
      </CardHeader>
      <CardContent>
        {transactions.length === 0 ? (
          <EmptyState>No se encontraron transacciones.</EmptyState>
        ) : (
          <Table label="Transacciones Recientes" data-testid="recent-transactions">
            <TableHeader>
              <TableRow>
                <TableHead>Fecha</TableHead>
                <TableHead>Tipo</TableHead>
                <TableHead className="text-right">Importe</TableHead>
                <TableHead>Método</TableHead>
                <TableHead>Referencia</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {transactions.map((t) => (
                <TableRow key={t.id}>
                  <TableCell>{formatDate(t.transactionDate)}</TableCell>
                  <TableCell>
                    <TransactionTypeBadge type={t.type} />
                  </TableCell>
                  <TableCell className="text-right">{formatMoney(t.amount)}</TableCell>
                  <TableCell>{t.paymentMethod ?? "N/A"}</TableCell>
                  <TableCell>{t.reference ?? "N/A"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
            <TableFooter>
              <TotalRow label="Total Aportes" value={totals.aportes} testId="total-aportes" />
              <TotalRow label="Total Devoluciones" value={totals.devoluciones} testId="total-devoluciones" />
              <TotalRow label="Saldo Neto" value={totals.saldoNeto} testId="saldo-neto" />
            </TableFooter>
          </Table>
        )}
      </CardContent>
    </Card>
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
