"use client";

import { TransactionStatusBadge } from "@/components/dashboard/transaction-status-badge";
import { TransactionTypeBadge } from "@/components/dashboard/transaction-type-badge";
import { formatDate } from "@/lib/format";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import type { TransactionDto } from "@/server/transactions/records";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { moneyColumn, operationColumn } from "@/components/admin/columns";

/** User column (docs/specification.md §2): N/A without one, Usuario desconocido when it no longer exists. */
function userLabel(t: TransactionDto): string {
  if (!t.userId) return "N/A";
  return t.userName ?? "Usuario desconocido";
}

/** The columns of the transaction table. */
export function transactionColumns(handlers: RowHandlers<TransactionDto>): ColumnDef<TransactionDto>[] {
  return [
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => <TransactionTypeBadge type={row.original.type} /> },
    moneyColumn<TransactionDto>("amount", "Importe"),
    operationColumn<TransactionDto>(),
    { id: "user", header: "Usuario", cell: ({ row }) => userLabel(row.original) },
    { id: "method", header: "Método de pago", cell: ({ row }) => row.original.paymentMethod ?? "N/A" },
    { id: "date", header: "Fecha", meta: { sortKey: "transactionDate" }, cell: ({ row }) => formatDate(row.original.transactionDate) },
    {
      id: "status",
      header: "Estado",
      meta: { sortKey: "status" },
      cell: ({ row }) => <TransactionStatusBadge status={row.original.status} />,
    },
    entityActionsColumn(handlers, {
      entity: "transaction",
      label: (transaction) => transaction.reference ?? transaction.id,
      deleteDescription: "Esta acción es permanente: la transacción se eliminará.",
    }),
  ];
}
