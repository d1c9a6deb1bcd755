"use client";

import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, ApiError, failureMessage } from "@/lib/api-client";
import { errorId, fieldAria } from "@/lib/field-aria";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";

type Props<T> = {
  id: string;
  endpoint: string;
  submitLabel: string;
  pendingLabel: string;
  onDone: (answer: T) => void;
  onCancel?: () => void;
  destructive?: boolean;
};

/** "Confirma tu contraseña" before a change to the second factor: posts `{ password }` to its route. */
export function PasswordPrompt<T>({ id, endpoint, submitLabel, pendingLabel, onDone, onCancel, destructive }: Props<T>) {
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!password) return setError(TWO_FACTOR_MESSAGES.passwordRequired);
    setPending(true);
    setError(null);
    try {
      onDone(await apiRequest<T>("POST", endpoint, { password }));
    } catch (caught) {
      const field = caught instanceof ApiError ? caught.fields.password : undefined;
      setError(field ?? failureMessage(caught, "No se pudo completar la operación. Inténtalo de nuevo."));
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate className="max-w-sm">
      <FieldGroup>
        <Field data-invalid={Boolean(error)}>
          <FieldLabel htmlFor={id}>Confirma tu contraseña</FieldLabel>
          <Input
            id={id}
            type="password"
            autoComplete="current-password"
            autoFocus
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            {...fieldAria(id, { invalid: Boolean(error), required: true })}
          />
          <FieldError id={errorId(id)} errors={[error ? { message: error } : undefined]} />
        </Field>
        <div className="flex flex-wrap gap-2">
          <Button type="submit" variant={destructive ? "destructive" : "default"} disabled={pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
          {onCancel && (
            <Button type="button" variant="outline" onClick={onCancel} disabled={pending}>
              Cancelar
            </Button>
          )}
        </div>
      </FieldGroup>
    </form>
  );
}
