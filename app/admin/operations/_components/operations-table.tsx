"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useState } from "react";
import { CalculatorIcon, GavelIcon, PlusIcon } from "lucide-react";
import { HistoryButton } from "@/components/admin/audit/history-button";
import { DataTable } from "@/components/admin/data-table";
import { RowActions } from "@/components/admin/row-actions";
import { FilterSelect, TableToolbar } from "@/components/admin/table-toolbar";
import { useEditDialog } from "@/components/admin/use-edit-dialog";
import { useEntityActions } from "@/components/admin/use-entity-actions";
import { StatusBadge } from "@/components/operations/status-badge";
import { Button } from "@/components/ui/button";
import { formatMoney } from "@/lib/format";
import { OPERATION_STATUSES, OPERATION_STATUS_LABELS, provinceLabel } from "@/lib/operation-status";
import type { SortDirection, TablePage } from "@/lib/table-query";
import type { OperationDetail } from "@/server/operations/queries";
import { OPERATION_MESSAGES, OperationFormDialog } from "./operation-form-dialog";
import { ScenariosDialog, TimelineDialog } from "./case-editor";

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

  const columns: ColumnDef<OperationDetail>[] = [
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
    {
      id: "actions",
      header: "Acciones",
      meta: { className: "text-right" },
      cell: ({ row }) => (
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
      ),
    },
  ];

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
