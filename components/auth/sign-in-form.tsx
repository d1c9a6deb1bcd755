"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { dashboardPath } from "@/lib/session-user";
import { safeRedirectPath, signInSchema, type SignInInput } from "@/lib/validations/auth";
import { CodeForm } from "./code-form";
import { PasswordForm } from "./password-form";

/**
 * Sign-in: e-mail and password, then, for an account with a second factor, the code of its
 * authenticator app (or one of its recovery codes) in a second step.
 */
export function SignInForm() {
  const params = useSearchParams();
  const [codeDue, setCodeDue] = useState(false);
  // A full navigation, so every part of the site sees the new session.
  const goOn = (role?: string) => window.location.assign(safeRedirectPath(params.get("redirect"), dashboardPath(role ?? "investor")));

  if (codeDue)
    return (
      <CodeForm<{ role?: string }>
        id="auth-code"
        endpoint="/api/auth/two-factor"
        label="Código de verificación"
        hint="Escribe el código de 6 dígitos de tu aplicación de autenticación, o uno de tus códigos de recuperación."
        submitLabel="Verificar"
        pendingLabel="Verificando..."
        onDone={(answer) => goOn(answer.role)}
      />
    );
  return (
    <PasswordForm<SignInInput>
      schema={signInSchema}
      defaults={{ email: "", password: "" }}
      fields={[
        { name: "email", label: "Email", type: "email", autoComplete: "email" },
        { name: "password", label: "Contraseña", type: "password", autoComplete: "current-password" },
      ]}
      endpoint="/api/auth/sign-in"
      submitLabel="Iniciar Sesión"
      pendingLabel="Iniciando sesión..."
      onDone={(answer) => (answer.twoFactorRequired ? setCodeDue(true) : goOn(answer.role))}
    />
  );
}
