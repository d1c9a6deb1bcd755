"use client";

import { useState } from "react";
import Link from "next/link";
import { useSearchParams } from "next/navigation";
import { Button } from "@/components/ui/button";
import { apiRequest } from "@/lib/api-client";
import { PASSWORD_MIN } from "@/lib/validations/auth";
import { OneFieldForm } from "./one-field-form";

/** Sets the password from a one-time link (?token=…). */
export function ResetPasswordForm() {
  const token = useSearchParams().get("token") ?? "";
  const [done, setDone] = useState(false);

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
    <OneFieldForm
      id="new-password"
      label={`Nueva contraseña (mínimo ${PASSWORD_MIN} caracteres)`}
      type="password"
      autoComplete="new-password"
      serverField="password"
      check={(password) => (password.length < PASSWORD_MIN ? `La contraseña debe tener al menos ${PASSWORD_MIN} caracteres` : null)}
      send={(password) => apiRequest("POST", "/api/auth/reset-password", { token, password })}
      onSent={() => setDone(true)}
      failure="No se pudo guardar la contraseña. Inténtalo de nuevo."
      submitLabel="Guardar contraseña"
      pendingLabel="Guardando..."
    />
  );
}
