"use client";

import { useEffect } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormCombobox, FormInput, FormMoneyInput, FormSelect } from "@/components/admin/form-fields";
import { INVESTOR_PICKER, OPERATION_PICKER } from "@/components/admin/pickers";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions, type EntityMessages } from "@/components/admin/use-entity-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { formatDate, formatMoney } from "@/lib/format";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { INVESTMENT_STATUSES, INVESTMENT_STATUS_LABELS, investmentSchema, type InvestmentInput } from "@/lib/validations/investment";
import type { InvestmentDto } from "@/server/investments";

const MESSAGES: EntityMessages = {
  created: "Participación creada",
  updated: "Participación actualizada",
  deleted: "Participación eliminada",
  createFailed: "No se pudo crear la participación",
  updateFailed: "No se pudo actualizar la participación",
  deleteFailed: "No se pudo eliminar la participación",
};
const STATUS_OPTIONS = INVESTMENT_STATUSES.map((s) => ({ value: s, label: INVESTMENT_STATUS_LABELS[s] }));
const EMPTY: InvestmentInput = { userId: "", operationId: "", amount: "", investmentDate: "", status: "active" };

function InvestmentDialog({
  open,
  onOpenChange,
  investment,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  investment: InvestmentDto | null;
}) {
  const form = useForm<InvestmentInput>({ resolver: zodResolver(investmentSchema), defaultValues: EMPTY });
  const { save } = useEntityActions("/api/investments", MESSAGES);
  useEffect(() => {
    if (!open) return;
    form.reset(
      investment
        ? {
            userId: investment.investor?.id ?? "",
            operationId: investment.operationId,
            amount: investment.amount,
            investmentDate: investment.investmentDate.slice(0, 10),
            status: investment.status as InvestmentInput["status"],
          }
        : EMPTY,
    );
  }, [open, investment, form]);
  const submit = form.handleSubmit(async (values) => {
    if (await save(form, investment?.id ?? null, values)) onOpenChange(false);
  });
  return (
    <EntityDialog
      open={open}
      onOpenChange={onOpenChange}
      title={investment ? "Editar Participación" : "Nueva Participación"}
      pending={form.formState.isSubmitting}
      onSubmit={submit}
    >
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <FormCombobox
          form={form}
          name="userId"
          label="Inversor *"
          {...INVESTOR_PICKER}
          known={
            investment?.investor
              ? [{ value: investment.investor.id, label: investment.investor.name ?? investment.investor.email ?? investment.investor.id }]
              : []
          }
          className="sm:col-span-2"
        />
        <FormCombobox
          form={form}
          name="operationId"
          label="Operación *"
          {...OPERATION_PICKER}
          known={investment ? [{ value: investment.operationId, label: investment.operationTitle }] : []}
          className="sm:col-span-2"
        />
        <FormMoneyInput form={form} name="amount" label="Importe (€) *" />
        <FormInput form={form} name="investmentDate" label="Fecha" type="date" />
        <FormSelect form={form} name="status" label="Estado" options={STATUS_OPTIONS} />
      </FieldGroup>
    </EntityDialog>
  );
}

export function InvestmentsTable({ page, sort, dir }: { page: TablePage<InvestmentDto>; sort: string; dir: SortDirection }) {
  const { editing, open, setOpen, edit } = useEditDialog<InvestmentDto>();
  const { remove } = useEntityActions("/api/investments", MESSAGES);
  const label = (i: InvestmentDto) => `${i.investor?.name ?? i.investor?.email ?? "N/A"} · ${i.operationTitle}`;
  const columns: ColumnDef<InvestmentDto>[] = [
    {
      id: "investor",
      header: "Inversor",
      cell: ({ row }) => <span className="font-medium">{row.original.investor?.name ?? row.original.investor?.email ?? "N/A"}</span>,
    },
    { id: "operation", header: "Operación", cell: ({ row }) => row.original.operationTitle },
    {
      id: "amount",
      header: "Importe",
      meta: { sortKey: "amount", className: "text-right" },
      cell: ({ row }) => formatMoney(row.original.amount),
    },
    { id: "date", header: "Fecha", meta: { sortKey: "investmentDate" }, cell: ({ row }) => formatDate(row.original.investmentDate) },
    {
      id: "status",
      header: "Estado",
      meta: { sortKey: "status" },
      cell: ({ row }) => (
        <Badge variant="secondary">
          {INVESTMENT_STATUS_LABELS[row.original.status as keyof typeof INVESTMENT_STATUS_LABELS] ?? row.original.status}
        </Badge>
      ),
    },
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
        <RowActions
          label={label(row.original)}
          onEdit={() => edit(row.original)}
          onDelete={() => remove(row.original.id)}
          deleteDescription="Esta acción es permanente: la participación se eliminará."
        />
      ),
    },
  ];
  return (
    <>
      <TableToolbar
        placeholder="Buscar por inversor u operación..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nueva Participación
          </Button>
        }
      >
        <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={STATUS_OPTIONS} />
      </TableToolbar>
      <DataTable
        label="Participaciones"
        columns={columns}
        page={page}
        sort={sort}
        dir={dir}
        emptyText="No se encontraron participaciones."
      />
      <InvestmentDialog open={open} onOpenChange={setOpen} investment={editing} />
    </>
  );
}
