import type { ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import type { AuditEntity } from "@/lib/audit";
import { RowActions } from "./row-actions";
import type { RowHandlers } from "./row-handlers";

/**
 * The last column of a back-office table: "Acciones", the row's menu (one button, so that every
 * column fits 1366 px). From 768 px it stays pinned to the right edge of the table's box, so that a
 * table wider than the screen keeps it in view while the other columns scroll under it (on a phone
 * the whole table scrolls).
 */
export function actionsColumn<T>(cell: ColumnDef<T>["cell"]): ColumnDef<T> {
  return {
    id: "actions",
    header: "Acciones",
    meta: { className: "text-right md:sticky md:right-0 md:z-10 md:bg-background md:shadow-[inset_1px_0_0_var(--color-border)]" },
    cell,
  };
}

/**
 * The "Acciones" column of an entity the back-office edits: the row's menu with whatever `more`
 * adds (`RowActionItem`s), Historial, Editar (not on a `readOnly` row, e.g. archived) and
 * Eliminar (after its confirmation), each named after the row's `label`.
 */
export function entityActionsColumn<T extends { id: string }>(
  { edit, remove }: RowHandlers<T>,
  options: {
    /** The entity of its audit history. */
    entity: AuditEntity;
    label: (row: T) => string;
    deleteTitle?: string;
    /** What goes, naming the row ("Se eliminará «…»"), and what goes with it. */
    deleteDescription: string | ((row: T) => string);
    /** Whether deleting this row asks for a reason. */
    deleteReason?: (row: T) => boolean;
    /** Whether the row may be deleted at all (a completed movement is cancelled instead). */
    deletable?: (row: T) => boolean;
    readOnly?: (row: T) => boolean;
    more?: (row: T) => ReactNode;
  },
): ColumnDef<T> {
  return actionsColumn<T>(({ row }) => (
    <RowActions
      label={options.label(row.original)}
      history={{ entity: options.entity, id: row.original.id }}
      onEdit={options.readOnly?.(row.original) ? undefined : () => edit(row.original)}
      onDelete={options.deletable?.(row.original) === false ? undefined : (reason) => remove(row.original.id, reason)}
      deleteTitle={options.deleteTitle}
      deleteDescription={
        typeof options.deleteDescription === "function" ? options.deleteDescription(row.original) : options.deleteDescription
      }
      deleteReason={options.deleteReason?.(row.original)}
    >
      {options.more?.(row.original)}
    </RowActions>
  ));
}
