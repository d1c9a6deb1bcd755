"use client";

import { useId, useState } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Textarea } from "@/components/ui/textarea";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { KYC_MESSAGES, RISK_LEVEL_LABELS, RISK_LEVELS, type RiskLevel } from "@/lib/validations/kyc";
import type { VerificationDetailDto } from "@/server/kyc/review";

/**
 * The decision on a pending identification: verify with a risk level (high needs a second admin), or
 * reject with the reason the investor reads. The risk starts at what the declaration and the screening
 * give and goes no lower (the server says so too); the decision names the declaration it was made on.
 */
export function VerificationDecision({
  userId,
  riskLevel: suggested,
  reviewed,
}: {
  userId: string;
  riskLevel: RiskLevel;
  reviewed: string;
}) {
  const id = useId();
  const router = useRouter();
  const [riskLevel, setRiskLevel] = useState<RiskLevel>(suggested);
  const [note, setNote] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function decide(decision: "verified" | "rejected") {
    if (decision === "rejected" && !note.trim()) return setError(KYC_MESSAGES.rejectionReason);
    setPending(true);
    setError(null);
    try {
      const body = decision === "verified" ? { decision, riskLevel, note, reviewed } : { decision, note, reviewed };
      const after = await apiRequest<VerificationDetailDto>("POST", `/api/verifications/${userId}/decision`, body);
      notifySuccess(
        decision === "rejected"
          ? "Verificación rechazada"
          : after.verification.status === "pending"
            ? "Primera aprobación registrada"
            : "Identidad verificada",
        decision === "rejected"
          ? "Le hemos escrito con el motivo."
          : after.verification.status === "pending"
            ? "Falta la aprobación de otro administrador."
            : "Le hemos escrito.",
      );
      router.refresh();
    } catch (failure) {
      const message = failure instanceof ApiError ? (failure.fields.note ?? failure.serverMessage) : null;
      setError(message ?? null);
      notifyError("Error", message ?? failureMessage(failure, "No se pudo guardar la decisión"));
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="grid max-w-xl gap-3 rounded-md border p-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-risk`}>Nivel de riesgo</Label>
        <NativeSelect id={`${id}-risk`} value={riskLevel} onChange={(event) => setRiskLevel(event.target.value as RiskLevel)}>
          {RISK_LEVELS.map((level) => (
            <option key={level} value={level} disabled={RISK_LEVELS.indexOf(level) < RISK_LEVELS.indexOf(suggested)}>
              {RISK_LEVEL_LABELS[level]}
            </option>
          ))}
        </NativeSelect>
        <p className="text-sm text-muted-foreground">
          Alto (persona con responsabilidad pública, país de riesgo, fondos poco claros): lo aprueban dos administradores.
        </p>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Nota (el motivo, si la rechazas: el inversor lo leerá)</Label>
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
      </div>
      <div className="flex flex-wrap gap-2">
        <Button type="button" disabled={pending} onClick={() => void decide("verified")}>
          Verificar
        </Button>
        <Button type="button" variant="destructive" disabled={pending} onClick={() => void decide("rejected")}>
          Rechazar
        </Button>
      </div>
    </div>
  );
}
