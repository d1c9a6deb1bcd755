"use client";

import { useRouter } from "next/navigation";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { FieldGroup, FieldLegend, FieldSet } from "@/components/ui/field";
import { FormMoneyInput } from "@/components/admin/form-fields";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import {
  appropriatenessSchema,
  APPROPRIATENESS_MESSAGES,
  RISK_ACKNOWLEDGMENT,
  type AppropriatenessInput,
} from "@/lib/validations/appropriateness";
import type { AppropriatenessQuestion } from "@/server/appropriateness/test";

/**
 * "Test de conveniencia" (issue 66, item 2): the club's questions, one option each, and the
 * investor's finances; the server scores it, works out the net worth and the loss they can bear,
 * and keeps it. Every question must be answered (checked here and again there).
 */
export function AppropriatenessForm({ questions }: { questions: AppropriatenessQuestion[] }) {
  const router = useRouter();
  const form = useForm<AppropriatenessInput>({
    resolver: zodResolver(appropriatenessSchema) as never,
    defaultValues: { answers: {}, yearlyIncome: "", liquidAssets: "", yearlyCommitments: "" },
  });
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const [unanswered, setUnanswered] = useState<string | null>(null);

  async function onSubmit(values: AppropriatenessInput) {
    if (questions.some((question) => !answers[question.id])) {
      setUnanswered(APPROPRIATENESS_MESSAGES.answers);
      return;
    }
    try {
      const result = await apiRequest<{ passed: boolean }>("POST", "/api/account/appropriateness", { ...values, answers });
      notifySuccess(result.passed ? "Test superado" : "Test no superado", "Tu resultado queda guardado con sus respuestas.");
      router.refresh();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, message] of fields)
        if (name === "answers") setUnanswered(message);
        else form.setError(name as keyof AppropriatenessInput, { message });
      if (!fields.length) notifyError("No se pudo enviar el test", failureMessage(error, "Inténtalo de nuevo"));
    }
  }

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="max-w-2xl">
      <FieldGroup>
        <FieldSet>
          <FieldLegend>Lo que sabes de esta inversión</FieldLegend>
          {questions.map((question, i) => (
            <fieldset key={question.id} className="space-y-2">
              <legend className="text-sm font-medium">
                {i + 1}. {question.text} *
              </legend>
              {question.options.map((option) => (
                <label key={option.id} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={question.id}
                    value={option.id}
                    className="size-4 accent-primary"
                    onChange={() => {
                      setAnswers((chosen) => ({ ...chosen, [question.id]: option.id }));
                      setUnanswered(null);
                    }}
                  />
                  {option.text}
                </label>
              ))}
            </fieldset>
          ))}
          {unanswered && (
            <p role="alert" className="text-sm text-destructive">
              {unanswered}
            </p>
          )}
        </FieldSet>
        <FieldSet>
          <FieldLegend>Tu situación financiera</FieldLegend>
          <p className="text-sm text-muted-foreground">
            Con estas cifras calculamos tu patrimonio neto (ingresos + activos líquidos − compromisos) y la pérdida que podrías asumir: el
            10 % de él.
          </p>
          <FormMoneyInput form={form} name="yearlyIncome" label="Ingresos netos anuales (€) *" />
          <FormMoneyInput
            form={form}
            name="liquidAssets"
            label="Activos líquidos (€) *"
            description="Efectivo, depósitos, fondos y acciones cotizadas."
          />
          <FormMoneyInput
            form={form}
            name="yearlyCommitments"
            label="Compromisos financieros anuales (€) *"
            description="Hipoteca, préstamos, alquiler y otras cargas fijas de un año."
          />
        </FieldSet>
        <div>
          <Button type="submit" disabled={form.formState.isSubmitting}>
            {form.formState.isSubmitting ? "Enviando..." : "Enviar el test"}
          </Button>
        </div>
      </FieldGroup>
    </form>
  );
}

/** The warning a failed result shows, and the investor's explicit "Entiendo…", recorded on the result. */
export function RiskAcknowledgment({ acknowledgedAt }: { acknowledgedAt: string | null }) {
  const router = useRouter();
  const [understood, setUnderstood] = useState(false);
  const [sending, setSending] = useState(false);
  if (acknowledgedAt) return null;
  async function acknowledge() {
    setSending(true);
    try {
      await apiRequest("POST", "/api/account/appropriateness/acknowledgment", {});
      notifySuccess("Advertencia aceptada", "Queda registrada con la fecha y la hora.");
      router.refresh();
    } catch (error) {
      notifyError("No se pudo registrar", failureMessage(error, "Inténtalo de nuevo"));
    } finally {
      setSending(false);
    }
  }
  return (
    <div className="space-y-3">
      <div className="flex items-start gap-2">
        <Checkbox id="risk-understood" checked={understood} onCheckedChange={(value) => setUnderstood(value === true)} />
        <Label htmlFor="risk-understood" className="text-sm leading-snug font-normal">
          {RISK_ACKNOWLEDGMENT}
        </Label>
      </div>
      <Button type="button" onClick={acknowledge} disabled={!understood || sending}>
        {sending ? "Registrando..." : "Acepto la advertencia"}
      </Button>
    </div>
  );
}
