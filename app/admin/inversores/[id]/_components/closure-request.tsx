"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { DeleteDialog } from "@/components/admin/delete-dialog";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { notifyError, notifySuccess } from "@/lib/notify";

/**
 * An investor asked to close their account: the admin closes it (their data blocked, the rest
 * erased; the page then no longer exists) or rejects the request with a reason the investor reads.
 */
export function ClosureRequest({ investorId, name, requestedAt }: { investorId: string; name: string; requestedAt: string }) {
  const router = useRouter();
  const send = useServerRequest();
  const [closing, setClosing] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const path = `/api/users/${investorId}/closure`;

  async function close(reason?: string) {
    try {
      await apiRequest("POST", path, { decision: "close", reason: reason || null });
      notifySuccess("Cuenta cerrada");
      router.push("/admin/inversores");
      return true;
    } catch (error) {
      notifyError("Error", failureMessage(error, "No se pudo cerrar la cuenta"));
      return false;
    }
  }

  return (
    <section aria-labelledby="closure-heading" className="mb-6 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4">
      <h2 id="closure-heading" className="font-semibold">
        Ha pedido cerrar su cuenta
      </h2>
      <p className="mt-1 text-sm">
        El {formatDateTime(requestedAt)}. Al cerrarla, sus datos de identidad quedan bloqueados (fuera de todas las pantallas, hasta el fin
        del plazo de conservación de Configuración), sus movimientos siguen en las cuentas del club bajo un seudónimo y no podrá iniciar
        sesión.
      </p>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="destructive" onClick={() => setClosing(true)}>
          Cerrar la cuenta
        </Button>
        <Button size="sm" variant="outline" onClick={() => setRejecting(true)}>
          Rechazar la solicitud
        </Button>
      </div>
      <DeleteDialog
        open={closing}
        onOpenChange={setClosing}
        title={`¿Cerrar la cuenta de ${name}?`}
        description="Es irreversible: su identidad se bloquea y su acceso se borra. Solo se puede con sus participaciones liquidadas o canceladas."
        confirmLabel="Cerrar la cuenta"
        pendingLabel="Cerrando..."
        onConfirm={() => close()}
      />
      <DeleteDialog
        open={rejecting}
        onOpenChange={setRejecting}
        title="¿Rechazar la solicitud de cierre?"
        description={`${name} recibirá un e-mail con el motivo.`}
        askReason
        confirmLabel="Rechazar"
        pendingLabel="Rechazando..."
        reasonPlaceholder="Por qué no se cierra: el inversor lo lee"
        onConfirm={(reason) =>
          send(() => apiRequest("POST", path, { decision: "reject", reason }), "Solicitud rechazada", "No se pudo rechazar la solicitud")
        }
      />
    </section>
  );
}
