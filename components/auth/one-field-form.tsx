"use client";

import { useState, type ComponentProps, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { Input } from "@/components/ui/input";
import { ApiError } from "@/lib/api-client";

type Props<T> = {
  id: string;
  label: React.ReactNode;
  type: "email" | "password" | "text";
  autoComplete: string;
  /** Shown under the field (and named by it as its description). */
  hint?: ReactNode;
  /** More of the input's own attributes. */
  input?: Pick<ComponentProps<typeof Input>, "autoFocus" | "spellCheck" | "maxLength">;
  /** The field's name in the server's 400 answer, whose message is shown under the field. */
  serverField: string;
  /** The browser's own check: a message, or null to send. */
  check: (value: string) => string | null;
  send: (value: string) => Promise<T>;
  onSent: (answer: T) => void;
  /** Shown when the request failed without a message of the server's. */
  failure: string;
  submitLabel: string;
  pendingLabel: string;
};

/** The password links' and second-factor codes' forms: one field, one button, the server's message under the field. */
export function OneFieldForm<T>({
  id,
  label,
  type,
  autoComplete,
  hint,
  input,
  serverField,
  check,
  send,
  onSent,
  failure,
  submitLabel,
  pendingLabel,
}: Props<T>) {
  const [value, setValue] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const refused = check(value);
    if (refused) return setError(refused);
    setPending(true);
    setError(null);
    try {
      onSent(await send(value));
    } catch (caught) {
      setError(caught instanceof ApiError && caught.serverMessage ? (caught.fields[serverField] ?? caught.serverMessage) : failure);
    } finally {
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
            type={type}
            autoComplete={autoComplete}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            {...input}
            {...fieldAria(id, { invalid: Boolean(error), required: true, described: hint !== undefined })}
          />
          {hint !== undefined && <FieldDescription id={descriptionId(id)}>{hint}</FieldDescription>}
          <FieldError id={errorId(id)} errors={[error ? { message: error } : undefined]} />
        </Field>
        <Button type="submit" size="lg" disabled={pending} className="w-full">
          {pending ? pendingLabel : submitLabel}
        </Button>
      </FieldGroup>
    </form>
  );
}
