"use client";

import { HistoryButton } from "@/components/admin/audit/history-button";
import { RowActions } from "@/components/admin/row-actions";
import { downloadsColumn } from "@/components/admin/downloads-button";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import type { DocumentDto } from "@/server/documents";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { actionsColumn } from "@/components/admin/actions-column";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";

/** The columns of the document table. */
export function documentColumns({ edit, remove }: RowHandlers<DocumentDto>): ColumnDef<DocumentDto>[] {
  return [
    {
      id: "name",
      header: "Nombre",
      meta: { sortKey: "name" },
      cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
    },
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => row.original.type },
    {
      id: "operation",
      header: "Operación",
      meta: { className: WRAPPING_TEXT },
      cell: ({ row }) => row.original.operationTitle || "Operación desconocida",
    },
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
    actionsColumn<DocumentDto>(({ row }) => (
      <RowActions
        label={row.original.name}
        onEdit={() => edit(row.original)}
        onDelete={() => remove(row.original.id)}
        deleteDescription="Esta acción es permanente: el documento se eliminará."
      >
        <HistoryButton entity="document" id={row.original.id} label={row.original.name} />
      </RowActions>
    )),
  ];
}
