"use client";

import { downloadsColumn } from "@/components/admin/downloads-button";
import { ContractStatusBadge } from "@/components/dashboard/contract-status-badge";
import { CONTRACT_FIELDS as FIELDS } from "@/lib/fields/contract";
import type { ContractDto } from "@/server/papers/contracts";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { ExternalLinkIcon } from "lucide-react";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { RowActionItem } from "@/components/admin/row-actions";
import { addresseeColumn, describedColumn, nameColumn, operationColumn } from "@/components/admin/columns";

/** The columns of the contract table. */
export function contractColumns(handlers: RowHandlers<ContractDto>): ColumnDef<ContractDto>[] {
  return [
    nameColumn<ContractDto>("title", FIELDS.title.label),
    describedColumn<ContractDto>(FIELDS.type, "type"),
    operationColumn<ContractDto>(),
    addresseeColumn<ContractDto>(),
    describedColumn<ContractDto>(FIELDS.signedDate, "signedDate", { missing: "N/A" }),
    // docs/specification.md §2: "expiry date (- if absent)".
    describedColumn<ContractDto>(FIELDS.expiryDate, "expiryDate", { missing: "-" }),
    {
      id: "status",
      header: FIELDS.status.label,
      meta: { sortKey: "status" },
      cell: ({ row }) => <ContractStatusBadge status={row.original.status} />,
    },
    downloadsColumn<ContractDto>("contracts", (row) => row.title),
    entityActionsColumn(handlers, {
      entity: "contract",
      label: (contract) => contract.title,
      more: (contract) => (
        <RowActionItem icon={ExternalLinkIcon} name={`Abrir el archivo de ${contract.title}`} href={contract.fileUrl}>
          Abrir archivo
        </RowActionItem>
      ),
      deleteDescription: (contract) => `Se eliminará «${contract.title}» y su archivo; es permanente.`,
    }),
  ];
}
