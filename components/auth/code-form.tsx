"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { apiRequest, failureMessage } from "@/lib/api-client";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";

type Props<T> = {
  id: string;
  endpoint: string;
  label: string;
  hint: ReactNode;
  submitLabel: string;
  pendingLabel: string;
  onDone: (answer: T) => void;
};

/**
 * One field for a second-factor code (the sign-in's second step, the set-up's first code): posts
 * `{ code }` to its route and shows the server's message under the field.
 */
export function CodeForm<T>({ id, endpoint, label, hint, submitLabel, pendingLabel, onDone }: Props<T>) {
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (!code.trim()) return setError(TWO_FACTOR_MESSAGES.codeRequired);
    setPending(true);
    setError(null);
    try {
      onDone(await apiRequest<T>("POST", endpoint, { code }));
    } catch (caught) {
      setError(failureMessage(caught, "No se pudo comprobar el código. Inténtalo de nuevo."));
      setPending(false);
    }
  }

  return (
    <form onSubmit={submit} noValidate>
      <FieldGroup>
        <Field data-invalid={Boolean(error)}>
          <FieldLabel htmlFor={id}>{label}</FieldLabel>
          <Input
            id={id}
            autoComplete="one-time-code"
            autoFocus
            spellCheck={false}
            maxLength={20}
            value={code}
            onChange={(event) => setCode(event.target.value)}
            {...fieldAria(id, { invalid: Boolean(error), required: true, described: true })}
          />
          <FieldDescription id={descriptionId(id)}>{hint}</FieldDescription>
          <FieldError id={errorId(id)} errors={[error ? { message: error } : undefined]} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </FieldGroup>
    </form>
  );
}
