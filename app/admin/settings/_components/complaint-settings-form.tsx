"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { SettingsSection } from "./settings-section";
import { complaintSettingsSchema, type ComplaintSettings } from "@/lib/validations/complaint";
import type * as z from "@/lib/validations/zod";

const FIELDS = [
  {
    name: "complaintAdmissibilityDays",
    label: "Admisión (días hábiles)",
    description:
      "Reglamento Delegado (UE) 2022/2117: 10 días hábiles como máximo. Se cuentan en Madrid, sin sábados, domingos ni festivos.",
  },
  {
    name: "complaintResolutionMonths",
    label: "Resolución (meses)",
    description: "Orden ECO/734/2004, art. 10: dos meses desde la presentación.",
  },
] as const;

/** Configuración, "Reclamaciones": the deadlines each new complaint is given (issue 66, item 5). */
export function ComplaintSettingsForm({ settings }: { settings: ComplaintSettings }) {
  const form = useForm<z.input<typeof complaintSettingsSchema>>({
    resolver: zodResolver(complaintSettingsSchema),
    defaultValues: Object.fromEntries(FIELDS.map(({ name }) => [name, String(settings[name])])),
  });
  return (
    <SettingsSection
      form={form}
      path="/api/settings/complaints"
      saved="Plazos de las reclamaciones guardados"
      failed="No se pudieron guardar los plazos de las reclamaciones"
      submitLabel="Guardar plazos"
    >
      <p className="text-sm text-muted-foreground">
        Cada reclamación recibe sus fechas límite al presentarse y las conserva aunque cambien estos plazos. El procedimiento publicado está
        en Textos legales («Procedimiento de Reclamaciones»).
      </p>
      {FIELDS.map((field) => (
        <FormInput key={field.name} form={form} name={field.name} label={field.label} inputMode="numeric" description={field.description} />
      ))}
    </SettingsSection>
  );
}
