"use client";

import { CalculatorIcon, GavelIcon } from "lucide-react";
import { HistoryButton } from "@/components/admin/audit/history-button";
import { RowActions } from "@/components/admin/row-actions";
import { StatusBadge } from "@/components/operations/status-badge";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import { provinceLabel } from "@/lib/operation-status";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import type { OperationDetail } from "@/server/operations/queries";
import { actionsColumn } from "@/components/admin/actions-column";

type CaseTarget = { id: string; title: string };

/** Besides edit and delete, the row opens the court case and the return scenarios of its operation. */
type OperationRowHandlers = RowHandlers<OperationDetail> & {
  setTimelineOf: (operation: CaseTarget) => void;
  setScenariosOf: (operation: CaseTarget) => void;
};

/** The columns of the operation table. */
export function operationColumns({ edit, remove, setTimelineOf, setScenariosOf }: OperationRowHandlers): ColumnDef<OperationDetail>[] {
  return [
    {
      id: "title",
      header: "Título",
      meta: { sortKey: "title" },
      cell: ({ row }) => <span className="font-medium">{row.original.title}</span>,
    },
    { id: "status", header: "Estado", meta: { sortKey: "status" }, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: "province", header: "Provincia", meta: { sortKey: "province" }, cell: ({ row }) => provinceLabel(row.original.province) },
    { id: "pvp", header: "PVP", meta: { sortKey: "pvp", className: "text-right" }, cell: ({ row }) => formatMoney(row.original.pvp) },
    {
      id: "ticketMin",
      header: "Ticket mínimo",
      meta: { sortKey: "ticketMin", className: "text-right" },
      cell: ({ row }) => formatMoney(row.original.ticketMin),
    },
    {
      id: "percentageFinanced",
      header: "% Financiado",
      meta: { sortKey: "percentageFinanced", className: "text-right" },
      cell: ({ row }) => `${row.original.percentageFinanced}%`,
    },
    actionsColumn<OperationDetail>(({ row }) => (
      <RowActions
        label={row.original.title}
        onEdit={() => edit(row.original)}
        onDelete={() => remove(row.original.id)}
        deleteTitle="¿Eliminar operación?"
        deleteDescription="Esta acción es permanente y eliminará todos los datos asociados (participaciones, documentos, contratos y transacciones)."
      >
        <HistoryButton entity="operation" id={row.original.id} label={row.original.title} />
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Procedimiento judicial de ${row.original.title}`}
          title="Procedimiento judicial"
          onClick={() => setTimelineOf(row.original)}
        >
          <GavelIcon aria-hidden />
        </Button>
        <Button
          variant="ghost"
          size="icon"
          aria-label={`Escenarios de rentabilidad de ${row.original.title}`}
          title="Escenarios de rentabilidad"
          onClick={() => setScenariosOf(row.original)}
        >
          <CalculatorIcon aria-hidden />
        </Button>
      </RowActions>
    )),
  ];
}
