"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest } from "@/lib/api-client";
import { ANNOUNCEMENT_CHOICES, type AnnouncementChoice } from "@/lib/validations/bank-entry";

/** What becomes of the participation's announced payment, as the dialog asks it. */
const CHOICE_LABELS: Record<AnnouncementChoice, string> = {
  complete: "Este apunte es ese pago: el pago anunciado queda completado con el importe y la fecha del banco",
  cancel: "Ese pago no llegó: se cancela el anuncio y este apunte se anota como una aportación aparte",
};
import { OPTION_ENDPOINTS, type Option } from "@/lib/options";
import { AsyncCombobox } from "../async-combobox";
import { DeleteDialog } from "../delete-dialog";
import { useServerRequest } from "../use-entity-actions";

/**
 * An admin's decision on a credit that waits (Banco): Asignar it to a participation (the one its
 * reference names is offered first) or Ignorar it with a reason. Exactly `PUT /api/bank-entries/{id}`.
 */
export function EntryDecision({
  id,
  summary,
  detail,
  suggested,
}: {
  id: string;
  summary: string;
  /** What the statement says of it (its concept, who sent it), shown while choosing where it goes. */
  detail?: string;
  suggested: Option | null;
}) {
  const send = useServerRequest();
  const fieldId = useId();
  const [assigning, setAssigning] = useState(false);
  const [ignoring, setIgnoring] = useState(false);
  const [investmentId, setInvestmentId] = useState(suggested?.value ?? "");
  const [pending, setPending] = useState(false);
  // The participation's announced payment, as the server names it when the credit is assigned beside it.
  const [announced, setAnnounced] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState<AnnouncementChoice | null>(null);
  const [cancelReason, setCancelReason] = useState("");
  const [reasonError, setReasonError] = useState<string | null>(null);
  const decide = (body: object, done: string) =>
    send(
      async () => {
        try {
          return await apiRequest("PUT", `/api/bank-entries/${id}`, body);
        } catch (error) {
          if (error instanceof ApiError && error.fields.announcement) setAnnounced(error.fields.announcement);
          if (error instanceof ApiError) setReasonError(error.fields.cancelReason ?? null);
          throw error;
        }
      },
      done,
      "No se pudo guardar la decisión",
    );

  function choose(next: string) {
    setInvestmentId(next);
    setAnnounced(null);
    setAnnouncement(null);
  }

  async function assign() {
    setPending(true);
    const choice = announced && announcement ? { announcement, ...(announcement === "cancel" ? { cancelReason } : {}) } : {};
    const done = await decide({ status: "assigned", investmentId, ...choice }, "Apunte asignado");
    setPending(false);
    if (done) setAssigning(false);
  }

  return (
    <div className="flex flex-wrap gap-2">
      <Button size="sm" aria-label={`Asignar el apunte ${summary}`} onClick={() => setAssigning(true)}>
        Asignar
      </Button>
      <Button size="sm" variant="outline" aria-label={`Ignorar el apunte ${summary}`} onClick={() => setIgnoring(true)}>
        Ignorar
      </Button>
      <Dialog open={assigning} onOpenChange={(next) => !pending && setAssigning(next)}>
        <DialogContent>
          <DialogHeader>
            <DialogTitle>Asignar el apunte</DialogTitle>
            <DialogDescription>{summary}: se anotará como aportación completada de la participación que elijas.</DialogDescription>
            {detail && <p className="text-sm break-words">{detail}</p>}
          </DialogHeader>
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>Participación *</Label>
            <AsyncCombobox
              id={fieldId}
              endpoint={OPTION_ENDPOINTS.payableParticipations}
              label="Participación"
              value={investmentId}
              onChange={choose}
              placeholder="Busca por referencia, inversor u operación"
              emptyText="No hay participaciones comprometidas"
              known={suggested ? [suggested] : []}
              required
            />
          </div>
          {announced && (
            <fieldset className="grid gap-2 rounded-md border p-3">
              <legend className="px-1 text-sm font-medium">{announced}</legend>
              {ANNOUNCEMENT_CHOICES.map((choice) => (
                <label key={choice} className="flex items-start gap-2 text-sm">
                  <input
                    type="radio"
                    name={`${fieldId}-announcement`}
                    className="mt-1 accent-primary"
                    checked={announcement === choice}
                    onChange={() => setAnnouncement(choice)}
                  />
                  {CHOICE_LABELS[choice]}
                </label>
              ))}
              {announcement === "cancel" && (
                <div className="grid gap-1">
                  <Label htmlFor={`${fieldId}-reason`}>Motivo de la cancelación *</Label>
                  <Textarea
                    id={`${fieldId}-reason`}
                    value={cancelReason}
                    maxLength={500}
                    aria-invalid={reasonError ? true : undefined}
                    aria-describedby={reasonError ? `${fieldId}-reason-error` : undefined}
                    onChange={(event) => setCancelReason(event.target.value)}
                  />
                  {reasonError && (
                    <p id={`${fieldId}-reason-error`} className="text-sm text-destructive">
                      {reasonError}
                    </p>
                  )}
                </div>
              )}
            </fieldset>
          )}
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => setAssigning(false)}>
              Cancelar
            </Button>
            <Button disabled={pending || !investmentId || (announced !== null && announcement === null)} onClick={assign}>
              {pending ? "Asignando..." : "Asignar"}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
      <DeleteDialog
        open={ignoring}
        onOpenChange={setIgnoring}
        title="¿Ignorar el apunte?"
        description={`${summary}: no se anotará en ninguna participación.`}
        askReason
        confirmLabel="Ignorar"
        pendingLabel="Ignorando..."
        reasonPlaceholder="Por qué no paga ninguna participación: queda en la actividad"
        onConfirm={(note) => decide({ status: "ignored", note }, "Apunte ignorado")}
      />
    </div>
  );
}
