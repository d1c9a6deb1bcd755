"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifyUndoable } from "@/lib/notify";
import { UNDO_SECONDS } from "@/lib/undo";
import type { ParticipationDto } from "@/server/participations/records";
import type { OpenRequest } from "@/server/participations/open-requests";
import { DeleteDialog } from "./delete-dialog";
import { useServerRequest } from "./use-entity-actions";
import { ConfirmPart } from "./confirm-part";

/** What a decision needs of a request: the row as it was shown (its `updatedAt`: a 409 when it changed since). */
export type DecidableRequest = Pick<OpenRequest, "id" | "status" | "investorName" | "asked" | "updatedAt" | "part">;

/** The outcome of one decision: done, or refused with the server's message for the amount (shown in Confirmar parte's field). */
export type Decided = { done: true } | { done: false; amountError?: string };

/**
 * The club's decision on a request ("Quiero participar"), in Solicitudes and on the operation's page: Confirmar (it
 * becomes committed, if it fits in the price), Confirmar parte (where a lower amount is possible), En espera (the
 * waitlist), Rechazar (with the reason the investor reads). Each can be undone from its toast for UNDO_SECONDS,
 * while its e-mail waits in the outbox. The participation as the API answers it, sent back with the new status:
 * exactly what a script does with `PUT /api/investments/{id}`.
 */
export function RequestDecision({ request }: { request: DecidableRequest }) {
  const { id, status, investorName: investor, updatedAt } = request;
  const send = useServerRequest();
  const [rejecting, setRejecting] = useState(false);
  const router = useRouter();
  // The undo names the decision's answer: a request changed since is a 409.
  const undo = (decided: string) =>
    send(
      () => apiRequest("POST", `/api/investments/${id}/undo-decision`, { updatedAt: decided }),
      `Decisión deshecha: la solicitud de ${investor} vuelve a estar por decidir`,
      "No se pudo deshacer",
    );
  const decide = async (next: string, done: string, change: { decisionNote?: string | null; amount?: string } = {}): Promise<Decided> => {
    try {
      // The body is the participation as the API answers it now; the version is the one this page showed.
      const current = await apiRequest<ParticipationDto>("GET", `/api/investments/${id}`);
      const decided = await apiRequest<ParticipationDto>("PUT", `/api/investments/${id}`, {
        ...current,
        status: next,
        decisionNote: change.decisionNote ?? null,
        amount: change.amount ?? current.amount,
        updatedAt,
      });
      notifyUndoable(done, () => void undo(decided.updatedAt), UNDO_SECONDS);
      router.refresh();
      return { done: true };
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo guardar la decisión"));
      return { done: false, amountError: error instanceof ApiError ? error.fields.amount : undefined };
    }
  };
  return (
    <div className="flex flex-wrap gap-2">
      <Button
        size="sm"
        aria-label={`Confirmar la solicitud de ${investor}`}
        onClick={() => void decide("active", "Participación confirmada")}
      >
        Confirmar
      </Button>
      {request.part && (
        <ConfirmPart
          investor={investor}
          asked={request.asked}
          part={request.part}
          onConfirm={(amount) => decide("active", "Participación confirmada en parte", { amount })}
        />
      )}
      {status === "requested" && (
        <Button
          size="sm"
          variant="outline"
          aria-label={`Poner en lista de espera la solicitud de ${investor}`}
          onClick={() => void decide("waitlisted", "Solicitud en lista de espera")}
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
        onConfirm={async (reason) => (await decide("rejected", "Solicitud rechazada", { decisionNote: reason ?? null })).done}
      />
    </div>
  );
}
