import { DownloadIcon } from "lucide-react";
import { EmptyState } from "@/components/dashboard/page-header";
import { TransactionStatusBadge } from "@/components/dashboard/transaction-status-badge";
import { TransactionTypeBadge } from "@/components/dashboard/transaction-type-badge";
import { TitledCard } from "@/components/layout/titled-card";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { formatDate, formatMoney } from "@/lib/format";
import type { TransactionDto } from "@/server/transactions/records";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";

export const MOVEMENTS_SHOWN = 20;
export const OWN_MOVEMENTS_CSV = "/api/transactions/export/mine";

/**
 * Mis Movimientos: the investor's latest movements, each with what it is for (the admin's
 * description: a provision for court costs, a return, a fee) and whether the money has really
 * moved (Pendiente and Fallida are not money received or paid). The whole history is one CSV away.
 */
export function OwnMovements({ transactions, total }: { transactions: TransactionDto[]; total: number }) {
  const shown = transactions.slice(0, MOVEMENTS_SHOWN);
  return (
    <TitledCard title="Mis Movimientos" className="mt-6">
      {shown.length === 0 ? (
        <EmptyState>No tienes movimientos todavía.</EmptyState>
      ) : (
        <>
          <Table label="Mis Movimientos">
            <TableHeader>
              <TableRow>
                <TableHead>Fecha</TableHead>
                <TableHead>Tipo</TableHead>
                <TableHead>Operación y concepto</TableHead>
                <TableHead className="text-right">Importe</TableHead>
                <TableHead>Estado</TableHead>
                <TableHead>Referencia</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((t) => (
                <TableRow key={t.id} data-testid="own-movement">
                  <TableCell>{formatDate(t.transactionDate)}</TableCell>
                  <TableCell>
                    <TransactionTypeBadge type={t.type} />
                  </TableCell>
                  <TableCell className={WRAPPING_TEXT}>
                    <span className="block">{t.operationTitle}</span>
                    {t.description && <span className="block text-xs text-muted-foreground">{t.description}</span>}
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">{formatMoney(t.amount)}</TableCell>
                  <TableCell>
                    <TransactionStatusBadge status={t.status} />
                  </TableCell>
                  <TableCell>{t.reference ?? "N/A"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <div className="mt-4 flex flex-wrap items-center justify-end gap-3">
            {total > shown.length && (
              <p className="mr-auto text-sm text-muted-foreground">
                Los {shown.length} movimientos más recientes de {total}.
              </p>
            )}
            <Button asChild variant="outline" size="sm">
              <a href={OWN_MOVEMENTS_CSV} download>
                <DownloadIcon aria-hidden /> Descargar CSV
              </a>
            </Button>
          </div>
        </>
      )}
    </TitledCard>
  );
}
