"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { ActionBadge, ActorCell, EntityCell } from "@/components/admin/audit/audit-cells";
import { ChangeList } from "@/components/admin/audit/change-list";
import { DataTable } from "@/components/admin/data-table";
import { KeysetPager } from "@/components/admin/keyset-pager";
import { TableToolbar } from "@/components/admin/table-toolbar";
import { formatDateTime } from "@/lib/format";
import type { AuditEventDto, AuditPage } from "@/server/audit/list";
import { ActivityFilters } from "./activity-filters";

const columns: ColumnDef<AuditEventDto>[] = [
  {
    id: "createdAt",
    header: "Fecha",
    cell: ({ row }) => <span className="whitespace-nowrap">{formatDateTime(row.original.createdAt)}</span>,
  },
  { id: "actor", header: "Persona", cell: ({ row }) => <ActorCell event={row.original} /> },
  { id: "action", header: "Acción", cell: ({ row }) => <ActionBadge action={row.original.action} /> },
  { id: "entity", header: "Elemento", cell: ({ row }) => <EntityCell event={row.original} /> },
  { id: "changes", header: "Cambios", cell: ({ row }) => <ChangeList changes={row.original.changes} entity={row.original.entityType} /> },
  {
    id: "address",
    header: "Dirección IP",
    cell: ({ row }) => <span className="text-xs text-muted-foreground">{row.original.address ?? "—"}</span>,
  },
];

/** Actividad: the audit log, newest first, filtered and paged on the server. */
export function ActivityTable({ page }: { page: AuditPage }) {
  return (
    <>
      <TableToolbar placeholder="Buscar por email, nombre del elemento o id...">
        <ActivityFilters />
      </TableToolbar>
      <DataTable
        columns={columns}
        page={{ rows: page.rows, total: page.total, totalCapped: page.totalCapped, page: 1, pageSize: page.pageSize }}
        sort="createdAt"
        dir="desc"
        emptyText="No hay actividad con estos filtros."
        pager={
          <KeysetPager total={page.total} totalCapped={page.totalCapped} pageSize={page.pageSize} newer={page.newer} older={page.older} />
        }
      />
    </>
  );
}
