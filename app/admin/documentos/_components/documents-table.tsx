"use client";

import { useEffect } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormCheckbox, FormCombobox, FormInput } from "@/components/admin/form-fields";
import { OPERATION_PICKER } from "@/components/admin/pickers";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions, type EntityMessages } from "@/components/admin/use-entity-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { formatDate } from "@/lib/format";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { DOCUMENT_HELP, documentSchema, type DocumentInput } from "@/lib/validations/document";
import type { DocumentDto } from "@/server/documents";

const MESSAGES: EntityMessages = {
  created: "Documento creado",
  updated: "Documento actualizado",
  deleted: "Documento eliminado",
  createFailed: "No se pudo crear el documento",
  updateFailed: "No se pudo actualizar el documento",
  deleteFailed: "No se pudo eliminar el documento",
};

const EMPTY: DocumentInput = { name: "", type: "", operationId: "", fileUrl: "", fileSize: "", isPublic: false, visibleToInvestors: true };

function DocumentDialog({ open, onOpenChange, document }: { open: boolean; onOpenChange: (open: boolean) => void; document: DocumentDto | null }) {
  const form = useForm<DocumentInput>({ resolver: zodResolver(documentSchema), defaultValues: EMPTY });
  const { save } = useEntityActions("/api/documents", MESSAGES);
  useEffect(() => {
    if (!open) return;
    form.reset(
      document
        ? {
            name: document.name,
            type: document.type,
            operationId: document.operationId,
            fileUrl: document.fileUrl,
            fileSize: document.fileSize === null ? "" : String(document.fileSize),
            isPublic: document.isPublic,
            visibleToInvestors: document.visibleToInvestors,
          }
        : EMPTY,
    );
  }, [open, document, form]);
  const submit = form.handleSubmit(async (values) => {
    if (await save(form, document?.id ?? null, values)) onOpenChange(false);
  });
  return (
    <EntityDialog open={open} onOpenChange={onOpenChange} title={document ? "Editar Documento" : "Nuevo Documento"} pending={form.formState.isSubmitting} onSubmit={submit}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="name" label="Nombre *" className="sm:col-span-2" />
        <FormInput form={form} name="type" label="Tipo *" />
        <FormCombobox
          form={form}
          name="operationId"
          label="Operación *"
          {...OPERATION_PICKER}
          known={document ? [{ value: document.operationId, label: document.operationTitle }] : []}
        />
        <FormInput form={form} name="fileUrl" label="URL del archivo *" className="sm:col-span-2" />
        <FormInput form={form} name="fileSize" label="Tamaño (bytes)" type="number" min={0} />
        <FormCheckbox form={form} name="isPublic" label="Público" description={DOCUMENT_HELP.isPublic} className="sm:col-span-2" />
        <FormCheckbox form={form} name="visibleToInvestors" label="Visible para inversores" description={DOCUMENT_HELP.visibleToInvestors} className="sm:col-span-2" />
      </FieldGroup>
    </EntityDialog>
  );
}

export function DocumentsTable({ page, sort, dir }: { page: TablePage<DocumentDto>; sort: string; dir: SortDirection }) {
  const { editing, open, setOpen, edit } = useEditDialog<DocumentDto>();
  const { remove } = useEntityActions("/api/documents", MESSAGES);
  const columns: ColumnDef<DocumentDto>[] = [
    { id: "name", header: "Nombre", meta: { sortKey: "name" }, cell: ({ row }) => <span className="font-medium">{row.original.name}</span> },
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => row.original.type },
    { id: "operation", header: "Operación", cell: ({ row }) => row.original.operationTitle || "Operación desconocida" },
    { id: "uploadedAt", header: "Fecha de subida", meta: { sortKey: "uploadedAt" }, cell: ({ row }) => formatDate(row.original.uploadedAt) },
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
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions label={row.original.name} onEdit={() => edit(row.original)} onDelete={() => remove(row.original.id)} deleteDescription="Esta acción es permanente: el documento se eliminará." />
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
        <FilterSelect name="visibility" label="Visibilidad" allLabel="Todos" options={[{ value: "public", label: "Públicos" }, { value: "private", label: "Privados" }]} />
      </TableToolbar>
      <DataTable columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron documentos." />
      <DocumentDialog open={open} onOpenChange={setOpen} document={editing} />
    </>
  );
}
