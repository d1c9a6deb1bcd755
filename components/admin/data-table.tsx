"use client";

import type { ReactNode } from "react";
import { flexRender, getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon, ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { cn } from "@/lib/utils";
import { PageSizeSelect } from "./page-size-select";
import { useTableParams } from "./use-table-params";

export type SortableColumnMeta = { sortKey?: string; className?: string };

/**
 * An admin list (TanStack Table, shadcn's data-table pattern) whose paging and sorting happen on
 * the server: the table only renders the current page and changes the address.
 */
export function DataTable<T extends { id: string }>({
  columns,
  page,
  sort,
  dir,
  emptyText,
  pager,
}: {
  columns: ColumnDef<T>[];
  page: TablePage<T>;
  sort: string;
  dir: SortDirection;
  emptyText: string;
  /** Replaces the numbered pager (a list paged by keyset cursors has its own). */
  pager?: ReactNode;
}) {
  const { update, pending } = useTableParams();
  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table is not memoisable by the React Compiler; this component simply re-renders
  const table = useReactTable({
    data: page.rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: page.total,
    getRowId: (row) => row.id,
  });
  const pages = Math.max(1, Math.ceil(page.total / page.pageSize));
  // A capped count only says "más de N": the page number stands alone and the server says whether a next page exists.
  const hasNextPage = page.hasNextPage ?? page.page < pages;

  function toggleSort(key: string) {
    update({ sort: key, dir: sort === key && dir === "asc" ? "desc" : "asc" });
  }

  return (
    <div className={cn("space-y-3 transition-opacity", pending && "opacity-60")} aria-busy={pending}>
      <div className="overflow-x-auto rounded-lg border border-border">
        <Table>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as SortableColumnMeta | undefined;
                  const label = header.isPlaceholder ? null : flexRender(header.column.columnDef.header, header.getContext());
                  const active = meta?.sortKey === sort;
                  return (
                    <TableHead key={header.id} className={meta?.className} aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}>
                      {meta?.sortKey ? (
                        <button type="button" className="inline-flex items-center gap-1 hover:text-foreground" onClick={() => toggleSort(meta.sortKey!)}>
                          {label}
                          {active ? (
                            dir === "asc" ? <ArrowUpIcon className="size-3.5" aria-hidden /> : <ArrowDownIcon className="size-3.5" aria-hidden />
                          ) : (
                            <ArrowUpDownIcon className="size-3.5 opacity-40" aria-hidden />
                          )}
                        </button>
                      ) : (
                        label
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.length === 0 ? (
              <TableRow>
                <TableCell colSpan={columns.length} className="h-24 text-center text-muted-foreground">
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} data-testid="data-row">
                  {row.getVisibleCells().map((cell) => (
                    <TableCell key={cell.id} className={(cell.column.columnDef.meta as SortableColumnMeta | undefined)?.className}>
                      {flexRender(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {pager ?? (
        <div className="flex flex-wrap items-center justify-between gap-3 text-sm text-muted-foreground">
          <span data-testid="table-total">
            {page.totalCapped ? "Más de " : ""}
            {page.total.toLocaleString("es-ES")} {page.total === 1 && !page.totalCapped ? "resultado" : "resultados"}
          </span>
          <div className="flex items-center gap-2">
            <PageSizeSelect pageSize={page.pageSize} />
            <span>{page.totalCapped ? `Página ${page.page}` : `Página ${Math.min(page.page, pages)} de ${pages}`}</span>
            <Button variant="outline" size="icon" aria-label="Página anterior" disabled={page.page <= 1} onClick={() => update({ page: page.page - 1 }, { resetPage: false })}>
              <ChevronLeftIcon aria-hidden />
            </Button>
            <Button variant="outline" size="icon" aria-label="Página siguiente" disabled={!hasNextPage} onClick={() => update({ page: page.page + 1 }, { resetPage: false })}>
              <ChevronRightIcon aria-hidden />
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
