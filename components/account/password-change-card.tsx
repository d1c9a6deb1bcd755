"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { TitledCard } from "@/components/layout/titled-card";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldGroup, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { notifyError, notifySuccess } from "@/lib/notify";
import { changePasswordSchema, PASSWORD_MIN, type ChangePasswordInput } from "@/lib/validations/auth";

const FIELDS = [
  { name: "currentPassword", label: "Contraseña actual", autoComplete: "current-password" },
  { name: "newPassword", label: "Contraseña nueva", autoComplete: "new-password" },
] as const;

/** "Cambiar la contraseña": the current one and the new one; the other sessions end. */
export function PasswordChangeCard() {
  const router = useRouter();
  const form = useForm<ChangePasswordInput>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: "", newPassword: "" },
  });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: ChangePasswordInput) {
    try {
      await apiRequest("POST", "/api/auth/password", values);
      form.reset();
      notifySuccess("Contraseña cambiada", "Se han cerrado tus demás sesiones y te hemos enviado un email de aviso.");
      router.refresh();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, message] of fields) form.setError(name as keyof ChangePasswordInput, { message });
      if (!fields.length) notifyError("Error", failureMessage(error, "No se pudo cambiar la contraseña"));
    }
  }

  return (
    <TitledCard title="Contraseña">
      <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="max-w-md">
        <FieldGroup>
          {FIELDS.map((field) => {
            const error = errors[field.name];
            const id = `security-${field.name}`;
            return (
              <Field key={field.name} data-invalid={Boolean(error)}>
                <FieldLabel htmlFor={id}>{field.label}</FieldLabel>
                <Input
                  id={id}
                  type="password"
                  autoComplete={field.autoComplete}
                  {...fieldAria(id, { invalid: Boolean(error), required: true, described: field.name === "newPassword" })}
                  {...form.register(field.name)}
                />
                {field.name === "newPassword" && (
                  <FieldDescription id={descriptionId(id)}>
                    Mínimo {PASSWORD_MIN} caracteres. Al cambiarla se cierran tus demás sesiones.
                  </FieldDescription>
                )}
                <FieldError id={errorId(id)} errors={[error]} />
              </Field>
            );
          })}
          <Button type="submit" disabled={isSubmitting} className="w-fit">
            {isSubmitting ? "Cambiando..." : "Cambiar contraseña"}
          </Button>
        </FieldGroup>
      </form>
    </TitledCard>
  );
}
