"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { SettingsSection } from "./settings-section";
import { retentionSettingsSchema, type RetentionSettings, type RetentionSettingsInput } from "@/lib/validations/retention-settings";

const FIELDS = [
  { name: "retentionAccountingYears", label: "Contabilidad (años)", description: "Código de Comercio, art. 30: 6 años." },
  { name: "retentionTaxYears", label: "Fiscalidad (años)", description: "Ley General Tributaria, art. 66: 4 años." },
  {
    name: "retentionAmlYears",
    label: "Prevención del blanqueo (años)",
    description: "Ley 10/2010, art. 25: 10 años si el club es sujeto obligado; 0 si no lo es.",
  },
] as const;

/** Configuración, "Protección de datos": how long a closed account's blocked data is kept (the longest applies). */
export function RetentionSettingsForm({ settings }: { settings: RetentionSettings }) {
  const form = useForm<RetentionSettingsInput>({
    resolver: zodResolver(retentionSettingsSchema),
    defaultValues: Object.fromEntries(FIELDS.map(({ name }) => [name, String(settings[name])])),
  });
  return (
    <SettingsSection
      form={form}
      path="/api/settings/retention"
      saved="Plazos de conservación guardados"
      failed="No se pudieron guardar los plazos de conservación"
      submitLabel="Guardar plazos"
    >
      <p className="text-sm text-muted-foreground">
        Al cerrar una cuenta, los datos que el club debe conservar quedan bloqueados durante el plazo más largo de estos y después la purga
        diaria de la plataforma los destruye. Una cuenta ya cerrada conserva la fecha que se le dio.
      </p>
      {FIELDS.map((field) => (
        <FormInput key={field.name} form={form} name={field.name} label={field.label} inputMode="numeric" description={field.description} />
      ))}
    </SettingsSection>
  );
}
