"use client";

import type { ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { DataTable } from "./data-table";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { TableToolbar } from "./table-toolbar";

/** What an admin list page hands its table: one page of rows and the sort it was read with. */
export type ListProps<T> = { page: TablePage<T>; sort: string; dir: SortDirection };

/** What a list says: its accessible name, its search box's placeholder and its text when nothing matches. */
type ListTexts = { label: string; search: string; empty: string };

/**
 * An admin list paged, searched and filtered on the server: the search box with the list's
 * `filters` (and any `actions` beside them), then the table of the page's rows.
 */
export function ListTable<T extends { id: string }>({
  page,
  sort,
  dir,
  texts,
  filters,
  actions,
  columns,
}: ListProps<T> & { texts: ListTexts; filters?: ReactNode; actions?: ReactNode; columns: ColumnDef<T>[] }) {
  return (
    <>
      <TableToolbar placeholder={texts.search} actions={actions}>
        {filters}
      </TableToolbar>
      <DataTable label={texts.label} columns={columns} page={page} sort={sort} dir={dir} emptyText={texts.empty} />
    </>
  );
}
