"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { printedIban } from "@/lib/validations/identity";
import { paymentSettingsSchema, type PaymentSettingsInput } from "@/lib/validations/payment-settings";
import type { PaymentSettings } from "@/server/payments/settings";

type Name = keyof PaymentSettingsInput;

/** Configuración, "Cobros": the account investors pay into and the days they have to pay. */
export function PaymentSettingsForm({ settings }: { settings: PaymentSettings }) {
  const router = useRouter();
  const form = useForm<PaymentSettingsInput>({
    resolver: zodResolver(paymentSettingsSchema),
    defaultValues: {
      clubIban: settings.clubIban ? printedIban(settings.clubIban) : "",
      clubAccountHolder: settings.clubAccountHolder ?? "",
      clubBank: settings.clubBank ?? "",
      paymentDays: String(settings.paymentDays),
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await apiRequest("PUT", "/api/settings/payments", values);
      notifySuccess("Configuración de cobros guardada");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError) for (const [field, message] of Object.entries(error.fields)) form.setError(field as Name, { message });
      notifyError("Error", failureMessage(error, "No se pudo guardar la configuración de cobros"));
    }
  });

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
