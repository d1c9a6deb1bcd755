"use client";

import { useState } from "react";
import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { FormCheckbox, FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { FieldGroup } from "@/components/ui/field";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { openDepositSchema, type OpenDepositInput } from "@/lib/validations/deposit-account";

/**
 * Signing the deposit contract (issue 51, item 2): a one-time code e-mailed on request, typed here
 * with the acceptance of the version read above; the server keeps the evidence and opens the account.
 */
export function DepositOpening({ contractVersion }: { contractVersion: number }) {
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const form = useForm<OpenDepositInput>({
    resolver: zodResolver(openDepositSchema),
    defaultValues: { contractVersion, acceptContract: false as unknown as true, code: "" },
  });

  async function sendCode() {
    setSending(true);
    try {
      const { sentTo: to } = await apiRequest<{ sentTo: string }>("POST", "/api/deposit-accounts/mine/signature-code", {});
      setSentTo(to);
      notifySuccess("Código enviado", `Mira tu email (${to}).`);
    } catch (error) {
      notifyError("No se pudo enviar el código", failureMessage(error, "Inténtalo de nuevo"));
    } finally {
      setSending(false);
    }
  }

  const sign = form.handleSubmit(async (values) => {
    try {
      await apiRequest("POST", "/api/deposit-accounts/mine", values);
      notifySuccess("Cuenta de depósito abierta", "Te hemos enviado el contrato firmado por email.");
      router.refresh();
    } catch (error) {
      if (error instanceof ApiError)
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as keyof OpenDepositInput, { message });
      notifyError("No se pudo firmar el contrato", failureMessage(error, "Inténtalo de nuevo"));
    }
  });

  return (
    <div className="grid gap-4">
      <p className="text-sm text-muted-foreground">
        Firmas el contrato con un código de un solo uso que te enviamos por email. El club guarda el texto que firmas, su huella, la fecha y
        hora, la dirección y el navegador desde los que firmas.
      </p>
      <div>
        <Button type="button" variant={sentTo ? "outline" : "default"} onClick={() => void sendCode()} disabled={sending}>
          {sending ? "Enviando..." : sentTo ? "Enviarme otro código" : "Enviarme el código de firma"}
        </Button>
        {sentTo && (
          <p role="status" className="mt-2 text-sm">
            Te hemos enviado un código a {sentTo}. Caduca en 10 minutos.
          </p>
        )}
      </div>
      {sentTo && (
        <form onSubmit={sign} noValidate className="max-w-md">
          <FieldGroup>
            <FormCheckbox form={form} name="acceptContract" label={`He leído y acepto el contrato (versión ${contractVersion})`} />
            <FormInput form={form} name="code" label="Código de firma" inputMode="numeric" autoComplete="one-time-code" />
            <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
              {form.formState.isSubmitting ? "Firmando..." : "Firmar y abrir la cuenta"}
            </Button>
          </FieldGroup>
        </form>
      )}
    </div>
  );
}
