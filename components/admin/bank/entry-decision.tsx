"use client";

import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { apiRequest } from "@/lib/api-client";
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
  const decide = (body: object, done: string) =>
    send(() => apiRequest("PUT", `/api/bank-entries/${id}`, body), done, "No se pudo guardar la decisión");

  async function assign() {
    setPending(true);
    const done = await decide({ status: "assigned", investmentId }, "Apunte asignado");
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
              onChange={setInvestmentId}
              placeholder="Busca por referencia, inversor u operación"
              emptyText="No hay participaciones comprometidas"
              known={suggested ? [suggested] : []}
              required
            />
          </div>
          <DialogFooter>
            <Button variant="outline" disabled={pending} onClick={() => setAssigning(false)}>
              Cancelar
            </Button>
            <Button disabled={pending || !investmentId} onClick={assign}>
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
