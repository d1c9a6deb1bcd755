"use client";

import { downloadsColumn } from "@/components/admin/downloads-button";
import { ContractStatusBadge } from "@/components/dashboard/contract-status-badge";
import { formatDate } from "@/lib/format";
import type { ContractDto } from "@/server/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { addresseeColumn, nameColumn, operationColumn } from "@/components/admin/columns";

/** The columns of the contract table. */
export function contractColumns(handlers: RowHandlers<ContractDto>): ColumnDef<ContractDto>[] {
  return [
    nameColumn<ContractDto>("title", "Título"),
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => row.original.type },
    operationColumn<ContractDto>(),
    addresseeColumn<ContractDto>(),
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
    entityActionsColumn(handlers, {
      entity: "contract",
      label: (contract) => contract.title,
      deleteDescription: "Esta acción es permanente: el contrato se eliminará.",
    }),
  ];
}
