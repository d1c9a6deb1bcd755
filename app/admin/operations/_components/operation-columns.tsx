"use client";

import { CalculatorIcon, GavelIcon } from "lucide-react";
import { StatusBadge } from "@/components/operations/status-badge";
import { Button } from "@/components/ui/button";
import { formatFieldValue } from "@/lib/fields/format-field";
import { OPERATION_FIELDS, type OperationField } from "@/lib/fields/operation";
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

const FIELDS = OPERATION_FIELDS;

/** A sortable column whose header and cell are the field's label and formatted value (lib/fields/operation.ts). */
const describedColumn = (name: OperationField): ColumnDef<OperationDetail> => ({
  id: name,
  header: FIELDS[name].label,
  meta: { sortKey: name },
  cell: ({ row }) => formatFieldValue(FIELDS[name], row.original[name]),
});

/** The columns of the operation table. */
export function operationColumns({ setTimelineOf, setScenariosOf, ...handlers }: OperationRowHandlers): ColumnDef<OperationDetail>[] {
  return [
    nameColumn<OperationDetail>("title", FIELDS.title.label),
    {
      id: "status",
      header: FIELDS.status.label,
      meta: { sortKey: "status" },
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    describedColumn("province"),
    moneyColumn<OperationDetail>("pvp", FIELDS.pvp.label),
    moneyColumn<OperationDetail>("ticketMin", FIELDS.ticketMin.label),
    { ...describedColumn("percentageFinanced"), meta: { sortKey: "percentageFinanced", className: "text-right" } },
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
