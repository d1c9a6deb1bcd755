"use client";

import { useState } from "react";
import type { AdminEntity } from "@/components/admin/admin-entity";
import { EntityTable } from "@/components/admin/entity-table";
import type { ListProps } from "@/components/admin/list-table";
import { FilterSelect } from "@/components/admin/table-toolbar";
import { OPERATION_STATUS_OPTIONS, provinceLabel } from "@/lib/operation-status";
import type { OperationDetail } from "@/server/operations/queries";
import { OperationFormDialog } from "./operation-form-dialog";
import { ScenariosDialog } from "./scenarios-dialog";
import { TimelineDialog } from "./timeline-dialog";
import { operationColumns } from "./operation-columns";
import type { CaseTarget } from "./case-list-dialog";

export const OPERATIONS: AdminEntity = {
  endpoint: "/api/operations",
  names: { singular: "Operación", plural: "Operaciones", feminine: true },
  search: "Buscar por título o provincia...",
  // docs/specification.md §8 says "guardar" for both.
  messages: { createFailed: "No se pudo guardar la operación", updateFailed: "No se pudo guardar la operación" },
};

/** Operaciones, with two more dialogs per row: the court case's timeline and its return scenarios. */
export function OperationsTable({ provinces, ...list }: ListProps<OperationDetail> & { provinces: string[] }) {
  const [timelineOf, setTimelineOf] = useState<CaseTarget | null>(null);
  const [scenariosOf, setScenariosOf] = useState<CaseTarget | null>(null);
  return (
    <EntityTable
      {...list}
      entity={OPERATIONS}
      columns={(handlers) => operationColumns({ ...handlers, setTimelineOf, setScenariosOf })}
      filters={
        <>
          <FilterSelect name="status" label="Estado" allLabel="Todos los estados" options={OPERATION_STATUS_OPTIONS} />
          <FilterSelect
            name="province"
            label="Provincia"
            allLabel="Todas las provincias"
            options={provinces.map((p) => ({ value: p, label: provinceLabel(p) }))}
          />
          <FilterSelect name="archived" label="Archivo" allLabel="Sin archivar" options={[{ value: "1", label: "Archivadas" }]} />
        </>
      }
      Dialog={OperationFormDialog}
    >
      <TimelineDialog target={timelineOf} onOpenChange={(next) => !next && setTimelineOf(null)} />
      <ScenariosDialog target={scenariosOf} onOpenChange={(next) => !next && setScenariosOf(null)} />
    </EntityTable>
  );
}
