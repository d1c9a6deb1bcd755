"use client";

import { DataTable } from "@/components/admin/data-table";
import { KeysetPager } from "@/components/admin/keyset-pager";
import { TableToolbar } from "@/components/admin/table-toolbar";
import type { AuditPage } from "@/server/audit/list";
import { activityColumns } from "./activity-columns";
import { ActivityFilters } from "./activity-filters";

/** Actividad: the audit log, newest first, filtered and paged on the server. */
export function ActivityTable({ page }: { page: AuditPage }) {
  return (
    <>
      <TableToolbar placeholder="Buscar por email, nombre del elemento o id...">
        <ActivityFilters />
      </TableToolbar>
      <DataTable
        columns={activityColumns}
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
