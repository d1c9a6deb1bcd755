"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { apiRequest } from "@/lib/api-client";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { settingsSchema, type SettingsInput } from "@/lib/validations/settings";

/** Configuración: the contact details and company page the public pages show. */
export function SettingsForm({ settings }: { settings: SettingsInput }) {
  const form = useForm<SettingsInput>({ resolver: zodResolver(settingsSchema), defaultValues: settings });

  const send = useServerRequest();
  const submit = form.handleSubmit((values) =>
    send(() => apiRequest("PUT", "/api/settings", values), "Configuración guardada", "No se pudo guardar la configuración", form),
  );

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
