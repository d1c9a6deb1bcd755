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
import { openDepositSchema, type OpenDepositInput, type SignatureMethod } from "@/lib/validations/deposit-account";

/**
 * Signing the deposit contract (issue 51, item 2): a one-time code e-mailed on request — or, for an
 * investor whose account has a second factor, the code of their authenticator app — typed here with
 * the acceptance of the version read above; the server keeps the evidence and opens the account.
 */
export function DepositOpening({
  contractVersion,
  fichaVersion,
  secondFactor,
}: {
  contractVersion: number;
  fichaVersion: number;
  secondFactor: boolean;
}) {
  const router = useRouter();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [method, setMethod] = useState<SignatureMethod | null>(null);
  const form = useForm<OpenDepositInput>({
    resolver: zodResolver(openDepositSchema),
    defaultValues: { contractVersion, fichaVersion, acceptContract: false as unknown as true, method: "email-code", code: "" },
  });

  function choose(chosen: SignatureMethod) {
    setMethod(chosen);
    form.setValue("method", chosen);
    form.clearErrors("code");
  }

  async function sendCode() {
    setSending(true);
    try {
      const { sentTo: to } = await apiRequest<{ sentTo: string }>("POST", "/api/deposit-accounts/mine/signature-code", {});
      setSentTo(to);
      choose("email-code");
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
        {secondFactor
          ? "Firmas el contrato con un código de un solo uso que te enviamos por email, o con el código de tu aplicación de autenticación."
          : "Firmas el contrato con un código de un solo uso que te enviamos por email."}{" "}
        El club guarda el texto que firmas, su huella, la fecha y hora, la dirección y el navegador desde los que firmas.
      </p>
      <div className="flex flex-wrap items-start gap-3">
        <div>
          <Button type="button" variant={sentTo ? "outline" : "default"} onClick={() => void sendCode()} disabled={sending}>
            {sending ? "Enviando..." : sentTo ? "Enviarme otro código" : "Enviarme el código de firma"}
          </Button>
          {sentTo && method === "email-code" && (
            <p role="status" className="mt-2 text-sm">
              Te hemos enviado un código a {sentTo}. Caduca en 10 minutos.
            </p>
          )}
        </div>
        {secondFactor && (
          <Button type="button" variant={method === "second-factor" ? "default" : "outline"} onClick={() => choose("second-factor")}>
            Firmar con mi aplicación de autenticación
          </Button>
        )}
      </div>
      {method && (
        <form onSubmit={sign} noValidate className="max-w-md">
          <FieldGroup>
            <FormCheckbox
              form={form}
              name="acceptContract"
              label={`He leído la ficha de información (versión ${fichaVersion}) y acepto el contrato (versión ${contractVersion})`}
            />
            <FormInput
              form={form}
              name="code"
              label={method === "second-factor" ? "Código de tu aplicación de autenticación" : "Código de firma"}
              inputMode="numeric"
              autoComplete="one-time-code"
            />
            <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
              {form.formState.isSubmitting ? "Firmando..." : "Firmar y abrir la cuenta"}
            </Button>
          </FieldGroup>
        </form>
      )}
    </div>
  );
}
