import type { ColumnDef } from "@tanstack/react-table";

/** The last column of a back-office table: "Acciones", the row's buttons aligned right. */
export function actionsColumn<T>(cell: ColumnDef<T>["cell"]): ColumnDef<T> {
  return { id: "actions", header: "Acciones", meta: { className: "text-right" }, cell };
}
