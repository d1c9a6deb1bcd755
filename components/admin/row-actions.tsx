"use client";

import type { ReactNode } from "react";
import { PencilIcon, Trash2Icon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DeleteDialog } from "./delete-dialog";

/** The actions cell of an admin table row: optional extras, Editar, and Eliminar with its confirmation. */
export function RowActions({
  label,
  onEdit,
  onDelete,
  deleteTitle,
  deleteDescription,
  deleteReason,
  children,
}: {
  label: string;
  onEdit?: () => void;
  onDelete: (reason?: string) => Promise<boolean>;
  deleteTitle?: string;
  deleteDescription: string;
  /** Asks why before deleting (a completed movement). */
  deleteReason?: boolean;
  children?: ReactNode;
}) {
  return (
    <div className="flex justify-end gap-1">
      {children}
      {onEdit && (
        <Button variant="ghost" size="icon" aria-label={`Editar ${label}`} onClick={onEdit}>
          <PencilIcon aria-hidden />
        </Button>
      )}
      <DeleteDialog
        title={deleteTitle}
        description={deleteDescription}
        onConfirm={onDelete}
        askReason={deleteReason}
        trigger={
          <Button variant="ghost" size="icon" aria-label={`Eliminar ${label}`}>
            <Trash2Icon aria-hidden />
          </Button>
        }
      />
    </div>
  );
}
