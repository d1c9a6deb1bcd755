"use client";

import { Button } from "@/components/ui/button";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";

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
