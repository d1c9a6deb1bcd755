"use client";

import { useState } from "react";
import { PlusIcon } from "lucide-react";
import { DataTable } from "@/components/admin/data-table";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import { OPERATION_STATUSES, OPERATION_STATUS_LABELS, provinceLabel } from "@/lib/operation-status";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { OperationDetail } from "@/server/operations/queries";
import { OPERATION_MESSAGES, OperationFormDialog } from "./operation-form-dialog";
import { ScenariosDialog } from "./scenarios-dialog";
import { TimelineDialog } from "./timeline-dialog";
import { operationColumns } from "./operation-columns";

export function OperationsTable({
  page,
  provinces,
  sort,
  dir,
}: {
  page: TablePage<OperationDetail>;
  provinces: string[];
  sort: string;
  dir: SortDirection;
}) {
  const { editing, open, setOpen, edit } = useEditDialog<OperationDetail>();
  const { remove } = useEntityActions("/api/operations", OPERATION_MESSAGES);
  const [timelineOf, setTimelineOf] = useState<{ id: string; title: string } | null>(null);
  const [scenariosOf, setScenariosOf] = useState<{ id: string; title: string } | null>(null);

  const columns = operationColumns({ edit, remove, setTimelineOf, setScenariosOf });

  return (
    <>
      <TableToolbar
        placeholder="Buscar por título o provincia..."
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> Nueva Operación
          </Button>
        }
      >
        <FilterSelect
          name="status"
          label="Estado"
          allLabel="Todos los estados"
          options={OPERATION_STATUSES.map((status) => ({ value: status, label: OPERATION_STATUS_LABELS[status] }))}
        />
        <FilterSelect
          name="province"
          label="Provincia"
          allLabel="Todas las provincias"
          options={provinces.map((p) => ({ value: p, label: provinceLabel(p) }))}
        />
      </TableToolbar>
      <DataTable label="Operaciones" columns={columns} page={page} sort={sort} dir={dir} emptyText="No se encontraron operaciones." />
      <OperationFormDialog open={open} onOpenChange={setOpen} operation={editing} />
      <TimelineDialog target={timelineOf} onOpenChange={(next) => !next && setTimelineOf(null)} />
      <ScenariosDialog target={scenariosOf} onOpenChange={(next) => !next && setScenariosOf(null)} />
    </>
  );
}
