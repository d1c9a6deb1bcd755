import type { ReactNode } from "react";
import { EmptyState } from "@/components/dashboard/page-header";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { FieldSpec } from "@/lib/fields/field";
import { formatFieldValue } from "@/lib/fields/format-field";
import { cn } from "@/lib/utils";

/** One column of a RowsTable: its header, what a row shows in it, and its alignment. */
export type RowsColumn<T> = { header: string; cell: (row: T) => ReactNode; className?: string; numeric?: boolean };

/** A column of a catalogue's field (lib/fields/): its label, the row's value formatted by its kind, amounts right-aligned. */
export function describedRowsColumn<T>(
  field: FieldSpec,
  value: (row: T) => unknown,
  { missing, className }: { missing?: string; className?: string } = {},
): RowsColumn<T> {
  const numeric = field.kind === "money" || field.kind === "percent";
  return { header: field.label, cell: (row) => formatFieldValue(field, value(row), missing), numeric, className };
}

/**
 * Below 768 px a `stacked` table shows each row as a card of "header: value" lines, so that a phone
 * sees every value (the amount, "Descargar") without scrolling sideways. The same table, restyled:
 * its roles are given back explicitly, since a table displayed as blocks loses them in some
 * browsers; the headers stay for screen readers, and each cell's visible label (its `data-label`)
 * has empty alternative text so that it is not read twice.
 */
const STACKED = {
  table: "max-md:block",
  header: "max-md:sr-only",
  body: "max-md:grid max-md:gap-3",
  row: "max-md:block max-md:rounded-lg max-md:border max-md:px-3 max-md:py-2",
  cell: "max-md:flex max-md:min-w-0 max-md:items-baseline max-md:justify-between max-md:gap-3 max-md:px-0 max-md:py-1 max-md:text-right max-md:whitespace-normal max-md:before:shrink-0 max-md:before:text-left max-md:before:text-muted-foreground max-md:before:content-[attr(data-label)_/_'']",
} as const;

/**
 * A short read-only table rendered on the server (the investor's pages, the dashboard): the
 * columns' headers, a row per item, an optional footer; `empty` instead when there are no rows.
 * Numeric columns are right-aligned, header and cells alike. `stacked`: cards on a phone (above).
 */
export function RowsTable<T>({
  label,
  rows,
  rowKey = (row) => (row as { id: string }).id,
  columns,
  empty,
  footer,
  rowTestId,
  stacked = false,
  ...rest
}: {
  label: string;
  rows: T[];
  /** Each row's React key: its `id` unless said otherwise. */
  rowKey?: (row: T) => string;
  columns: RowsColumn<T>[];
  empty: ReactNode;
  footer?: ReactNode;
  rowTestId?: string;
  stacked?: boolean;
  "data-testid"?: string;
}) {
  if (rows.length === 0) return <EmptyState>{empty}</EmptyState>;
  const align = (column: RowsColumn<T>) => (column.numeric ? "text-right" : undefined);
  const role = <R extends string>(value: R) => (stacked ? { role: value } : {});
  return (
    <Table label={label} className={cn(stacked && STACKED.table)} {...role("table")} {...rest}>
      <TableHeader className={cn(stacked && STACKED.header)} {...role("rowgroup")}>
        <TableRow {...role("row")}>
          {columns.map((column) => (
            <TableHead key={column.header} className={align(column)} {...role("columnheader")}>
              {column.header}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={cn(stacked && STACKED.body)} {...role("rowgroup")}>
        {rows.map((row) => (
          <TableRow key={rowKey(row)} data-testid={rowTestId} className={cn(stacked && STACKED.row)} {...role("row")}>
            {columns.map((column) => (
              <TableCell
                key={column.header}
                className={cn(align(column), column.className, stacked && STACKED.cell)}
                data-label={stacked ? column.header : undefined}
                {...role("cell")}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      {footer && <TableFooter>{footer}</TableFooter>}
    </Table>
  );
}
