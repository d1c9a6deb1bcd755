"use client";

import { useFieldArray, useForm, type Resolver } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldGroup, FieldLegend, FieldSet } from "@/components/ui/field";
import { FormCheckbox, FormInput, FormMoneyInput, FormTextarea } from "@/components/admin/form-fields";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest } from "@/lib/api-client";
import { kycSettingsSchema } from "@/lib/validations/kyc";
import type { KycSettings } from "@/server/kyc/settings";

/** The form holds each question's options one per line and the right one by its number (1, 2…). */
type Question = { text: string; options: string; correct: string };
type Values = {
  questions: Question[];
  passMark: string;
  fundsProofAbove: string;
  reviewMonthsLow: string;
  reviewMonthsNormal: string;
  reviewMonthsHigh: string;
  highRiskCountries: string;
  coHoldersAllowed: boolean;
};

/** What `PUT /api/settings/kyc` takes, from the form's text. */
function body(values: Values) {
  return {
    ...values,
    questions: values.questions.map((question) => ({
      text: question.text,
      options: question.options
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
      correct: Number(question.correct) - 1,
    })),
  };
}

/** The shared schema, run on what will be sent; its messages land on the form's fields (an option's on its question's list). */
const resolver: Resolver<Values> = async (values) => {
  const parsed = kycSettingsSchema.safeParse(body(values));
  if (parsed.success) return { values, errors: {} };
  const errors: Record<string, unknown> = {};
  for (const issue of parsed.error.issues) {
    const [head, index, field] = issue.path as (string | number)[];
    if (head === "questions" && typeof index === "number") {
      const name = field === "correct" ? "correct" : field === "options" ? "options" : "text";
      const list = (errors.questions ??= []) as Record<string, unknown>[];
      list[index] ??= {};
      list[index]![name] ??= { type: "validate", message: issue.message };
    } else errors[String(head)] ??= { type: "validate", message: issue.message };
  }
  return { values: {}, errors: errors as never };
};

const REVIEW = [
  { name: "reviewMonthsLow", label: "Revisión periódica, riesgo bajo (meses)" },
  { name: "reviewMonthsNormal", label: "Revisión periódica, riesgo normal (meses)" },
  { name: "reviewMonthsHigh", label: "Revisión periódica, riesgo alto (meses)" },
] as const;

/** Configuración, "Verificación de identidad": the knowledge questionnaire, its pass mark, the source-of-funds threshold, the reviews. */
export function KycSettingsForm({ settings }: { settings: KycSettings }) {
  const form = useForm<Values>({
    resolver,
    defaultValues: {
      questions: settings.questionnaire.questions.map((question) => ({
        text: question.text,
        options: question.options.join("\n"),
        correct: String(question.correct + 1),
      })),
      passMark: String(settings.passMark),
      fundsProofAbove: settings.fundsProofAbove,
      reviewMonthsLow: String(settings.reviewMonths.low),
      reviewMonthsNormal: String(settings.reviewMonths.normal),
      reviewMonthsHigh: String(settings.reviewMonths.high),
      highRiskCountries: settings.highRiskCountries.join(", "),
      coHoldersAllowed: settings.coHoldersAllowed,
    },
  });
  const questions = useFieldArray({ control: form.control, name: "questions" });
  const send = useServerRequest();
  const submit = form.handleSubmit((values) =>
    send(() => apiRequest("PUT", "/api/settings/kyc", body(values)), "Verificación de identidad guardada", "No se pudo guardar", form),
  );
  return (
    <form onSubmit={submit} noValidate className="max-w-xl">
      <FieldGroup>
        <p className="text-sm text-muted-foreground">
          Versión {settings.questionnaire.version} del test de conveniencia que hacen los inversores antes de su primera solicitud (y cada
          dos años). Cambiar las preguntas crea una versión nueva; cada test guarda la versión que contestó. No superarlo no impide
          invertir: cada solicitud pide entonces aceptar la advertencia de riesgo.
        </p>
        {questions.fields.map((field, i) => (
          <FieldSet key={field.id}>
            <FieldLegend>Pregunta {i + 1}</FieldLegend>
            <FieldGroup>
              <FormInput form={form} name={`questions.${i}.text`} label="Pregunta *" />
              <FormTextarea form={form} name={`questions.${i}.options`} label="Opciones, una por línea *" rows={3} />
              <FormInput form={form} name={`questions.${i}.correct`} label="Número de la opción correcta *" inputMode="numeric" />
              <Button
                type="button"
                variant="outline"
                className="w-fit"
                onClick={() => questions.remove(i)}
                disabled={questions.fields.length <= 1}
              >
                Quitar la pregunta
              </Button>
            </FieldGroup>
          </FieldSet>
        ))}
        <Button type="button" variant="outline" className="w-fit" onClick={() => questions.append({ text: "", options: "", correct: "1" })}>
          Añadir una pregunta
        </Button>
        <FormInput form={form} name="passMark" label="Aciertos para aprobar *" inputMode="numeric" />
        <FormMoneyInput
          form={form}
          name="fundsProofAbove"
          label="Justificante del origen de los fondos a partir de (€) *"
          description="Quien prevé invertir más de este importe sube un justificante."
        />
        {REVIEW.map((field) => (
          <FormInput key={field.name} form={form} name={field.name} label={field.label} inputMode="numeric" />
        ))}
        <FormInput
          form={form}
          name="highRiskCountries"
          label="Países de riesgo alto"
          description="Códigos ISO separados por comas (la lista de terceros países de alto riesgo de la UE, como la lleve el club): su nacionalidad propone riesgo alto."
        />
        <FormCheckbox
          form={form}
          name="coHoldersAllowed"
          label="Admitir cotitulares: una participación de varios inversores verificados, cada uno con su porcentaje"
        />
        <Button type="submit" disabled={form.formState.isSubmitting} className="w-fit">
          {form.formState.isSubmitting ? "Guardando..." : "Guardar verificación de identidad"}
        </Button>
      </FieldGroup>
    </form>
  );
}
