"use client";

import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import type { DocumentDto } from "@/server/papers/documents";
import { DocumentFormDialog } from "./document-form-dialog";
import { documentColumns } from "./document-columns";

export const DOCUMENTS: AdminEntity = {
  endpoint: "/api/documents",
  names: { singular: "Documento", plural: "Documentos" },
  search: "Buscar por nombre, tipo u operación...",
};

const VISIBILITY_OPTIONS = [
  { value: "public", label: "Públicos" },
  { value: "private", label: "Privados" },
];
const FILTERS = <FilterSelect name="visibility" label="Visibilidad" allLabel="Todos" options={VISIBILITY_OPTIONS} />;

export function DocumentsTable(list: ListProps<DocumentDto>) {
  return <EntityTable {...list} entity={DOCUMENTS} columns={documentColumns} filters={FILTERS} Dialog={DocumentFormDialog} />;
}
