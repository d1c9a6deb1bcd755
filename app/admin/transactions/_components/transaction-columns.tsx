"use client";

import { HistoryButton } from "@/components/admin/audit/history-button";
import { RowActions } from "@/components/admin/row-actions";
import { TransactionStatusBadge } from "@/components/dashboard/transaction-status-badge";
import { TransactionTypeBadge } from "@/components/dashboard/transaction-type-badge";
import { formatDate, formatMoney } from "@/lib/format";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import type { TransactionDto } from "@/server/transactions/records";
import { actionsColumn } from "@/components/admin/actions-column";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";

/** User column (docs/specification.md §2): N/A without one, Usuario desconocido when it no longer exists. */
function userLabel(t: TransactionDto): string {
  if (!t.userId) return "N/A";
  return t.userName ?? "Usuario desconocido";
}

/** The columns of the transaction table. */
export function transactionColumns({ edit, remove }: RowHandlers<TransactionDto>): ColumnDef<TransactionDto>[] {
  return [
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => <TransactionTypeBadge type={row.original.type} /> },
    {
      id: "amount",
      header: "Importe",
      meta: { sortKey: "amount", className: "text-right" },
      cell: ({ row }) => formatMoney(row.original.amount),
    },
    { id: "operation", header: "Operación", meta: { className: WRAPPING_TEXT }, cell: ({ row }) => row.original.operationTitle },
    { id: "user", header: "Usuario", cell: ({ row }) => userLabel(row.original) },
    { id: "method", header: "Método de pago", cell: ({ row }) => row.original.paymentMethod ?? "N/A" },
    { id: "date", header: "Fecha", meta: { sortKey: "transactionDate" }, cell: ({ row }) => formatDate(row.original.transactionDate) },
    {
      id: "status",
      header: "Estado",
      meta: { sortKey: "status" },
      cell: ({ row }) => <TransactionStatusBadge status={row.original.status} />,
    },
    actionsColumn<TransactionDto>(({ row }) => (
      <RowActions
        label={row.original.reference ?? row.original.id}
        onEdit={() => edit(row.original)}
        onDelete={() => remove(row.original.id)}
        deleteDescription="Esta acción es permanente: la transacción se eliminará."
      >
        <HistoryButton entity="transaction" id={row.original.id} label={row.original.reference ?? row.original.id} />
      </RowActions>
    )),
  ];
}
