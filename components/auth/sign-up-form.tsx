"use client";

import { useState } from "react";
import Link from "next/link";
import { Button } from "@/components/ui/button";
import { signUpSchema, type SignUpInput } from "@/lib/validations/auth";
import { PasswordForm } from "./password-form";

/**
 * Opens an investor account. The answer is the same whether or not the e-mail had one (what
 * happened is told by e-mail), so the form shows it and offers the sign-in page.
 */
export function SignUpForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  if (answer)
    return (
      <div role="status" className="space-y-3 text-sm">
        <p>{answer}</p>
        <Button asChild>
          <Link href="/handler/sign-in">Iniciar sesión</Link>
        </Button>
      </div>
    );
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
      consent="acceptPrivacy"
      endpoint="/api/auth/sign-up"
      submitLabel="Crear cuenta"
      pendingLabel="Creando cuenta..."
      onDone={({ message }) => setAnswer(message ?? "Ya puedes iniciar sesión con tu email y la contraseña que has elegido.")}
    />
  );
}
