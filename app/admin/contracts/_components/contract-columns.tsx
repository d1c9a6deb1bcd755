"use client";

import { HistoryButton } from "@/components/admin/audit/history-button";
import { RowActions } from "@/components/admin/row-actions";
import { downloadsColumn } from "@/components/admin/downloads-button";
import { ContractStatusBadge } from "@/components/dashboard/contract-status-badge";
import { formatDate } from "@/lib/format";
import type { ContractDto } from "@/server/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { actionsColumn } from "@/components/admin/actions-column";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";

/** The columns of the contract table. */
export function contractColumns({ edit, remove }: RowHandlers<ContractDto>): ColumnDef<ContractDto>[] {
  return [
    {
      id: "title",
      header: "Título",
      meta: { sortKey: "title" },
      cell: ({ row }) => <span className="font-medium">{row.original.title}</span>,
    },
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => row.original.type },
    { id: "operation", header: "Operación", meta: { className: WRAPPING_TEXT }, cell: ({ row }) => row.original.operationTitle },
    { id: "signedDate", header: "Fecha de firma", meta: { sortKey: "signedDate" }, cell: ({ row }) => formatDate(row.original.signedDate) },
    {
      id: "expiryDate",
      header: "Vencimiento",
      meta: { sortKey: "expiryDate" },
      cell: ({ row }) => (row.original.expiryDate ? formatDate(row.original.expiryDate) : "-"),
    },
    {
      id: "status",
      header: "Estado",
      meta: { sortKey: "status" },
      cell: ({ row }) => <ContractStatusBadge status={row.original.status} />,
    },
    downloadsColumn<ContractDto>("contracts", (row) => row.title),
    actionsColumn<ContractDto>(({ row }) => (
      <RowActions
        label={row.original.title}
        onEdit={() => edit(row.original)}
        onDelete={() => remove(row.original.id)}
        deleteDescription="Esta acción es permanente: el contrato se eliminará."
      >
        <HistoryButton entity="contract" id={row.original.id} label={row.original.title} />
      </RowActions>
    )),
  ];
}
