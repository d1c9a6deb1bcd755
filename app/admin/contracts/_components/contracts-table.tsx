"use client";

import { useEffect } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormCombobox, FormInput, FormSelect } from "@/components/admin/form-fields";
import { OPERATION_PICKER } from "@/components/admin/pickers";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions, type EntityMessages } from "@/components/admin/use-entity-actions";
import { ContractStatusBadge } from "@/components/dashboard/contract-status-badge";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { formatDate } from "@/lib/format";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { CONTRACT_STATUSES, CONTRACT_STATUS_LABELS, contractSchema, type ContractInput } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/contracts";

const MESSAGES: EntityMessages = {
  created: "Contrato creado",
  updated: "Contrato actualizado",
  deleted: "Contrato eliminado",
  createFailed: "No se pudo crear el contrato",
  updateFailed: "No se pudo actualizar el contrato",
  deleteFailed: "No se pudo eliminar el contrato",
};
const STATUS_OPTIONS = CONTRACT_STATUSES.map((s) => ({ value: s, label: CONTRACT_STATUS_LABELS[s] }));
const EMPTY: ContractInput = { title: "", type: "", operationId: "", fileUrl: "", status: "draft", signedDate: "", expiryDate: "" };

function ContractDialog({ open, onOpenChange, contract }: { open: boolean; onOpenChange: (open: boolean) => void; contract: ContractDto | null }) {
  const form = useForm<ContractInput>({ resolver: zodResolver(contractSchema), defaultValues: EMPTY });
  const { save } = useEntityActions("/api/contracts", MESSAGES);
  useEffect(() => {
    if (!open) return;
    form.reset(
      contract
        ? {
            title: contract.title,
            type: contract.type,
            operationId: contract.operationId,
            fileUrl: contract.fileUrl,
            status: contract.status as ContractInput["status"],
            signedDate: contract.signedDate ?? "",
            expiryDate: contract.expiryDate ?? "",
          }
        : EMPTY,
    );
  }, [open, contract, form]);
  const submit = form.handleSubmit(async (values) => {
    if (await save(form, contract?.id ?? null, values)) onOpenChange(false);
  });
  return (
    <EntityDialog open={open} onOpenChange={onOpenChange} title={contract ? "Editar Contrato" : "Nuevo Contrato"} pending={form.formState.isSubmitting} onSubmit={submit}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="title" label="Título *" className="sm:col-span-2" />
        <FormInput form={form} name="type" label="Tipo *" />
        <FormSelect form={form} name="status" label="Estado *" options={STATUS_OPTIONS} />
        <FormCombobox
          form={form}
          name="operationId"
          label="Operación *"
          {...OPERATION_PICKER}
          known={contract ? [{ value: contract.operationId, label: contract.operationTitle }] : []}
          className="sm:col-span-2"
        />
        <FormInput form={form} name="fileUrl" label="URL del archivo *" className="sm:col-span-2" />
        <FormInput form={form} name="signedDate" label="Fecha de firma" type="date" />
        <FormInput form={form} name="expiryDate" label="Fecha de vencimiento" type="date" />
      </FieldGroup>
    </EntityDialog>
  );
}

export function ContractsTable({ page, sort, dir }: { page: TablePage<ContractDto>; sort: string; dir: SortDirection }) {
  const { editing, open, setOpen, edit } = useEditDialog<ContractDto>();
  const { remove } = useEntityActions("/api/contracts", MESSAGES);
  const columns: ColumnDef<ContractDto>[] = [
    { id: "title", header: "Título", meta: { sortKey: "title" }, cell: ({ row }) => <span className="font-medium">{row.original.title}</span> },
    { id: "type", header: "Tipo", meta: { sortKey: "type" }, cell: ({ row }) => row.original.type },
    { id: "operation", header: "Operación", cell: ({ row }) => row.original.operationTitle },
    { id: "signedDate", header: "Fecha de firma", meta: { sortKey: "signedDate" }, cell: ({ row }) => formatDate(row.original.signedDate) },
    { id: "expiryDate", header: "Vencimiento", meta: { sortKey: "expiryDate" }, cell: ({ row }) => (row.original.expiryDate ? formatDate(row.original.expiryDate) : "-") },
    { id: "status", header: "Estado", meta: { sortKey: "status" }, cell: ({ row }) => <ContractStatusBadge status={row.original.status} /> },
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions label={row.original.title} onEdit={() => edit(row.original)} onDelete={() => remove(row.original.id)} deleteDescription="Esta acción es permanente: el contrato se eliminará." />
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
      <DataTable columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron contratos." />
      <ContractDialog open={open} onOpenChange={setOpen} contract={editing} />
    </>
  );
}
