"use client";

import { HistoryButton } from "@/components/admin/audit/history-button";
import { RowActions } from "@/components/admin/row-actions";
import { Badge } from "@/components/ui/badge";
import { formatDate, formatMoney } from "@/lib/format";
import { INVESTMENT_STATUS_LABELS } from "@/lib/validations/investment";
import type { InvestmentDto } from "@/server/investments";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { actionsColumn } from "@/components/admin/actions-column";
import { WRAPPING_TEXT } from "@/components/shared/wrapping-text";

const label = (i: InvestmentDto) => `${i.investor?.name ?? i.investor?.email ?? "N/A"} · ${i.operationTitle}`;

/** The columns of the investment table. */
export function investmentColumns({ edit, remove }: RowHandlers<InvestmentDto>): ColumnDef<InvestmentDto>[] {
  return [
    {
      id: "investor",
      header: "Inversor",
      cell: ({ row }) => <span className="font-medium">{row.original.investor?.name ?? row.original.investor?.email ?? "N/A"}</span>,
    },
    { id: "operation", header: "Operación", meta: { className: WRAPPING_TEXT }, cell: ({ row }) => row.original.operationTitle },
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
    actionsColumn<InvestmentDto>(({ row }) => (
      <RowActions
        label={label(row.original)}
        onEdit={() => edit(row.original)}
        onDelete={() => remove(row.original.id)}
        deleteDescription="Esta acción es permanente: la participación se eliminará."
      >
        <HistoryButton entity="investment" id={row.original.id} label={label(row.original)} />
      </RowActions>
    )),
  ];
}
