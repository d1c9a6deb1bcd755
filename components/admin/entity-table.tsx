"use client";

import type { ComponentType, ReactNode } from "react";
import type { ColumnDef } from "@tanstack/react-table";
import { PlusIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ListTable, type ListProps } from "./list-table";
import type { RowHandlers } from "./row-handlers";
import { useEditDialog } from "./use-edit-dialog";
import { emptyListText, entityMessages, newTitle, type AdminEntity } from "./admin-entity";
import { useEntityActions } from "./use-entity-actions";
import type { EntityDialogProps } from "./use-entity-form";

/**
 * The table of an entity the back-office creates, edits and deletes: the search box with its
 * filters and the "Nuevo …" button, the rows (with each row's Editar / Eliminar wired to the
 * entity's API), the create/edit `Dialog`, and `children` (further dialogs the columns open).
 */
export function EntityTable<T extends { id: string }>({
  page,
  sort,
  dir,
  entity,
  columns,
  filters,
  Dialog,
  children,
}: ListProps<T> & {
  entity: AdminEntity;
  columns: (handlers: RowHandlers<T>) => ColumnDef<T>[];
  filters?: ReactNode;
  Dialog: ComponentType<EntityDialogProps<T>>;
  children?: ReactNode;
}) {
  const { editing, open, setOpen, edit } = useEditDialog<T>();
  const { remove } = useEntityActions(entity.endpoint, entityMessages(entity));
  return (
    <>
      <ListTable
        {...{ page, sort, dir }}
        texts={{ label: entity.names.plural, search: entity.search, empty: emptyListText(entity) }}
        filters={filters}
        actions={
          <Button onClick={() => edit(null)}>
            <PlusIcon aria-hidden /> {newTitle(entity)}
          </Button>
        }
        columns={columns({ edit, remove })}
      />
      <Dialog open={open} onOpenChange={setOpen} row={editing} entity={entity} />
      {children}
    </>
  );
}
