"use client";

import { Badge } from "@/components/ui/badge";
import { formatDate } from "@/lib/format";
import { INVESTMENT_STATUS_LABELS } from "@/lib/validations/investment";
import type { InvestmentDto } from "@/server/investments";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { moneyColumn, operationColumn } from "@/components/admin/columns";

const label = (i: InvestmentDto) => `${i.investor?.name ?? i.investor?.email ?? "N/A"} · ${i.operationTitle}`;

/** The columns of the investment table. */
export function investmentColumns(handlers: RowHandlers<InvestmentDto>): ColumnDef<InvestmentDto>[] {
  return [
    {
      id: "investor",
      header: "Inversor",
      cell: ({ row }) => <span className="font-medium">{row.original.investor?.name ?? row.original.investor?.email ?? "N/A"}</span>,
    },
    operationColumn<InvestmentDto>(),
    moneyColumn<InvestmentDto>("amount", "Importe"),
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
    entityActionsColumn(handlers, {
      entity: "investment",
      label,
      deleteDescription: "Esta acción es permanente: la participación se eliminará.",
    }),
  ];
}
