"use client";

import { downloadsColumn } from "@/components/admin/downloads-button";
import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { DOCUMENT_FIELDS as FIELDS } from "@/lib/fields/document";
import type { DocumentDto } from "@/server/papers/documents";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { ExternalLinkIcon } from "lucide-react";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { RowActionItem } from "@/components/admin/row-actions";
import { addresseeColumn, describedColumn, nameColumn, operationColumn } from "@/components/admin/columns";

/** The columns of the document table. */
export function documentColumns(handlers: RowHandlers<DocumentDto>): ColumnDef<DocumentDto>[] {
  return [
    nameColumn<DocumentDto>("name", FIELDS.name.label),
    describedColumn<DocumentDto>(FIELDS.type, "type"),
    operationColumn<DocumentDto>("Operación desconocida"),
    addresseeColumn<DocumentDto>(),
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
    entityActionsColumn(handlers, {
      entity: "document",
      label: (document) => document.name,
      more: (document) => (
        <RowActionItem icon={ExternalLinkIcon} name={`Abrir el archivo de ${document.name}`} href={document.fileUrl}>
          Abrir archivo
        </RowActionItem>
      ),
      deleteDescription: (document) => `Se eliminará «${document.name}» y su archivo; es permanente.`,
    }),
  ];
}
