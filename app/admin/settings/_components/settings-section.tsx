"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { apiRequest } from "@/lib/api-client";
import { useServerRequest } from "@/components/admin/use-entity-actions";

/**
 * One section of Configuración: its fields, saved with a PUT of the form's values to `path`; the
 * server's field messages go back to their fields; a toast says how it went.
 */
export function SettingsSection<T extends FieldValues, C, O extends FieldValues>({
  form,
  path,
  saved,
  failed,
  submitLabel,
  children,
}: {
  form: UseFormReturn<T, C, O>;
  path: string;
  saved: string;
  failed: string;
  submitLabel: string;
  children: React.ReactNode;
}) {
  const send = useServerRequest();
  const submit = form.handleSubmit((values) => send(() => apiRequest("PUT", path, values), saved, failed, form));
  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <FieldGroup>
        {children}
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Guardando..." : submitLabel}
        </Button>
      </FieldGroup>
    </form>
  );
}
