"use client";

import { Badge } from "@/components/ui/badge";
import { formatFieldValue } from "@/lib/fields/format-field";
import { INVESTMENT_FIELDS as FIELDS } from "@/lib/fields/investment";
import type { ParticipationDto } from "@/server/participations/records";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { describedColumn, investorPage, operationColumn } from "@/components/admin/columns";
import Link from "next/link";

const label = (i: ParticipationDto) => `${i.investor?.name ?? i.investor?.email ?? "N/A"} · ${i.operationTitle}`;

/** The columns of the investment table. */
export function investmentColumns(handlers: RowHandlers<ParticipationDto>): ColumnDef<ParticipationDto>[] {
  return [
    {
      id: "investor",
      header: FIELDS.userId.label,
      cell: ({ row }) => {
        const investor = row.original.investor;
        if (!investor) return "N/A";
        return (
          <Link href={investorPage(investor.id)} className="font-medium hover:underline">
            {investor.name ?? investor.email ?? "N/A"}
          </Link>
        );
      },
    },
    operationColumn<ParticipationDto>(),
    describedColumn<ParticipationDto>(FIELDS.amount, "amount"),
    describedColumn<ParticipationDto>(FIELDS.investmentDate, "investmentDate"),
    {
      id: "status",
      header: FIELDS.status.label,
      meta: { sortKey: "status" },
      cell: ({ row }) => <Badge variant="secondary">{formatFieldValue(FIELDS.status, row.original.status)}</Badge>,
    },
    entityActionsColumn(handlers, {
      entity: "investment",
      label,
      deleteDescription: (investment) =>
        `Se eliminará la participación ${label(investment)} y los documentos y contratos dirigidos a ella; es permanente. Si tiene movimientos, cámbiala a Cancelada.`,
    }),
  ];
}
