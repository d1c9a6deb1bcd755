"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { settingsSchema, type SettingsInput } from "@/lib/validations/settings";

/** Configuración: the contact details and company page the public pages show. */
export function SettingsForm({ settings }: { settings: SettingsInput }) {
  const router = useRouter();
  const form = useForm<SettingsInput>({ resolver: zodResolver(settingsSchema), defaultValues: settings });

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("PUT", "/api/settings", values);
      notifySuccess("Configuración guardada");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof SettingsInput, { message });
      notifyError("Error", failureMessage(error, "No se pudo guardar la configuración"));
    }
  });

  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <FieldGroup>
        <FormInput
          form={form}
          name="contactEmail"
          required
          label="Email de contacto"
          type="email"
          description="Se muestra en la página de contacto."
        />
        <FormInput
          form={form}
          name="whatsappNumber"
          required
          label="Número de WhatsApp"
          type="tel"
          description="Se muestra en la página de contacto."
        />
        <FormInput
          form={form}
          name="companyUrl"
          required
          label="Página de la empresa"
          type="url"
          description="El enlace «Nosotros» de la barra de navegación."
        />
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Guardando..." : "Guardar cambios"}
        </Button>
      </FieldGroup>
    </form>
  );
}
