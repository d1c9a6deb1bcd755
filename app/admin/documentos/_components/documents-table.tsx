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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate } from "@/lib/format";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { DocumentDto } from "@/server/documents";
import { DOCUMENT_MESSAGES, DocumentFormDialog } from "./document-form-dialog";

export function DocumentsTable({
  page,
  sort,
  dir,
  maxUploadMb,
}: {
  page: TablePage<DocumentDto>;
  sort: string;
  dir: SortDirection;
  maxUploadMb: number;
}) {
  const { editing, open, setOpen, edit } = useEditDialog<DocumentDto>();
  const { remove } = useEntityActions("/api/documents", DOCUMENT_MESSAGES);
  const columns: ColumnDef<DocumentDto>[] = [
    {
      id: "name",
      header: "Nombre",
      meta: { sortKey: "name" },
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => row.original.type },
    { id: "operation", header: "Operación", cell: ({ row }) => row.original.operationTitle || "Operación desconocida" },
    {
      id: "uploadedAt",
      header: "Fecha de subida",
      meta: { sortKey: "uploadedAt" },
      cell: ({ row }) => formatDate(row.original.uploadedAt),
    },
    {
      id: "visibility",
      header: "Visibilidad",
      cell: ({ row }) => (
        <span className="flex gap-1">
          {row.original.isPublic ? <Badge>Público</Badge> : <Badge variant="secondary">Privado</Badge>}
          {row.original.visibleToInvestors && <Badge variant="outline">Inversores</Badge>}
        </span>
      ),
    },
    downloadsColumn<DocumentDto>("documents", (row) => row.name),
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions
          label={row.original.name}
          onEdit={() => edit(row.original)}
          onDelete={() => remove(row.original.id)}
          deleteDescription="Esta acción es permanente: el documento se eliminará."
        >
          <HistoryButton entity="document" id={row.original.id} label={row.original.name} />
        </RowActions>
      ),
    },
  ];
  return (
    <>
      <TableToolbar
        placeholder="Buscar por nombre, tipo u operación..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nuevo Documento
          </Button>
        }
      >
        <FilterSelect
          name="visibility"
          label="Visibilidad"
          allLabel="Todos"
          options={[
            { value: "public", label: "Públicos" },
            { value: "private", label: "Privados" },
          ]}
        />
      </TableToolbar>
      <DataTable label="Documentos" columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron documentos." />
      <DocumentFormDialog open={open} onOpenChange={setOpen} document={editing} maxUploadMb={maxUploadMb} />
    </>
  );
}
