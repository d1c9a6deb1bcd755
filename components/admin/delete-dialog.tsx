"use client";

import { useState, type ReactNode } from "react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

/**
 * The delete confirmation of every admin screen: Cancelar / Eliminar (Eliminando... while pending).
 * Opened by its `trigger`, or from outside with `open` and `onOpenChange` (a row's menu). Other
 * irreversible steps that ask for a reason (rejecting a request) use it with their own words.
 */
export function DeleteDialog({
  trigger,
  open: controlledOpen,
  onOpenChange,
  title = "¿Estás seguro?",
  description,
  onConfirm,
  askReason,
  confirmLabel = "Eliminar",
  pendingLabel = "Eliminando...",
  reasonPlaceholder = "Por qué se elimina: queda en la actividad",
  confirmVariant = "destructive",
}: {
  trigger?: ReactNode;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  title?: string;
  description: string;
  /** The reason given when `askReason` (a completed movement: money that moved). */
  onConfirm: (reason?: string) => Promise<boolean>;
  askReason?: boolean;
  confirmLabel?: string;
  pendingLabel?: string;
  reasonPlaceholder?: string;
  /** A step that writes rather than removes (confirming a liquidation) is not red. */
  confirmVariant?: "destructive" | "default";
}) {
  const [ownOpen, setOwnOpen] = useState(false);
  const open = controlledOpen ?? ownOpen;
  const setOpen = onOpenChange ?? setOwnOpen;
  const [pending, setPending] = useState(false);
  const [reason, setReason] = useState("");
  const missingReason = askReason && !reason.trim();

  async function confirm() {
    setPending(true);
    const done = await onConfirm(askReason ? reason.trim() : undefined);
    setPending(false);
    if (done) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      {trigger && <AlertDialogTrigger asChild>{trigger}</AlertDialogTrigger>}
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
        </AlertDialogHeader>
        {askReason && (
          <div className="grid gap-2">
            <Label htmlFor="delete-reason">Motivo *</Label>
            <Textarea
              id="delete-reason"
              value={reason}
              maxLength={500}
              onChange={(event) => setReason(event.target.value)}
              placeholder={reasonPlaceholder}
            />
          </div>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <Button variant={confirmVariant} disabled={pending || missingReason} onClick={confirm}>
            {pending ? pendingLabel : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
