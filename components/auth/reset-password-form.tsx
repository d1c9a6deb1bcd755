"use client";

import { useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { errorId, fieldAria } from "@/lib/field-aria";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest } from "@/lib/api-client";
import { PASSWORD_MIN } from "@/lib/validations/auth";

/** Sets the password from a one-time link (?token=…). */
export function ResetPasswordForm() {
  const token = useSearchParams().get("token") ?? "";
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [done, setDone] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (password.length < PASSWORD_MIN) return setError(`La contraseña debe tener al menos ${PASSWORD_MIN} caracteres`);
    setPending(true);
    setError(null);
    try {
      await apiRequest("POST", "/api/auth/reset-password", { token, password });
      setDone(true);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? (failure.fields.password ?? failure.serverMessage)
          : "No se pudo guardar la contraseña. Inténtalo de nuevo.",
      );
    } finally {
      setPending(false);
    }
  }

  if (!token)
    return (
      <p role="alert" className="text-destructive">
        El enlace no es válido o ha caducado
      </p>
    );
  if (done) {
    return (
      <div className="space-y-4" role="status">
        <p>Contraseña guardada. Ya puedes iniciar sesión.</p>
        <Button asChild className="w-full">
          <Link href="/handler/sign-in">Iniciar Sesión</Link>
        </Button>
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate>
      <FieldGroup>
        <Field data-invalid={Boolean(error)}>
          <FieldLabel htmlFor="new-password">Nueva contraseña (mínimo {PASSWORD_MIN} caracteres)</FieldLabel>
          <Input
            id="new-password"
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            {...fieldAria("new-password", { invalid: Boolean(error), required: true })}
          />
          <FieldError id={errorId("new-password")} errors={[error ? { message: error } : undefined]} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? "Guardando..." : "Guardar contraseña"}
        </Button>
      </FieldGroup>
    </form>
  );
}
