"use client";

import { signInSchema, type SignInInput } from "@/lib/validations/auth";
import { PasswordForm } from "./password-form";

export function SignInForm() {
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
    />
  );
}
