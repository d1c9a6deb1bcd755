"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest, failureMessage } from "@/lib/api-client";

/**
 * One button that POSTs the link's token: opening the link changes nothing (mail scanners open
 * links), the click does. The e-mails about the person's own money and operations go on.
 */
export function UnsubscribeForm() {
  const token = useSearchParams().get("token") ?? "";
  const [state, setState] = useState<"idle" | "sending" | "done">("idle");
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setState("sending");
    setError(null);
    try {
      await apiRequest("POST", `/api/unsubscribe?token=${encodeURIComponent(token)}`);
      setState("done");
    } catch (failure) {
      setError(failureMessage(failure, "No se pudo completar la baja"));
      setState("idle");
    }
  }

  if (state === "done")
    return (
      <p role="status">
        Hecho: ya no recibirás correos comerciales del club. Los correos sobre tu cuenta, tu dinero y tus operaciones siguen llegando.
        Puedes volver a activarlos en Preferencias, en tu área.
      </p>
    );
  return (
    <div className="space-y-4">
      <p className="text-sm text-muted-foreground">
        Los correos sobre tu cuenta, tu dinero y tus operaciones seguirán llegando; esto solo detiene los comerciales.
      </p>
      {error && (
        <p role="alert" className="text-destructive">
          {error}
        </p>
      )}
      <Button className="w-full" onClick={confirm} disabled={!token || state === "sending"}>
        {state === "sending" ? "Dándote de baja..." : "Darme de baja"}
      </Button>
    </div>
  );
}
