"use client";

import { useEffect, useState } from "react";
import { useRouter } from "next/navigation";
import Link from "next/link";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button } from "@/components/ui/button";
import { FieldGroup, FieldSet, FieldLegend } from "@/components/ui/field";
import { FormCheckbox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";
import { COUNTRY_OPTIONS } from "@/lib/countries";
import { formatMoney } from "@/lib/format";
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  FUNDS_SOURCE_LABELS,
  FUNDS_SOURCES,
  INVESTOR_KIND_LABELS,
  INVESTOR_KINDS,
  onboardingSchema,
  PEP_LABELS,
  PEP_OPTIONS,
  RISK_WARNING,
  type IdentityFileKind,
  type OnboardingInput,
} from "@/lib/validations/kyc";
import type { OwnVerificationDto } from "@/server/kyc/onboarding";
import { IdentityFileInput } from "./identity-file-input";
import { CompanyFields, companyDefaults } from "./company-fields";

type Values = OnboardingInput;
type UploadField = "documentFrontUploadId" | "documentBackUploadId" | "fundsProofUploadId";
const FILE_FIELDS: { kind: IdentityFileKind; name: UploadField; label: string }[] = [
  { kind: "document_front", name: "documentFrontUploadId", label: "Foto del documento: anverso *" },
  { kind: "document_back", name: "documentBackUploadId", label: "Foto del documento: reverso (no para pasaporte)" },
  { kind: "funds_proof", name: "fundsProofUploadId", label: "Justificante del origen de los fondos" },
];

const options = <T extends string>(codes: readonly T[], labels: Record<T, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));

/**
 * "Verificar mi identidad": the document and its photos, who the investor is, whether they are a
 * politically exposed person, the purpose and source of their funds and the risk warning. The server
 * checks everything again (dates against today, the files). The club's questionnaire is the "Test de
 * conveniencia", on its own page (issue 66, item 2).
 */
