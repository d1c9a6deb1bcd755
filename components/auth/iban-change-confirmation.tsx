"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { printedIban } from "@/lib/validations/identity";

/**
 * The e-mailed link's page (?token=…): the investor confirms with a button, never by opening the
 * link alone (a mail client's link scanner opens it too).
 */
export function IbanChangeConfirmation() {
  const token = useSearchParams().get("token") ?? "";
  const [state, setState] = useState<{ done?: string; error?: string; sending?: boolean }>({});

  if (!token)
    return (
      <p role="alert" className="text-destructive">
        El enlace no es válido o ha caducado
      </p>
    );
  if (state.done)
    return (
      <p role="status">
        Hecho: desde ahora el club te paga en la cuenta <span className="font-mono">{state.done}</span>.
      </p>
    );
  async function confirm() {
    setState({ sending: true });
    try {
      const { iban } = await apiRequest<{ iban: string }>("POST", "/api/iban-change/confirm", { token });
      setState({ done: printedIban(iban) });
    } catch (error) {
      setState({ error: failureMessage(error, "No se pudo confirmar la cuenta. Inténtalo de nuevo.") });
    }
  }
  return (
    <div className="space-y-4">
      {state.error && (
        <p role="alert" className="text-destructive">
          {state.error}
        </p>
      )}
      <Button className="w-full" disabled={state.sending} onClick={confirm}>
        {state.sending ? "Confirmando..." : "Confirmar la cuenta nueva"}
      </Button>
    </div>
  );
}
