"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { formatDate, formatMoney } from "@/lib/format";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { INVESTMENT_STATUS_LABELS } from "@/lib/validations/investment";
import type { InvestmentDto } from "@/server/investments";
import { INVESTMENT_MESSAGES, INVESTMENT_STATUS_OPTIONS, InvestmentFormDialog } from "./investment-form-dialog";

export function InvestmentsTable({ page, sort, dir }: { page: TablePage<InvestmentDto>; sort: string; dir: SortDirection }) {
  const { editing, open, setOpen, edit } = useEditDialog<InvestmentDto>();
  const { remove } = useEntityActions("/api/investments", INVESTMENT_MESSAGES);
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
        <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={INVESTMENT_STATUS_OPTIONS} />
      </TableToolbar>
      <DataTable
        label="Participaciones"
        columns={columns}
        page={page}
        sort={sort}
        dir={dir}
        emptyText="No se encontraron participaciones."
      />
      <InvestmentFormDialog open={open} onOpenChange={setOpen} investment={editing} />
    </>
  );
}
