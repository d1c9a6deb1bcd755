"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";

/** A sanctions-list candidate decided: not the same person (cleared) or the same (confirmed), with why. */
export function ScreeningHitDecision({ hitId }: { hitId: string }) {
  const id = useId();
  const router = useRouter();
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function decide(status: "cleared" | "confirmed") {
    if (!note.trim()) return setError("Indica por qué");
    setPending(true);
    setError(null);
    try {
      await apiRequest("POST", `/api/screening-hits/${hitId}`, { status, note });
      notifySuccess(status === "cleared" ? "Coincidencia descartada" : "Coincidencia confirmada");
      router.refresh();
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fields.note ?? failure.serverMessage) : null;
      setError(message ?? null);
      notifyError("Error", message ?? failureMessage(failure, "No se pudo guardar la revisión"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid gap-2">
      <Label htmlFor={`${id}-note`}>Revisión *</Label>
      <Textarea
        id={`${id}-note`}
        rows={2}
        value={note}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => setNote(event.target.value)}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" disabled={pending} onClick={() => void decide("cleared")}>
          No es la misma persona
        </Button>
        <Button type="button" variant="destructive" disabled={pending} onClick={() => void decide("confirmed")}>
          Es la misma persona
        </Button>
      </div>
    </div>
  );
}
