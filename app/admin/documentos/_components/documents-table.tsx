"use client";

import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { DocumentDto } from "@/server/documents";
import { DOCUMENT_MESSAGES, DocumentFormDialog } from "./document-form-dialog";
import { documentColumns } from "./document-columns";

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
  const columns = documentColumns({ edit, remove });
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
