"use client";

import type { ReactNode } from "react";
import { apiRequest } from "@/lib/api-client";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { OneFieldForm } from "./one-field-form";

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
  return (
    <OneFieldForm<T>
      id={id}
      label={label}
      type="text"
      autoComplete="one-time-code"
      hint={hint}
      input={{ autoFocus: true, spellCheck: false, maxLength: 20 }}
      serverField="code"
      check={(code) => (code.trim() ? null : TWO_FACTOR_MESSAGES.codeRequired)}
      send={(code) => apiRequest<T>("POST", endpoint, { code })}
      onSent={onDone}
      failure="No se pudo comprobar el código. Inténtalo de nuevo."
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    />
  );
}
