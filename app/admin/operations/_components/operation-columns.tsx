"use client";

import { CalculatorIcon, GavelIcon } from "lucide-react";
import { StatusBadge } from "@/components/operations/status-badge";
import { OPERATION_FIELDS } from "@/lib/fields/operation";
import type { ColumnDef } from "@tanstack/react-table";
import type { RowHandlers } from "@/components/admin/row-handlers";
import type { OperationDetail } from "@/server/operations/queries";
import { entityActionsColumn } from "@/components/admin/actions-column";
import { describedColumn, nameColumn, operationPage } from "@/components/admin/columns";
import { ArchiveItem } from "@/components/admin/archive-button";
import { RowActionItem } from "@/components/admin/row-actions";
import type { CaseTarget } from "./case-list-dialog";

/** Besides edit and delete, the row opens the court case and the return scenarios of its operation. */
type OperationRowHandlers = RowHandlers<OperationDetail> & {
  setTimelineOf: (operation: CaseTarget) => void;
  setScenariosOf: (operation: CaseTarget) => void;
};

const FIELDS = OPERATION_FIELDS;

/** The columns of the operation table. */
export function operationColumns({ setTimelineOf, setScenariosOf, ...handlers }: OperationRowHandlers): ColumnDef<OperationDetail>[] {
  return [
    nameColumn<OperationDetail>("title", FIELDS.title.label, (operation) => operationPage(operation.id)),
    {
      id: "status",
      header: FIELDS.status.label,
      meta: { sortKey: "status" },
      cell: ({ row }) => <StatusBadge status={row.original.status} />,
    },
    describedColumn<OperationDetail>(FIELDS.province, "province"),
    describedColumn<OperationDetail>(FIELDS.pvp, "pvp"),
    describedColumn<OperationDetail>(FIELDS.ticketMin, "ticketMin"),
    describedColumn<OperationDetail>(FIELDS.percentageFinanced, "percentageFinanced"),
    entityActionsColumn(handlers, {
      entity: "operation",
      label: (operation) => operation.title,
      deleteTitle: "¿Eliminar operación?",
      deleteDescription: (operation) =>
        `Se eliminará «${operation.title}» con sus documentos, contratos y procedimiento judicial; es permanente. Una operación con participaciones o movimientos no se puede eliminar: archívala.`,
      readOnly: (operation) => Boolean(operation.archivedAt),
      more: (operation) => (
        <>
          <RowActionItem icon={GavelIcon} name={`Procedimiento judicial de ${operation.title}`} onSelect={() => setTimelineOf(operation)}>
            Procedimiento judicial
          </RowActionItem>
          <RowActionItem
            icon={CalculatorIcon}
            name={`Escenarios de rentabilidad de ${operation.title}`}
            onSelect={() => setScenariosOf(operation)}
          >
            Escenarios de rentabilidad
          </RowActionItem>
          <ArchiveItem
            endpoint="/api/operations"
            id={operation.id}
            label={operation.title}
            archived={Boolean(operation.archivedAt)}
            feminine
          />
        </>
      ),
    }),
  ];
}
