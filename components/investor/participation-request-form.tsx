"use client";

import { useRouter } from "next/navigation";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { FormCheckbox, FormMoneyInput } from "@/components/admin/form-fields";
import { FieldGroup } from "@/components/ui/field";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { formatMoney } from "@/lib/format";
import { SUCCESS_FEE_TEXT } from "@/lib/club-terms";
import { notifyError, notifySuccess } from "@/lib/notify";
import { participationRequestSchema, type ParticipationRequestInput } from "@/lib/validations/investment";
import { acknowledgmentNeeded, RISK_ACKNOWLEDGMENT } from "@/lib/validations/appropriateness";
import { decimalString } from "@/lib/validations/fields";
import type { RequestPage } from "@/server/participations/requests";

type Values = Omit<ParticipationRequestInput, "acceptTerms"> & { acceptTerms: boolean };

/** The amount typed, as the server will read it ("40.000" → "40000.00"), or null while it is not one. */
const amountOf = (value: unknown) => (typeof value === "string" ? decimalString(value, 10) : null);

/**
 * The amount (the Spanish way: "40.000"), at least the ticket and at most what is left, and the
 * operation's terms accepted; the server checks both again under the operation's lock.
 */
export function ParticipationRequestForm({ page, amount = "" }: { page: RequestPage; amount?: string }) {
  const router = useRouter();
  const { operation, terms, sheet } = page;
  const form = useForm<Values>({
    resolver: zodResolver(participationRequestSchema) as never,
    defaultValues: { operationId: operation.id, amount, acceptTerms: false, fichaVersion: sheet?.version ?? 0, riskAcknowledged: false },
  });
  const typed = amountOf(useWatch({ control: form.control, name: "amount" }));
  // Without a passed test in force, always; with one, above the higher of 1.000 € or 5 % of the net worth declared.
  const warn = !page.risk.testInForce || (typed !== null && acknowledgmentNeeded(page.risk, typed));

  async function onSubmit(values: Values) {
    try {
      await apiRequest("POST", "/api/investments", { ...values, riskAcknowledged: warn ? values.riskAcknowledged : undefined });
      notifySuccess("Solicitud enviada", "El club la revisará y te escribirá. Hasta entonces no envíes dinero.");
      router.push("/investor/operations");
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, message] of fields) form.setError(name as keyof Values, { message });
      if (!fields.length) notifyError("No se pudo enviar la solicitud", failureMessage(error, "Inténtalo de nuevo"));
    }
  }

  const sheetRead = sheet ? `He leído la ficha de información (versión ${sheet.version}) y ` : "";
  const termsLabel = terms
    ? `${sheetRead}${sheet ? "acepto" : "He leído y acepto"} el «${terms.name}» de la operación`
    : `${sheetRead}${sheet ? "acepto" : "Acepto"} las condiciones de participación de la operación`;
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
        {sheet && (
          <p className="text-sm">
            <a href={sheet.url} className="font-medium underline" target="_blank" rel="noreferrer">
              Ficha de información de la operación (versión {sheet.version}, PDF)
            </a>{" "}
            · riesgos, comisiones con el ticket mínimo, escenarios y tus derechos. Durante 4 días desde tu solicitud puedes revocarla sin
            penalización.
          </p>
        )}
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
        {warn && (
          <div className="space-y-2 rounded-md border border-destructive/50 p-3 text-sm" data-testid="risk-warning">
            <p className="font-medium">Advertencia de riesgo</p>
            <p>
              {page.risk.testInForce
                ? `Pides más de ${formatMoney(page.risk.threshold)}: el mayor de 1.000 € o el 5 % del patrimonio neto que declaraste.`
                : "No tienes un test de conveniencia superado y en vigor: esta inversión puede no ser adecuada para ti."}
            </p>
            <FormCheckbox form={form} name="riskAcknowledged" label={RISK_ACKNOWLEDGMENT} />
          </div>
        )}
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Enviando..." : "Enviar solicitud"}
          </Button>
        </div>
      </FieldGroup>
    </form>
  );
}
