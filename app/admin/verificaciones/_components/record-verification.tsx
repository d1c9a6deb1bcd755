"use client";

import { useId, useState, type FormEvent } from "react";
import { useRouter } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { DOCUMENT_TYPE_LABELS, DOCUMENT_TYPES, RISK_LEVEL_LABELS, RISK_LEVELS } from "@/lib/validations/kyc";

const FIELDS = [
  { name: "documentNumber", label: "Número del documento *", type: "text" },
  { name: "documentExpiry", label: "Caducidad", type: "date" },
  { name: "birthDate", label: "Fecha de nacimiento", type: "date" },
  { name: "note", label: "Nota (dónde y cómo se le identificó)", type: "text" },
] as const;

/**
 * "Registrar identificación en persona": an investor the club identified outside the platform (at
 * the notary, with their document in hand), recorded by an admin (`POST /api/users/{id}/verification`).
 */
export function RecordVerification({ userId }: { userId: string }) {
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = Object.fromEntries(new FormData(event.currentTarget)) as Record<string, string>;
    setPending(true);
    setErrors({});
    try {
      const result = await apiRequest<{ awaitingSecondAdmin: boolean }>("POST", `/api/users/${userId}/verification`, {
        decision: "verified",
        ...data,
      });
      notifySuccess(
        result.awaitingSecondAdmin ? "Primera aprobación registrada" : "Identificación registrada",
        result.awaitingSecondAdmin ? "Riesgo alto: falta la aprobación de otro administrador." : undefined,
      );
      router.refresh();
    } catch (failure) {
      const fields = failure instanceof ApiError ? failure.fields : {};
      setErrors(fields);
      notifyError("Error", Object.keys(fields).length ? "Revisa los campos marcados" : failureMessage(failure, "No se pudo registrar"));
    } finally {
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="grid max-w-xl gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-type`}>Tipo de documento *</Label>
        <NativeSelect id={`${id}-type`} name="documentType" defaultValue="DNI">
          {DOCUMENT_TYPES.map((type) => (
            <option key={type} value={type}>
              {DOCUMENT_TYPE_LABELS[type]}
            </option>
          ))}
        </NativeSelect>
      </div>
      {FIELDS.map((field) => (
        <div key={field.name} className="grid gap-2">
          <Label htmlFor={`${id}-${field.name}`}>{field.label}</Label>
          <Input
            id={`${id}-${field.name}`}
            name={field.name}
            type={field.type}
            aria-invalid={errors[field.name] ? true : undefined}
            aria-describedby={errors[field.name] ? `${id}-${field.name}-error` : undefined}
          />
          {errors[field.name] && (
            <p id={`${id}-${field.name}-error`} role="alert" className="text-sm text-destructive">
              {errors[field.name]}
            </p>
          )}
        </div>
      ))}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-risk`}>Nivel de riesgo</Label>
        <NativeSelect id={`${id}-risk`} name="riskLevel" defaultValue="normal">
          {RISK_LEVELS.map((level) => (
            <option key={level} value={level}>
              {RISK_LEVEL_LABELS[level]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Registrando..." : "Registrar identificación"}
        </Button>
      </div>
    </form>
  );
}
