import type { ColumnDef } from "@tanstack/react-table";

/**
 * The last column of a back-office table: "Acciones", the row's buttons aligned right. From 768 px
 * it stays pinned to the right edge of the table's box, so that a table wider than the screen
 * keeps its buttons in view while the other columns scroll under it (on a phone the pinned column
 * would cover most of the row: the whole table scrolls there).
 */
export function actionsColumn<T>(cell: ColumnDef<T>["cell"]): ColumnDef<T> {
  return {
    id: "actions",
    header: "Acciones",
    meta: { className: "text-right md:sticky md:right-0 md:z-10 md:bg-background md:shadow-[inset_1px_0_0_var(--color-border)]" },
    cell,
  };
}
