"use client";

import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { apiRequest } from "@/lib/api-client";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { printedIban } from "@/lib/validations/identity";
import { paymentSettingsSchema, type PaymentSettingsInput } from "@/lib/validations/payment-settings";
import type { PaymentSettings } from "@/server/payments/settings";

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

  const send = useServerRequest();
  const submit = form.handleSubmit((values) =>
    send(
      () => apiRequest("PUT", "/api/settings/payments", values),
      "Configuración de cobros guardada",
      "No se pudo guardar la configuración de cobros",
      form,
    ),
  );

  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <FieldGroup>
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
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Guardando..." : "Guardar cobros"}
        </Button>
      </FieldGroup>
    </form>
  );
}
