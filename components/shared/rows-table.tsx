import type { ReactNode } from "react";
import { EmptyState } from "@/components/dashboard/page-header";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import type { FieldSpec } from "@/lib/fields/field";
import { formatFieldValue } from "@/lib/fields/format-field";
import { cn } from "@/lib/utils";
import { STACKED } from "./stacked-table";

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
 * A short read-only table rendered on the server (the investor's pages, the dashboard): the
 * columns' headers, a row per item, an optional footer; `empty` instead when there are no rows.
 * Numeric columns are right-aligned, header and cells alike. Stacked (the default): cards on a phone
 * (./stacked-table.ts); `stacked={false}` only where a table is never wider than a phone.
 */
export function RowsTable<T>({
  label,
  rows,
  rowKey = (row) => (row as { id: string }).id,
  columns,
  empty,
  footer,
  rowTestId,
  stacked = true,
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
                className={cn(align(column), column.className)}
                data-label={stacked ? column.header : undefined}
                {...role("cell")}
              >
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
      {footer && (
        <TableFooter className={cn(stacked && STACKED.footer)} {...role("rowgroup")}>
          {footer}
        </TableFooter>
      )}
    </Table>
  );
}
