"use client";

import type { ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { SortDirection, TablePage } from "@/lib/table-query";
import { DataTable } from "./data-table";
import type { RowHandlers } from "./row-handlers";
import { TableToolbar } from "./table-toolbar";
import { useEditDialog } from "./use-edit-dialog";
import { useEntityActions, type EntityMessages } from "./use-entity-actions";
import type { EntityDialogProps } from "./use-entity-form";

/** What an admin list page hands its table: one page of rows and the sort it was read with. */
export type ListProps<T> = { page: TablePage<T>; sort: string; dir: SortDirection };

/**
 * The table of an entity the back-office creates, edits and deletes: the search box with its
 * filters and the "Nuevo …" button, the rows (with each row's Editar / Eliminar wired to the
 * entity's API), the create/edit dialog, and `children` (further dialogs the columns open).
 */
export function EntityTable<T extends { id: string }>({
  page,
  sort,
  dir,
  endpoint,
  messages,
  columns,
  label,
  emptyText,
  searchPlaceholder,
  newLabel,
  filters,
  dialog,
  children,
}: ListProps<T> & {
  /** The entity's collection, e.g. "/api/investments" (a row is `${endpoint}/${id}`). */
  endpoint: string;
  messages: EntityMessages;
  columns: (handlers: RowHandlers<T>) => ColumnDef<T>[];
  /** The table's accessible name. */
  label: string;
  emptyText: string;
  searchPlaceholder: string;
  newLabel: string;
  filters?: ReactNode;
  dialog: (props: EntityDialogProps<T>) => ReactNode;
  children?: ReactNode;
}) {
  const { editing, open, setOpen, edit } = useEditDialog<T>();
  const { remove } = useEntityActions(endpoint, messages);
  return (
    <>
      <TableToolbar
        placeholder={searchPlaceholder}
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> {newLabel}
          </Button>
        }
      >
        {filters}
      </TableToolbar>
      <DataTable label={label} columns={columns({ edit, remove })} page={page} sort={sort} dir={dir} emptyText={emptyText} />
      {dialog({ open, onOpenChange: setOpen, row: editing })}
      {children}
    </>
  );
}
