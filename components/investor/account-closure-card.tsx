"use client";

import { useState } from "react";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { TitledCard } from "@/components/layout/titled-card";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";
import type { ClosureRequestDto } from "@/server/account/closure";

const PATH = "/api/account/closure";

/** "Cerrar mi cuenta" in "Mis datos": the investor asks (an admin decides) or withdraws the request. */
export function AccountClosureCard({ initial }: { initial: ClosureRequestDto }) {
  const [state, setState] = useState(initial);
  const [asking, setAsking] = useState(false);
  const [pending, setPending] = useState(false);

  async function send(method: "POST" | "DELETE", body: unknown, done: string, failed: string) {
    try {
      setState(await apiRequest<ClosureRequestDto>(method, PATH, body));
      notifySuccess(done);
      return true;
    } catch (error) {
      notifyError("Error", failureMessage(error, failed));
      return false;
    }
  }

  async function withdraw() {
    setPending(true);
    await send("DELETE", undefined, "Solicitud retirada", "No se pudo retirar la solicitud");
    setPending(false);
  }

  return (
    <TitledCard title={<h2>Cerrar mi cuenta</h2>} className="mt-6">
      {state.requestedAt ? (
        <div className="grid gap-3">
          <p>Pediste cerrar tu cuenta el {formatDateTime(state.requestedAt)}. El club te responderá por e-mail en el plazo de un mes.</p>
          <div>
            <Button variant="outline" onClick={withdraw} disabled={pending}>
              Retirar la solicitud
            </Button>
          </div>
        </div>
      ) : (
        <div className="grid gap-3">
          <p className="text-sm text-muted-foreground">
            Al cerrarla ya no podrás iniciar sesión y tus datos se borran, salvo los registros de tu dinero que la ley obliga a conservar:
            quedan bloqueados, fuera de todas las pantallas, hasta que termina su plazo y se destruyen. Antes, el club liquida o cancela tus
            participaciones en curso.
          </p>
          <div>
            <Button variant="outline" onClick={() => setAsking(true)}>
              Solicitar el cierre
            </Button>
          </div>
        </div>
      )}
      <DeleteDialog
        open={asking}
        onOpenChange={setAsking}
        title="¿Solicitar el cierre de tu cuenta?"
        description="El club revisará la solicitud; hasta que decida puedes retirarla."
        confirmLabel="Solicitar el cierre"
        pendingLabel="Enviando..."
        onConfirm={() => send("POST", {}, "Solicitud de cierre enviada", "No se pudo enviar la solicitud")}
      />
    </TitledCard>
  );
}
