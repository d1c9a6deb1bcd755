"use client";

import { Button } from "@/components/ui/button";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";
import { formatDate } from "@/lib/format";

/** "Retirar": the investor withdraws a request the club has not decided (`POST /api/investments/{id}/withdrawal`). */
export function WithdrawRequest({ id, operationTitle }: { id: string; operationTitle: string }) {
  const send = useServerRequest();
  return (
    <DeleteDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Retirar mi solicitud en ${operationTitle}`}>
          Retirar
        </Button>
      }
      title="¿Retirar tu solicitud?"
      description={`El club dejará de considerarla. Si cambias de idea, puedes volver a solicitar participar en ${operationTitle} mientras siga abierta.`}
      confirmLabel="Retirar"
      pendingLabel="Retirando..."
      onConfirm={() => send(() => apiRequest("POST", `/api/investments/${id}/withdrawal`, {}), "Solicitud retirada", "No se pudo retirar")}
    />
  );
}

/**
 * "Revocar sin penalización" (issue 66, item 3): within its reflection period the investor takes back a
 * confirmed participation, paid or not (`POST /api/investments/{id}/revocation`); what they paid comes back.
 */
export function RevokeParticipation({ id, operationTitle, until }: { id: string; operationTitle: string; until: string }) {
  const send = useServerRequest();
  return (
    <DeleteDialog
      trigger={
        <Button size="sm" variant="outline" aria-label={`Revocar sin penalización mi participación en ${operationTitle}`}>
          Revocar sin penalización
        </Button>
      }
      title="¿Revocar tu participación?"
      description={`Estás en el periodo de reflexión (hasta el ${formatDate(until)}): la revocas sin dar motivos y sin penalización. Si ya has pagado, te devolvemos todo lo aportado por transferencia; tu plaza vuelve a la operación.`}
      confirmLabel="Revocar"
      pendingLabel="Revocando..."
      onConfirm={() =>
        send(() => apiRequest("POST", `/api/investments/${id}/revocation`, {}), "Participación revocada", "No se pudo revocar")
      }
    />
  );
}
