"use client";

import { useServerRequest } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { printedIban } from "@/lib/validations/identity";

/**
 * Mis datos: the club typed a new payout account for the investor. It takes effect only when they
 * confirm it here (or by the e-mailed link); until then the club pays into the current one.
 */
export function PendingIbanCard({ pending }: { pending: { iban: string; requestedAt: string; confirmHere: boolean } }) {
  const send = useServerRequest();
  return (
    <section
      aria-labelledby="pending-iban-heading"
      className="mb-6 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4"
      data-testid="pending-iban"
    >
      <h2 id="pending-iban-heading" className="font-semibold">
        ¿Es tuya esta cuenta para cobros?
      </h2>
      <p className="mt-1 text-sm">
        El {formatDateTime(pending.requestedAt)} el club anotó la cuenta <span className="font-mono">{printedIban(pending.iban)}</span> para
        pagarte. Hasta que la confirmes seguimos pagando en la actual. Si no la has pedido tú, recházala y escríbenos.
      </p>
      {!pending.confirmHere && (
        <p className="mt-1 text-sm">
          Como tu dirección de correo cambió hace poco, se confirma con el enlace que enviamos a tu dirección anterior, o la aprueba otro
          administrador del club.
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        {pending.confirmHere && (
          <Button
            size="sm"
            onClick={() =>
              send(() => apiRequest("POST", "/api/account/iban-change"), "Cuenta para cobros confirmada", "No se pudo confirmar la cuenta")
            }
          >
            Confirmar la cuenta nueva
          </Button>
        )}
        <Button
          size="sm"
          variant="outline"
          onClick={() =>
            send(() => apiRequest("DELETE", "/api/account/iban-change"), "Cuenta nueva rechazada", "No se pudo rechazar la cuenta")
          }
        >
          Rechazarla
        </Button>
      </div>
    </section>
  );
}
