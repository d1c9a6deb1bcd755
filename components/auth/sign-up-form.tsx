"use client";

import { signUpSchema, type SignUpInput } from "@/lib/validations/auth";
import { PasswordForm } from "./password-form";

export function SignUpForm() {
  return (
    <PasswordForm<SignUpInput>
      schema={signUpSchema}
      defaults={{ firstName: "", lastName: "", email: "", password: "" }}
      fields={[
        { name: "firstName", label: "Nombre", type: "text", autoComplete: "given-name" },
        { name: "lastName", label: "Apellidos", type: "text", autoComplete: "family-name" },
        { name: "email", label: "Email", type: "email", autoComplete: "email" },
        { name: "password", label: "Contraseña (mínimo 8 caracteres)", type: "password", autoComplete: "new-password" },
      ]}
      endpoint="/api/auth/sign-up"
      submitLabel="Crear cuenta"
      pendingLabel="Creando cuenta..."
    />
  );
}
