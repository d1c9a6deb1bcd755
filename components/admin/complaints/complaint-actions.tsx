"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
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
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";
import { COMPLAINT_LIMITS, COMPLAINT_OUTCOME_OPTIONS } from "@/lib/validations/complaint";

type Complaint = { id: string; reference: string; status: string };

/**
 * A complaint's next step in Reclamaciones (issue 66, item 5): a filed one is admitted or not (with
 * the reasons, e-mailed), an admitted one resolved with its sense and reasons. The server refuses a
 * step already taken (409), so two admins at once make one decision.
 */
export function ComplaintActions({ complaint }: { complaint: Complaint }) {
  const send = useServerRequest();
  if (complaint.status === "filed")
    return (
      <div className="flex flex-wrap gap-2">
        <DeleteDialog
          trigger={
            <Button size="sm" aria-label={`Admitir la reclamación ${complaint.reference}`}>
              Admitir
            </Button>
          }
          title={`¿Admitir la reclamación ${complaint.reference}?`}
          description="Se avisará al reclamante por email de que se admite y de la fecha límite de la resolución."
          confirmLabel="Admitir"
          pendingLabel="Admitiendo..."
          confirmVariant="default"
          onConfirm={() =>
            send(
              () => apiRequest("POST", `/api/complaints/${complaint.id}/admissibility`, { admitted: true }),
              `Reclamación ${complaint.reference} admitida`,
              "No se pudo admitir la reclamación",
            )
          }
        />
        <DeleteDialog
          trigger={
            <Button size="sm" variant="outline" aria-label={`No admitir la reclamación ${complaint.reference}`}>
              No admitir
            </Button>
          }
          title={`¿No admitir la reclamación ${complaint.reference}?`}
          description="El motivo se enviará al reclamante por email y queda en el registro."
          askReason
          reasonPlaceholder="Por qué no se admite a trámite"
          confirmLabel="No admitir"
          pendingLabel="Guardando..."
          onConfirm={(note) =>
            send(
              () => apiRequest("POST", `/api/complaints/${complaint.id}/admissibility`, { admitted: false, note }),
              `Reclamación ${complaint.reference} no admitida`,
              "No se pudo guardar la decisión",
            )
          }
        />
      </div>
    );
  if (complaint.status === "admitted") return <ResolveComplaint complaint={complaint} />;
  return null;
}

function ResolveComplaint({ complaint }: { complaint: Complaint }) {
  const send = useServerRequest();
  const id = useId();
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState(false);
  const [outcome, setOutcome] = useState("");
  const [resolution, setResolution] = useState("");

  async function confirm() {
    setPending(true);
    const done = await send(
      () => apiRequest("POST", `/api/complaints/${complaint.id}/resolution`, { outcome, resolution }),
      `Reclamación ${complaint.reference} resuelta`,
      "No se pudo guardar la resolución",
    );
    setPending(false);
    if (done) setOpen(false);
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !pending && setOpen(next)}>
      <AlertDialogTrigger asChild>
        <Button size="sm" aria-label={`Resolver la reclamación ${complaint.reference}`}>
          Resolver
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Resolver la reclamación {complaint.reference}</AlertDialogTitle>
          <AlertDialogDescription>
            La resolución y sus motivos se enviarán al reclamante por email y quedan en el registro.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <div className="grid gap-2">
          <Label htmlFor={`${id}-outcome`}>Sentido *</Label>
          <NativeSelect id={`${id}-outcome`} value={outcome} onChange={(event) => setOutcome(event.target.value)}>
            <option value="">Elige…</option>
            {COMPLAINT_OUTCOME_OPTIONS.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </NativeSelect>
          <Label htmlFor={`${id}-resolution`}>Resolución y motivos *</Label>
          <Textarea
            id={`${id}-resolution`}
            value={resolution}
            rows={6}
            maxLength={COMPLAINT_LIMITS.reasons}
            onChange={(event) => setResolution(event.target.value)}
          />
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={pending}>Cancelar</AlertDialogCancel>
          <Button disabled={pending || !outcome || !resolution.trim()} onClick={confirm}>
            {pending ? "Guardando..." : "Resolver"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