export function IdentityVerificationForm({ initial }: { initial: OwnVerificationDto }) {
  const router = useRouter();
  const declared = initial.declaration;
  const form = useForm<Values>({
    resolver: zodResolver(onboardingSchema) as never,
    defaultValues: {
      documentType: (declared?.documentType as Values["documentType"]) ?? "DNI",
      documentNumber: declared?.documentNumber ?? "",
      documentExpiry: declared?.documentExpiry ?? "",
      nationality: declared?.nationality ?? "ES",
      birthDate: declared?.birthDate ?? "",
      address: declared?.address ?? "",
      profession: declared?.profession ?? "",
      pep: (declared?.pep as Values["pep"]) ?? "no",
      pepDetail: declared?.pepDetail ?? "",
      purpose: declared?.purpose ?? "",
      fundsSource: (declared?.fundsSource as Values["fundsSource"]) ?? "savings",
      fundsDetail: declared?.fundsDetail ?? "",
      plannedAmount: declared?.plannedAmount ?? "",
      documentFrontUploadId: null,
      documentBackUploadId: null,
      fundsProofUploadId: null,
      riskAcknowledged: false,
      investingAs: initial.company ? "company" : "person",
      company: companyDefaults(initial),
    },
  });
  const investingAs = useWatch({ control: form.control, name: "investingAs" });
  useEffect(() => {
    // The company part exists only while the investor says they invest as one (CompanyFields starts it).
    if (investingAs === "person") form.setValue("company", null);
  }, [investingAs, form]);
  const [uploading, setUploading] = useState(0);
  const pep = useWatch({ control: form.control, name: "pep" });
  const { errors, isSubmitting } = form.formState;

  async function onSubmit(values: Values) {
    try {
      await apiRequest("POST", "/api/account/verification", values);
      notifySuccess("Datos enviados", "El club revisará tu identidad y te escribirá.");
      router.refresh();
    } catch (error) {
      const fields = error instanceof ApiError ? Object.entries(error.fields) : [];
      for (const [name, message] of fields) form.setError(name as keyof Values, { message });
      notifyError(
        "No se pudieron enviar tus datos",
        fields.length ? "Revisa los campos marcados" : failureMessage(error, "Inténtalo de nuevo"),
      );
    }
  }

  const keptFile = (kind: IdentityFileKind) => initial.files.find((file) => file.kind === kind && !file.ownerId) ?? null;

  return (
    <form onSubmit={form.handleSubmit(onSubmit)} noValidate className="max-w-2xl">
      <FieldGroup>
        <FormSelect
          form={form}
          name="investingAs"
          label="¿Cómo vas a invertir? *"
          description="Si inviertes a través de una sociedad, la identificas a ella y a sus titulares reales; tú, como su representante, también te identificas."
          options={options(INVESTOR_KINDS, INVESTOR_KIND_LABELS)}
        />
        <FieldSet>
          <FieldLegend>Documento de identidad</FieldLegend>
          <FieldGroup>
            <FormSelect
              form={form}
              name="documentType"
              label="Tipo de documento *"
              options={options(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS)}
            />
            <FormInput form={form} name="documentNumber" label="Número del documento *" autoComplete="off" />
            <FormInput form={form} name="documentExpiry" label="Fecha de caducidad *" type="date" />
            {FILE_FIELDS.slice(0, 2).map((field) => (
              <IdentityFileInput
                key={field.kind}
                label={field.label}
                kept={keptFile(field.kind)}
                error={errors[field.name]?.message}
                onUploaded={(uploadId) => form.setValue(field.name, uploadId, { shouldDirty: true })}
                onUploadingChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
              />
            ))}
          </FieldGroup>
        </FieldSet>
        <FieldSet>
          <FieldLegend>Tus datos</FieldLegend>
          <FieldGroup>
            <FormSelect form={form} name="nationality" label="Nacionalidad *" options={COUNTRY_OPTIONS} />
            <FormInput form={form} name="birthDate" label="Fecha de nacimiento *" type="date" autoComplete="bday" />
            <FormInput form={form} name="address" label="Domicilio *" autoComplete="street-address" />
            <FormInput form={form} name="profession" label="Profesión o actividad *" autoComplete="organization-title" />
            <FormSelect
              form={form}
              name="pep"
              label="¿Eres persona con responsabilidad pública, o familiar o allegado de una? *"
              description="Cargos públicos de relevancia en España o en el extranjero (Ley 10/2010, art. 14)."
              options={options(PEP_OPTIONS, PEP_LABELS)}
            />
            {pep !== "no" && <FormInput form={form} name="pepDetail" label="Quién y qué cargo *" />}
          </FieldGroup>
        </FieldSet>
        {investingAs === "company" && (
          <CompanyFields
            form={form as never}
            initial={initial}
            onUploadingChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
          />
        )}
        <FieldSet>
          <FieldLegend>Propósito y origen de los fondos</FieldLegend>
          <FieldGroup>
            <FormTextarea form={form} name="purpose" label="Propósito de tu relación con el club *" rows={2} />
            <FormSelect
              form={form}
              name="fundsSource"
              label="Origen de los fondos *"
              options={options(FUNDS_SOURCES, FUNDS_SOURCE_LABELS)}
            />
            <FormTextarea form={form} name="fundsDetail" label="Explicación del origen (obligatoria si es otro)" rows={2} />
            <FormMoneyInput
              form={form}
              name="plannedAmount"
              label="Cuánto prevés invertir (€) *"
              description={`Por encima de ${formatMoney(initial.fundsProofAbove)} necesitamos un justificante del origen de los fondos.`}
            />
            <IdentityFileInput
              label={FILE_FIELDS[2]!.label}
              kept={keptFile("funds_proof")}
              error={errors.fundsProofUploadId?.message}
              onUploaded={(uploadId) => form.setValue("fundsProofUploadId", uploadId, { shouldDirty: true })}
              onUploadingChange={(busy) => setUploading((count) => count + (busy ? 1 : -1))}
            />
          </FieldGroup>
        </FieldSet>
        <FieldSet>
          <FieldLegend>Advertencia de riesgo</FieldLegend>
          <p className="text-sm">{RISK_WARNING}</p>
          <FormCheckbox
            form={form}
            name="riskAcknowledged"
            label="He leído la advertencia y entiendo que puedo perder todo el capital invertido *"
          />
          <p className="text-sm">
            Antes de tu primera solicitud, haz también el{" "}
            <Link className="font-medium underline" href="/investor/conveniencia">
              test de conveniencia
            </Link>
            : qué sabes de esta inversión y cuánto puedes permitirte perder.
          </p>
        </FieldSet>
        <div>
          <Button type="submit" disabled={isSubmitting || uploading > 0}>
            {isSubmitting ? "Enviando..." : uploading > 0 ? "Subiendo archivos..." : "Enviar para verificar"}
          </Button>
        </div>
      </FieldGroup>
    </form>
  );
}
