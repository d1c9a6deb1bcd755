"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { errorId, fieldAria } from "@/lib/field-aria";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest } from "@/lib/api-client";

/** Asks for a one-time link by e-mail; the answer is the same whether or not the e-mail has an account. */
export function ForgotPasswordForm() {
  const [email, setEmail] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [answer, setAnswer] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!email.trim()) return setError("El email es requerido");
    setPending(true);
    setError(null);
    try {
      const { message } = await apiRequest<{ message: string }>("POST", "/api/auth/forgot-password", { email });
      setAnswer(message);
    } catch (failure) {
      setError(
        failure instanceof ApiError && failure.serverMessage
          ? (failure.fields.email ?? failure.serverMessage)
          : "No se pudo enviar. Inténtalo de nuevo.",
      );
    } finally {
      setPending(false);
    }
  }

  if (answer) return <p role="status">{answer}</p>;
  return (
    <form onSubmit={submit} noValidate>
      <FieldGroup>
        <Field data-invalid={Boolean(error)}>
          <FieldLabel htmlFor="forgot-email">Email</FieldLabel>
          <Input
            id="forgot-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...fieldAria("forgot-email", { invalid: Boolean(error), required: true })}
          />
          <FieldError id={errorId("forgot-email")} errors={[error ? { message: error } : undefined]} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? "Enviando..." : "Enviar enlace"}
        </Button>
      </FieldGroup>
    </form>
  );
}
