"use client";

import { useId } from "react";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { formatDateTime } from "@/lib/format";
import { printedIban } from "@/lib/validations/identity";

/**
 * A payout IBAN an administrator typed for this investor, not in force yet (server/investors/iban-change.ts):
 * another administrator approves it, or anyone cancels it; the investor confirms it by the e-mailed link
 * or in Mis datos. Payouts keep going to the current IBAN until then.
 */
export function PendingIbanChange({
  investorId,
  iban,
  requestedAt,
  proposedByYou,
}: {
  investorId: string;
  iban: string;
  requestedAt: string;
  proposedByYou: boolean;
}) {
  const send = useServerRequest();
  const heading = useId();
  const path = `/api/users/${investorId}/iban-change`;
  return (
    <section
      aria-labelledby={heading}
      className="mb-6 rounded-lg border border-amber-500/50 bg-amber-500/10 p-4"
      data-testid="pending-iban"
    >
      <h2 id={heading} className="font-semibold">
        Cambio de IBAN pendiente
      </h2>
      <p className="mt-1 text-sm">
        El {formatDateTime(requestedAt)} se anotó la cuenta <span className="font-mono">{printedIban(iban)}</span>. Hasta que el inversor la
        confirme (con el enlace que ha recibido por e-mail o en Mis datos) o la apruebe otro administrador, los pagos siguen yendo al IBAN
        actual.
      </p>
      {proposedByYou && <p className="mt-1 text-sm text-muted-foreground">La propusiste tú: otro administrador debe aprobarla.</p>}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button
          size="sm"
          disabled={proposedByYou}
          onClick={() => send(() => apiRequest("POST", path), "Cambio de IBAN aprobado", "No se pudo aprobar el cambio")}
        >
          Aprobar el cambio
        </Button>
        <Button
          size="sm"
          variant="outline"
          onClick={() => send(() => apiRequest("DELETE", path), "Cambio de IBAN cancelado", "No se pudo cancelar el cambio")}
        >
          Cancelar el cambio
        </Button>
      </div>
    </section>
  );
}
