"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useRouter } from "next/navigation";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifyUndoable } from "@/lib/notify";
import { UNDO_SECONDS } from "@/lib/undo";
import type { ParticipationDto } from "@/server/participations/records";
import { DeleteDialog } from "./delete-dialog";
import { useServerRequest } from "./use-entity-actions";
import { ConfirmPart } from "./confirm-part";

/**
 * The club's decision on a request ("Quiero participar"), on the operation's page: Confirmar (it
 * becomes committed, if it fits in the price), En espera (the waitlist), Rechazar (with the reason
 * the investor reads). The participation as the API answers it, sent back with the new status:
 * exactly what a script does with `PUT /api/investments/{id}`.
 */
export function RequestDecision({
  id,
  status,
  investor,
  asked,
  updatedAt,
}: {
  id: string;
  status: string;
  investor: string;
  asked: string;
  /** The request as this page showed it: the decision is made on it (a 409 when it changed since). */
  updatedAt: string;
}) {
  const send = useServerRequest();
  const [rejecting, setRejecting] = useState(false);
  const router = useRouter();
  // Each decision can be undone for a few seconds, before its e-mail leaves the outbox: the undo names the decision's answer.
  const undo = (decided: string) =>
    send(
      () => apiRequest("POST", `/api/investments/${id}/undo-decision`, { updatedAt: decided }),
      "Decisión deshecha",
      "No se pudo deshacer",
    );
  const decide = async (next: string, done: string, decisionNote: string | null = null) => {
    try {
      // The body is the participation as the API answers it now; the version is the one this page showed.
      const current = await apiRequest<ParticipationDto>("GET", `/api/investments/${id}`);
      const decided = await apiRequest<ParticipationDto>("PUT", `/api/investments/${id}`, {
        ...current,
        status: next,
        decisionNote,
        updatedAt,
      });
      notifyUndoable(done, () => void undo(decided.updatedAt), UNDO_SECONDS);
      router.refresh();
      return true;
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo guardar la decisión"));
      return false;
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" aria-label={`Confirmar la solicitud de ${investor}`} onClick={() => decide("active", "Participación confirmada")}>
        Confirmar
      </Button>
      <ConfirmPart id={id} investor={investor} asked={asked} updatedAt={updatedAt} />
      {status === "requested" && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Poner en lista de espera la solicitud de ${investor}`}
          onClick={() => decide("waitlisted", "Solicitud en lista de espera")}
        >
          En espera
        </Button>
      )}
      <Button size="sm" variant="outline" aria-label={`Rechazar la solicitud de ${investor}`} onClick={() => setRejecting(true)}>
        Rechazar
      </Button>
      <DeleteDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="¿Rechazar la solicitud?"
        description={`${investor} recibirá un e-mail con el motivo.`}
        askReason
        confirmLabel="Rechazar"
        pendingLabel="Rechazando..."
        reasonPlaceholder="Por qué no se acepta: el inversor lo lee"
        onConfirm={(reason) => decide("rejected", "Solicitud rechazada", reason ?? null)}
      />
    </div>
  );
}
