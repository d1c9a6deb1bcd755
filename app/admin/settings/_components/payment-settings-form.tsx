"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { SettingsSection } from "./settings-section";
import { printedIban } from "@/lib/validations/identity";
import { paymentSettingsSchema, type PaymentSettingsInput } from "@/lib/validations/payment-settings";
import type { PaymentSettings } from "@/server/club/payment-settings";

/** Configuración, "Cobros": the account investors pay into and the days they have to pay. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const form = useForm<PaymentSettingsInput>({
    resolver: zodResolver(paymentSettingsSchema),
    defaultValues: {
      clubIban: settings.clubIban ? printedIban(settings.clubIban) : "",
      clubAccountHolder: settings.clubAccountHolder ?? "",
      clubBank: settings.clubBank ?? "",
      paymentDays: String(settings.paymentDays),
    },
  });

  return (
    <SettingsSection
      form={form}
      path="/api/settings/payments"
      saved="Configuración de cobros guardada"
      failed="No se pudo guardar la configuración de cobros"
      submitLabel="Guardar cobros"
    >
      <FormInput
        form={form}
        name="clubIban"
        label="IBAN de la cuenta del club"
        description="Donde los inversores transfieren sus aportaciones."
      />
      <FormInput form={form} name="clubAccountHolder" label="Titular de la cuenta" />
      <FormInput form={form} name="clubBank" label="Banco" />
      <FormInput
        form={form}
        name="paymentDays"
        label="Días para pagar"
        inputMode="numeric"
        description="Desde que el club confirma una participación. Se recuerda 3 días antes y al día siguiente del vencimiento."
      />
    </SettingsSection>
  );
}
