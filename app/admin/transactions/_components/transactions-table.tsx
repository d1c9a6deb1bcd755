"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { TransactionStatusBadge } from "@/components/dashboard/transaction-status-badge";
import { TransactionTypeBadge } from "@/components/dashboard/transaction-type-badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatMoney } from "@/lib/format";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { TRANSACTION_STATUSES, TRANSACTION_STATUS_LABELS, TRANSACTION_TYPES } from "@/lib/validations/transaction";
import type { TransactionDto } from "@/server/transactions/records";
import { TRANSACTION_MESSAGES, TransactionFormDialog } from "./transaction-form-dialog";

/** User column (specification §2): N/A without one, Usuario desconocido when it no longer exists. */
function userLabel(t: TransactionDto): string {
  if (!t.userId) return "N/A";
  return t.userName ?? "Usuario desconocido";
}

export function TransactionsTable({ page, sort, dir }: { page: TablePage<TransactionDto>; sort: string; dir: SortDirection }) {
  const { editing, open, setOpen, edit } = useEditDialog<TransactionDto>();
  const { remove } = useEntityActions("/api/transactions", TRANSACTION_MESSAGES);

  const columns: ColumnDef<TransactionDto>[] = [
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => <TransactionTypeBadge type={row.original.type} /> },
    {
      id: "amount",
      header: "Importe",
      meta: { sortKey: "amount", className: "text-right" },
      cell: ({ row }) => formatMoney(row.original.amount),
    },
    { id: "operation", header: "Operación", cell: ({ row }) => row.original.operationTitle },
    { id: "user", header: "Usuario", cell: ({ row }) => userLabel(row.original) },
    { id: "method", header: "Método de pago", cell: ({ row }) => row.original.paymentMethod ?? "N/A" },
    { id: "date", header: "Fecha", meta: { sortKey: "transactionDate" }, cell: ({ row }) => formatDate(row.original.transactionDate) },
    {
      id: "status",
      header: "Estado",
      meta: { sortKey: "status" },
      cell: ({ row }) => <TransactionStatusBadge status={row.original.status} />,
    },
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions
          label={row.original.reference ?? row.original.id}
          onEdit={() => edit(row.original)}
          onDelete={() => remove(row.original.id)}
          deleteDescription="Esta acción es permanente: la transacción se eliminará."
        />
      ),
    },
  ];

  return (
    <>
      <TableToolbar
        placeholder="Buscar por tipo, método, referencia, operación o usuario..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nueva Transacción
          </Button>
        }
      >
        <FilterSelect
          name="type"
          label="Tipo"
          allLabel="Todos los tipos"
          options={TRANSACTION_TYPES.map((t) => ({ value: t, label: t }))}
        />
        <FilterSelect
          name="status"
          label="Estado"
          allLabel="Todos los estados"
          options={TRANSACTION_STATUSES.map((s) => ({ value: s, label: TRANSACTION_STATUS_LABELS[s] }))}
        />
      </TableToolbar>
      <DataTable label="Transacciones" columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron transacciones." />
      <TransactionFormDialog open={open} onOpenChange={setOpen} transaction={editing} />
    </>
  );
}
