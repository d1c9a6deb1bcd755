"use client";

import { EntityTable, type ListProps } from "@/components/admin/entity-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import type { DocumentDto } from "@/server/documents";
import { DOCUMENT_MESSAGES, DocumentFormDialog } from "./document-form-dialog";
import { documentColumns } from "./document-columns";

const VISIBILITY_OPTIONS = [
  { value: "public", label: "Públicos" },
  { value: "private", label: "Privados" },
];

export function DocumentsTable({ maxUploadMb, ...list }: ListProps<DocumentDto> & { maxUploadMb: number }) {
  return (
    <EntityTable
      {...list}
      endpoint="/api/documents"
      messages={DOCUMENT_MESSAGES}
      columns={documentColumns}
      label="Documentos"
      emptyText="No se encontraron documentos."
      searchPlaceholder="Buscar por nombre, tipo u operación..."
      newLabel="Nuevo Documento"
      filters={<FilterSelect name="visibility" label="Visibilidad" allLabel="Todos" options={VISIBILITY_OPTIONS} />}
      dialog={(props) => <DocumentFormDialog {...props} maxUploadMb={maxUploadMb} />}
    />
  );
}
