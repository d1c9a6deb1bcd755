"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { SettingsSection } from "./settings-section";
import { settingsSchema, type SettingsInput } from "@/lib/validations/settings";

/** Configuración: the contact details and company page the public pages show. */
export function SettingsForm({ settings }: { settings: SettingsInput }) {
  const form = useForm<SettingsInput>({ resolver: zodResolver(settingsSchema), defaultValues: settings });

  return (
    <SettingsSection
      form={form}
      path="/api/settings"
      saved="Configuración guardada"
      failed="No se pudo guardar la configuración"
      submitLabel="Guardar cambios"
    >
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
    </SettingsSection>
  );
}
