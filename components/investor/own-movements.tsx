import { DownloadIcon } from "lucide-react";
import { TransactionStatusBadge } from "@/components/dashboard/transaction-status-badge";
import { TransactionTypeBadge } from "@/components/dashboard/transaction-type-badge";
import { TitledCard } from "@/components/layout/titled-card";
import { Button } from "@/components/ui/button";
import { describedRowsColumn, RowsTable, type RowsColumn } from "@/components/shared/rows-table";
import { TRANSACTION_FIELDS as FIELDS } from "@/lib/fields/transaction";
import type { MovementDto } from "@/server/ledger/movements";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";
import { ownSign } from "@/lib/ledger/kinds";
import { formatSignedMoney } from "@/lib/signed-money";

export const MOVEMENTS_SHOWN = 20;
export const OWN_MOVEMENTS_CSV = "/api/transactions/export/mine";

const COLUMNS: RowsColumn<MovementDto>[] = [
  describedRowsColumn(FIELDS.transactionDate, (t) => t.transactionDate),
  { header: FIELDS.type.label, cell: (t) => <TransactionTypeBadge type={t.type} /> },
  {
    header: "Operación y concepto",
    cell: (t) => (
      // One element: on a phone the card's line is its label and this, side by side.
      <span className="min-w-0">
        <span className="block">{t.operationTitle}</span>
        {t.description && <span className="block text-xs text-muted-foreground">{t.description}</span>}
      </span>
    ),
    className: WRAPPING_TEXT,
  },
  {
    header: FIELDS.amount.label,
    // Signed from the investor's side: + received, − paid, withheld or charged.
    cell: (t) => formatSignedMoney(ownSign(t.type), t.amount),
    className: "whitespace-nowrap tabular-nums",
  },
  { header: FIELDS.status.label, cell: (t) => <TransactionStatusBadge status={t.status} /> },
  // A liquidation's reference names its operation ("Liquidación Chalet en Nervión – …"): it wraps between words.
  describedRowsColumn(FIELDS.reference, (t) => t.reference, { missing: "N/A", className: "min-w-28 whitespace-normal" }),
];

/**
 * Mis Movimientos: the investor's latest movements, each with what it is for (the admin's
 * description: a provision for court costs, a return, a fee) and whether the money has really
 * moved (Pendiente and Fallida are not money received or paid). The whole history is one CSV away.
 */
export function OwnMovements({ transactions, total }: { transactions: MovementDto[]; total: number }) {
  const shown = transactions.slice(0, MOVEMENTS_SHOWN);
  return (
    <TitledCard title="Mis Movimientos" className="mt-6">
      <RowsTable label="Mis Movimientos" rows={shown} rowTestId="own-movement" columns={COLUMNS} empty="No tienes movimientos todavía." />
      {shown.length > 0 && (
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
      )}
    </TitledCard>
  );
}
