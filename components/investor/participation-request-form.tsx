"use client";

import { useRouter } from "next/navigation";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { FormCheckbox, FormMoneyInput } from "@/components/admin/form-fields";
import { FieldGroup } from "@/components/ui/field";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { SUCCESS_FEE_TEXT } from "@/lib/club-terms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { participationRequestSchema, type ParticipationRequestInput } from "@/lib/validations/investment";
import type { RequestPage } from "@/server/participations/requests";

type Values = Omit<ParticipationRequestInput, "acceptTerms"> & { acceptTerms: boolean };

/**
 * The amount (the Spanish way: "40.000"), at least the ticket and at most what is left, and the
 * operation's terms accepted; the server checks both again under the operation's lock.
 */
export function ParticipationRequestForm({ page, amount = "" }: { page: RequestPage; amount?: string }) {
  const router = useRouter();
  const { operation, terms } = page;
  const form = useForm<Values>({
    resolver: zodResolver(participationRequestSchema) as never,
    defaultValues: { operationId: operation.id, amount, acceptTerms: false },
  });

  async function onSubmit(values: Values) {
    try {
      await apiRequest("POST", "/api/investments", values);
      notifySuccess("Solicitud enviada", "El club la revisará y te escribirá. Hasta entonces no envíes dinero.");
      router.push("/investor/operations");
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, message] of fields) form.setError(name as keyof Values, { message });
      if (!fields.length) notifyError("No se pudo enviar la solicitud", failureMessage(error, "Inténtalo de nuevo"));
    }
  }

  const termsLabel = terms
    ? `He leído y acepto el «${terms.name}» de la operación`
    : "Acepto las condiciones de participación de la operación";
  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="max-w-xl">
      <FieldGroup>
        <FormMoneyInput
          form={form}
          name="amount"
          label="Importe (€) *"
          description={`Mínimo ${formatMoney(operation.ticketMin)} · quedan ${formatMoney(operation.left)} por cubrir.`}
        />
        <div className="space-y-2 rounded-md border p-3 text-sm" data-testid="terms-summary">
          <p className="font-medium">A qué te comprometes</p>
          <p>
            Si el club confirma tu participación, transfieres el importe en {page.paymentDays} días a la cuenta del club con tu referencia
            de pago. Tu dinero entra en una cuenta en participación de esta operación: financia la compra de un crédito hipotecario y su
            reclamación judicial. Recuperas tu capital y tu parte del resultado cuando la operación se liquida, lo que depende del
            procedimiento y puede tardar años; hasta entonces no es líquido y puedes perder todo lo invertido. Si hay ganancia, el club
            cobra una comisión de éxito del {SUCCESS_FEE_TEXT} y retiene el IRPF de tu parte.
          </p>
        </div>
        {terms && (
          <p className="text-sm">
            <a href={terms.fileUrl} className="font-medium underline" target="_blank" rel="noreferrer">
              Leer «{terms.name}» (PDF)
            </a>
          </p>
        )}
        <FormCheckbox
          form={form}
          name="acceptTerms"
          label={termsLabel}
          description="Tu solicitud no compromete al club hasta que la confirme; entonces recibirás las instrucciones de pago."
        />
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Enviando..." : "Enviar solicitud"}
          </Button>
        </div>
      </FieldGroup>
    </form>
  );
}
