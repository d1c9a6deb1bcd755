"use client";

import { useFieldArray, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { PlusIcon, Trash2Icon } from "lucide-react";
import { FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { SettingsSection } from "./settings-section";
import { DEFAULT_WITHHOLDING_RATE } from "@/lib/club-terms";
import { taxSettingsSchema, type TaxSettingsInput } from "@/lib/validations/tax-settings";
import type { TaxSettings } from "@/server/club/tax-settings";

/** Configuración, "Identidad y fiscalidad": the club as its tax certificates and legal pages name it, and the IRPF rate per year. */
export function TaxSettingsForm({ settings }: { settings: TaxSettings }) {
  const form = useForm<TaxSettingsInput>({
    resolver: zodResolver(taxSettingsSchema),
    defaultValues: {
      clubLegalName: settings.clubLegalName ?? "",
      clubNif: settings.clubNif ?? "",
      clubAddress: settings.clubAddress ?? "",
      clubRegistry: settings.clubRegistry ?? "",
      liquidationDaysAhead: String(settings.liquidationDaysAhead),
      modelo193Nature: settings.modelo193Nature ?? "",
      withholdingRates: settings.withholdingRates.map((entry) => ({ year: String(entry.year), rate: entry.rate.replace(".", ",") })),
    },
  });
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "withholdingRates" });

  return (
    <SettingsSection
      form={form}
      path="/api/settings/tax"
      saved="Configuración fiscal guardada"
      failed="No se pudo guardar la configuración fiscal"
      submitLabel="Guardar fiscalidad"
    >
      <FormInput
        form={form}
        name="clubLegalName"
        label="Razón social"
        description="Como figura en los certificados, el Modelo 193 y las páginas legales."
      />
      <FormInput form={form} name="clubNif" label="NIF del club" autoComplete="off" />
      <FormInput
        form={form}
        name="clubAddress"
        label="Domicilio fiscal"
        description="Terminado en el código postal y la localidad («Calle de Velázquez, 50, 28001 Madrid»): así lo llevan las transferencias SEPA."
      />
      <FormInput
        form={form}
        name="clubRegistry"
        label="Datos registrales"
        description="Como los pide el aviso legal: Registro Mercantil de …, tomo, folio, hoja."
      />
      <FormInput
        form={form}
        name="modelo193Nature"
        label="Naturaleza de la percepción (Modelo 193)"
        inputMode="numeric"
        maxLength={2}
        description="Las dos cifras de la lista de naturalezas de la clave B que indique su asesor (03, intereses de préstamos no bancarios; 06, otros rendimientos del capital mobiliario…); sin ellas no se genera el fichero del Modelo 193."
      />
      <FormInput
        form={form}
        name="liquidationDaysAhead"
        label="Días que una liquidación puede fecharse por adelantado"
        inputMode="numeric"
        description="Sus transferencias se ordenan para ese día; 0 no admite fechas posteriores a hoy."
      />
      <fieldset className="grid gap-3">
        <legend className="mb-1 text-sm font-medium">Tipo de retención IRPF por año</legend>
        <p className="text-sm text-muted-foreground">Un año que no esté en la lista retiene el 19 %.</p>
        <ul className="grid gap-3">
          {fields.map((field, index) => (
            <li key={field.id} className="grid grid-cols-[1fr_1fr_auto] items-start gap-3" data-testid="rate-row">
              <FormInput form={form} name={`withholdingRates.${index}.year`} label="Año" inputMode="numeric" />
              <FormInput form={form} name={`withholdingRates.${index}.rate`} label="Tipo (%)" inputMode="decimal" />
              <Button
                type="button"
                variant="ghost"
                size="icon"
                className="mt-6"
                aria-label={`Quitar el tipo ${index + 1}`}
                onClick={() => remove(index)}
              >
                <Trash2Icon aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="w-fit"
          onClick={() => append({ year: String(new Date().getFullYear()), rate: DEFAULT_WITHHOLDING_RATE.replace(".", ",") })}
        >
          <PlusIcon aria-hidden /> Añadir año
        </Button>
      </fieldset>
    </SettingsSection>
  );
}
