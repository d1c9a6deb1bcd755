"use client";

import type { ComponentProps, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldGroup } from "@/components/ui/field";

/**
 * The create/edit modal of an admin screen: its form, Cancelar and Guardar (Guardando... while
 * `pending`, and it cannot be closed meanwhile). Until `ready` (its data still loading, or failed
 * to), Guardar is off but the dialog closes as usual.
 */
export function EntityDialog({
  open,
  onOpenChange,
  title,
  description,
  pending,
  ready = true,
  onSubmit,
  submitLabel = "Guardar",
  pendingLabel = "Guardando...",
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  pending: boolean;
  ready?: boolean;
  onSubmit: () => void;
  /** What the submit button says ("Publicar"), and while it waits. */
  submitLabel?: string;
  pendingLabel?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={(next) => !pending && onOpenChange(next)}>
      <DialogContent className="max-h-[90dvh] overflow-y-auto sm:max-w-2xl">
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <DialogHeader className="mb-4">
            <DialogTitle>{title}</DialogTitle>
            {description && <DialogDescription>{description}</DialogDescription>}
          </DialogHeader>
          {children}
          <DialogFooter className="mt-6">
            <Button type="button" variant="outline" disabled={pending} onClick={() => onOpenChange(false)}>
              Cancelar
            </Button>
            <Button type="submit" disabled={pending || !ready}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/** The create/edit dialog of an entity's form (useEntityForm): its fields two by two from 640 px. */
export function EntityFormDialog({ children, ...dialog }: ComponentProps<typeof EntityDialog>) {
  return (
    <EntityDialog {...dialog}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">{children}</FieldGroup>
    </EntityDialog>
  );
}
