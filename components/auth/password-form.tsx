"use client";

import { useState } from "react";
import { useSearchParams } from "next/navigation";
import { useForm, type DefaultValues, type FieldValues, type Path } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type * as z from "@/lib/validations/zod";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { safeRedirectPath } from "@/lib/validations/auth";
import { dashboardPath } from "@/lib/session-user";
import { errorId, fieldAria } from "@/lib/field-aria";
import { PrivacyConsent } from "@/components/legal/privacy-consent";

export type PasswordField<T> = { name: Path<T>; label: string; type: string; autoComplete: string };

type Props<T extends FieldValues> = {
  schema: z.ZodMiniType<T, T>;
  defaults: DefaultValues<T>;
  fields: PasswordField<T>[];
  endpoint: string;
  submitLabel: string;
  pendingLabel: string;
  /** The name of a privacy-notice box to tick before sending (sign-up). */
  consent?: Path<T>;
  /** Instead of going on to the area: what to do with the answer (sign-up shows its message). */
  onDone?: (answer: { message?: string; role?: string; twoFactorRequired?: boolean }) => void;
};

const FAILURE: Record<number, string> = {
  401: "Email o contraseña incorrectos",
  429: "Demasiados intentos. Espera unos minutos e inténtalo de nuevo.",
};

/**
 * E-mail + password form of the sign-in and sign-up pages: validates with the shared schema,
 * posts JSON to its route, then goes back to where the guard came from (or the dashboard), or hands
 * the answer to `onDone`.
 */
export function PasswordForm<T extends FieldValues>({
  schema,
  defaults,
  fields,
  consent,
  endpoint,
  submitLabel,
  pendingLabel,
  onDone,
}: Props<T>) {
  const params = useSearchParams();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<T>({ resolver: zodResolver(schema), defaultValues: defaults });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: T) {
    setFailure(null);
    try {
      const response = await fetch(endpoint, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(values),
      });
      const body = (await response.json().catch(() => ({}))) as {
        role?: string;
        message?: string;
        twoFactorRequired?: boolean;
        error?: string;
        fields?: Record<string, string>;
      };
      if (!response.ok) {
        for (const [field, message] of Object.entries(body.fields ?? {})) form.setError(field as Path<T>, { message });
        setFailure(FAILURE[response.status] ?? body.error ?? "No se pudo completar la operación. Inténtalo de nuevo.");
        return;
      }
      if (onDone) return onDone(body);
      // A full navigation, so every part of the site sees the new session.
      window.location.assign(safeRedirectPath(params.get("redirect"), dashboardPath(body.role ?? "investor")));
    } catch {
      setFailure("No se pudo conectar con el servidor. Inténtalo de nuevo.");
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate>
      <FieldGroup>
        {fields.map((field) => {
          const error = errors[field.name];
          const id = `auth-${String(field.name)}`;
          return (
            <Field key={String(field.name)} data-invalid={Boolean(error)}>
              <FieldLabel htmlFor={id}>{field.label}</FieldLabel>
              <Input
                id={id}
                type={field.type}
                autoComplete={field.autoComplete}
                {...fieldAria(id, { invalid: Boolean(error), required: true })}
                {...form.register(field.name)}
              />
              <FieldError id={errorId(id)} errors={[error as { message?: string } | undefined]} />
            </Field>
          );
        })}
        {consent && (
          <PrivacyConsent
            id={`auth-${String(consent)}`}
            error={(errors[consent] as { message?: string } | undefined)?.message}
            {...form.register(consent)}
          />
        )}
        {failure && (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive">
            {failure}
          </p>
        )}
        <Button type="submit" size="lg" disabled={isSubmitting} className="w-full">
          {isSubmitting ? pendingLabel : submitLabel}
        </Button>
      </FieldGroup>
    </form>
  );
}
