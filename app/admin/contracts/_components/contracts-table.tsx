"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { HistoryButton } from "@/components/admin/audit/history-button";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { downloadsColumn } from "@/components/admin/downloads-button";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { ContractStatusBadge } from "@/components/dashboard/contract-status-badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { CONTRACT_STATUSES, CONTRACT_STATUS_LABELS } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/contracts";
import { CONTRACT_MESSAGES, ContractFormDialog } from "./contract-form-dialog";

const STATUS_OPTIONS = CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }));

export function ContractsTable({
  page,
  sort,
  dir,
  maxUploadMb,
}: {
  page: TablePage<ContractDto>;
  sort: string;
  dir: SortDirection;
  maxUploadMb: number;
}) {
  const { editing, open, setOpen, edit } = useEditDialog<ContractDto>();
  const { remove } = useEntityActions("/api/contracts", CONTRACT_MESSAGES);
  const columns: ColumnDef<ContractDto>[] = [
    {
      id: "title",
      header: "Título",
      meta: { sortKey: "title" },
      cell: ({ row }) => <span className="font-medium">{row.original.title}</span>,
    },
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => row.original.type },
    { id: "operation", header: "Operación", cell: ({ row }) => row.original.operationTitle },
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
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions
          label={row.original.title}
          onEdit={() => edit(row.original)}
          onDelete={() => remove(row.original.id)}
          deleteDescription="Esta acción es permanente: el contrato se eliminará."
        >
          <HistoryButton entity="contract" id={row.original.id} label={row.original.title} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <TableToolbar
        placeholder="Buscar por título, tipo u operación..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nuevo Contrato
          </Button>
        }
      >
        <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={STATUS_OPTIONS} />
      </TableToolbar>
      <DataTable label="Contratos" columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron contratos." />
      <ContractFormDialog open={open} onOpenChange={setOpen} contract={editing} maxUploadMb={maxUploadMb} />
    </>
  );
}
