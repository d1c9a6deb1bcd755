"use client";

import { useEffect, useRef, type ReactNode, type RefObject } from "react";
import { getCoreRowModel, useReactTable, type ColumnDef } from "@tanstack/react-table";
import { ArrowDownIcon, ArrowUpDownIcon, ArrowUpIcon } from "lucide-react";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { cn } from "@/lib/utils";
import { STACKED } from "@/components/shared/stacked-table";
import { PageSizeSelect } from "./page-size-select";
import { PagerBar, PageStep } from "./pager";
import { useTableParams } from "./use-table-params";

/** `label`: the column's name on a phone's card, where its header is not a plain string. */
export type SortableColumnMeta = { sortKey?: string; className?: string; label?: string };

/** What a cell is called on a phone's card (./stacked-table.ts): its header, when it is text. */
function cardLabel<T>(column: ColumnDef<T>): string | undefined {
  return typeof column.header === "string" ? column.header : (column.meta as SortableColumnMeta | undefined)?.label;
}

/**
 * An admin list (TanStack Table, shadcn's data-table pattern) whose paging and sorting happen on
 * the server: the table only renders the current page and changes the address. Below 768 px each
 * row is a card (its name and actions visible together, no sideways scroll).
 */
export function DataTable<T extends { id: string }>({
  columns,
  page,
  sort,
  dir,
  emptyText,
  pager,
  label = "Resultados",
}: {
  columns: ColumnDef<T>[];
  page: TablePage<T>;
  sort: string;
  dir: SortDirection;
  emptyText: string;
  /** Replaces the numbered pager (a list paged by keyset cursors has its own). */
  pager?: ReactNode;
  /** The name of the table's scrolling box (a keyboard stop), e.g. "Operaciones". */
  label?: string;
}) {
  const { update, pending } = useTableParams();
  const box = useRef<HTMLDivElement>(null);
  useKeepFocusInTable(box, page);
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
      <div className="rounded-lg border border-border max-md:border-0">
        <Table label={label} containerRef={box} className={STACKED.table} role="table">
          <TableHeader className={STACKED.header} role="rowgroup">
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id} role="row">
                {group.headers.map((header) => {
                  const meta = header.column.columnDef.meta as SortableColumnMeta | undefined;
                  const label = header.isPlaceholder ? null : render(header.column.columnDef.header, header.getContext());
                  const active = meta?.sortKey === sort;
                  return (
                    <TableHead
                      key={header.id}
                      role="columnheader"
                      className={meta?.className}
                      aria-sort={active ? (dir === "asc" ? "ascending" : "descending") : undefined}
                    >
                      {meta?.sortKey ? (
                        <button
                          type="button"
                          className="inline-flex items-center gap-1 hover:text-foreground"
                          onClick={() => toggleSort(meta.sortKey!)}
                        >
                          {label}
                          {active ? (
                            dir === "asc" ? (
                              <ArrowUpIcon className="size-3.5" aria-hidden />
                            ) : (
                              <ArrowDownIcon className="size-3.5" aria-hidden />
                            )
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
          <TableBody className={STACKED.body} role="rowgroup">
            {table.getRowModel().rows.length === 0 ? (
              <TableRow role="row" className="max-md:block">
                <TableCell colSpan={columns.length} role="cell" className="h-24 text-center text-muted-foreground max-md:block!">
                  {emptyText}
                </TableCell>
              </TableRow>
            ) : (
              table.getRowModel().rows.map((row) => (
                <TableRow key={row.id} data-testid="data-row" role="row" className={STACKED.row}>
                  {row.getVisibleCells().map((cell) => (
                    <TableCell
                      key={cell.id}
                      role="cell"
                      data-label={cardLabel(cell.column.columnDef)}
                      className={(cell.column.columnDef.meta as SortableColumnMeta | undefined)?.className}
                    >
                      {render(cell.column.columnDef.cell, cell.getContext())}
                    </TableCell>
                  ))}
                </TableRow>
              ))
            )}
          </TableBody>
        </Table>
      </div>
      {pager ?? (
        <PagerBar total={page.total} totalCapped={page.totalCapped}>
          <PageSizeSelect pageSize={page.pageSize} />
          <span role="status" data-testid="table-page">
            {page.totalCapped ? `Página ${page.page}` : `Página ${Math.min(page.page, pages)} de ${pages}`}
          </span>
          <PageStep step="previous" disabled={page.page <= 1} onClick={() => update({ page: page.page - 1 }, { resetPage: false })} />
          <PageStep step="next" disabled={!hasNextPage} onClick={() => update({ page: page.page + 1 }, { resetPage: false })} />
        </PagerBar>
      )}
    </div>
  );
}

/**
 * When the focused control of a row goes away with the row (it was deleted, or a new page came),
 * the focus moves to the table's box instead of falling to <body>.
 */
function useKeepFocusInTable(box: RefObject<HTMLDivElement | null>, page: unknown) {
  const lastFocused = useRef<Element | null>(null);
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const remember = (event: FocusEvent) => {
      lastFocused.current = event.target instanceof Element ? event.target : null;
    };
    element.addEventListener("focusin", remember);
    return () => element.removeEventListener("focusin", remember);
  }, [box]);
  useEffect(() => {
    const gone = lastFocused.current && !lastFocused.current.isConnected;
    const lost = document.activeElement === null || document.activeElement === document.body;
    if (gone && lost) box.current?.focus({ preventScroll: true });
  }, [box, page]);
}

/**
 * A header or cell definition rendered by calling it, where TanStack's flexRender would mount it
 * as a component: the screens build their columns inline, so each render made new component
 * types and React remounted every cell, and a row's button that opened a dialog was gone (with
 * the focus) by the time the dialog closed.
 */
function render<C>(definition: ((context: C) => ReactNode) | ReactNode, context: C): ReactNode {
  return typeof definition === "function" ? (definition as (context: C) => ReactNode)(context) : definition;
}
