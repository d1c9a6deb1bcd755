"use client";

import { useState } from "react";
import { apiRequest } from "@/lib/api-client";
import { OneFieldForm } from "./one-field-form";

/** Asks for a one-time link by e-mail; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const [answer, setAnswer] = useState<string | null>(null);
  if (answer) return <p role="status">{answer}</p>;
  return (
    <OneFieldForm
      id="forgot-email"
      label="Email"
      type="email"
      autoComplete="email"
      serverField="email"
      check={(email) => (email.trim() ? null : "El email es requerido")}
      send={(email) => apiRequest<{ message: string }>("POST", "/api/auth/forgot-password", { email })}
      onSent={({ message }) => setAnswer(message)}
      failure="No se pudo enviar. Inténtalo de nuevo."
      submitLabel="Enviar enlace"
      pendingLabel="Enviando..."
    />
  );
}
