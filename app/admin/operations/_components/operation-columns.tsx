"use client";

import { CalculatorIcon, GavelIcon } from "lucide-react";
import { StatusBadge } from "@/components/operations/status-badge";
import { Button } from "@/components/ui/button";
import { provinceLabel } from "@/lib/operation-status";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import type { OperationDetail } from "@/server/operations/queries";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { moneyColumn, nameColumn } from "@/components/admin/columns";
import type { CaseTarget } from "./case-list-dialog";

/** Besides edit and delete, the row opens the court case and the return scenarios of its operation. */
type OperationRowHandlers = RowHandlers<OperationDetail> & {
  setTimelineOf: (operation: CaseTarget) => void;
  setScenariosOf: (operation: CaseTarget) => void;
};

/** The columns of the operation table. */
export function operationColumns({ setTimelineOf, setScenariosOf, ...handlers }: OperationRowHandlers): ColumnDef<OperationDetail>[] {
  return [
    nameColumn<OperationDetail>("title", "Título"),
    { id: "status", header: "Estado", meta: { sortKey: "status" }, cell: ({ row }) => <StatusBadge status={row.original.status} /> },
    { id: "province", header: "Provincia", meta: { sortKey: "province" }, cell: ({ row }) => provinceLabel(row.original.province) },
    moneyColumn<OperationDetail>("pvp", "PVP"),
    moneyColumn<OperationDetail>("ticketMin", "Ticket mínimo"),
    {
      id: "percentageFinanced",
      header: "% Financiado",
      meta: { sortKey: "percentageFinanced", className: "text-right" },
      cell: ({ row }) => `${row.original.percentageFinanced}%`,
    },
    entityActionsColumn(handlers, {
      entity: "operation",
      label: (operation) => operation.title,
      deleteTitle: "¿Eliminar operación?",
      deleteDescription:
        "Esta acción es permanente y eliminará todos los datos asociados (participaciones, documentos, contratos y transacciones).",
      more: (operation) => (
        <>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Procedimiento judicial de ${operation.title}`}
            title="Procedimiento judicial"
            onClick={() => setTimelineOf(operation)}
          >
            <GavelIcon aria-hidden />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            aria-label={`Escenarios de rentabilidad de ${operation.title}`}
            title="Escenarios de rentabilidad"
            onClick={() => setScenariosOf(operation)}
          >
            <CalculatorIcon aria-hidden />
          </Button>
        </>
      ),
    }),
  ];
}
