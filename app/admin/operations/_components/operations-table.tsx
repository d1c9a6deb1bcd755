"use client";

import { useState } from "react";
import { EntityTable, type ListProps } from "@/components/admin/entity-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { OPERATION_STATUS_OPTIONS, provinceLabel } from "@/lib/operation-status";
import type { OperationDetail } from "@/server/operations/queries";
import { OPERATION_MESSAGES, OperationFormDialog } from "./operation-form-dialog";
import { ScenariosDialog } from "./scenarios-dialog";
import { TimelineDialog } from "./timeline-dialog";
import { operationColumns } from "./operation-columns";

/** Operaciones, with two more dialogs per row: the court case's timeline and its return scenarios. */
export function OperationsTable({ provinces, ...list }: ListProps<OperationDetail> & { provinces: string[] }) {
  const [timelineOf, setTimelineOf] = useState<{ id: string; title: string } | null>(null);
  const [scenariosOf, setScenariosOf] = useState<{ id: string; title: string } | null>(null);
  return (
    <EntityTable
      {...list}
      endpoint="/api/operations"
      messages={OPERATION_MESSAGES}
      columns={(handlers) => operationColumns({ ...handlers, setTimelineOf, setScenariosOf })}
      label="Operaciones"
      emptyText="No se encontraron operaciones."
      searchPlaceholder="Buscar por título o provincia..."
      newLabel="Nueva Operación"
      filters={
        <>
          <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={OPERATION_STATUS_OPTIONS} />
          <FilterSelect
            name="province"
            label="Provincia"
            allLabel="Todas las provincias"
            options={provinces.map((p) => ({ value: p, label: provinceLabel(p) }))}
          />
        </>
      }
      dialog={(props) => <OperationFormDialog {...props} />}
    >
      <TimelineDialog target={timelineOf} onOpenChange={(next) => !next && setTimelineOf(null)} />
      <ScenariosDialog target={scenariosOf} onOpenChange={(next) => !next && setScenariosOf(null)} />
    </EntityTable>
  );
}
