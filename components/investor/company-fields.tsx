"use client";

import { useEffect } from "react";
import { useFieldArray, useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { Button } from "@/components/ui/button";
import { FieldGroup, FieldLegend, FieldSet } from "@/components/ui/field";
import { FormInput, FormSelect } from "@/components/admin/form-fields";
import { COUNTRY_OPTIONS } from "@/lib/countries";
import {
  DOCUMENT_TYPE_LABELS,
  DOCUMENT_TYPES,
  MAX_BENEFICIAL_OWNERS,
  PEP_LABELS,
  PEP_OPTIONS,
  type IdentityFileKind,
  type OnboardingInput,
} from "@/lib/validations/kyc";
import type { OwnVerificationDto } from "@/server/kyc/onboarding";
import { IdentityFileInput } from "./identity-file-input";

type Values = OnboardingInput & FieldValues;
type Owner = NonNullable<NonNullable<OnboardingInput["company"]>["owners"]>[number];

const options = <T extends string>(codes: readonly T[], labels: Record<T, string>) =>
  codes.map((value) => ({ value, label: labels[value] }));

const EMPTY_COMPANY = { name: "", cif: "", registeredAddress: "", representativeRole: "", deedUploadId: null, powersUploadId: null };

export const emptyOwner = (): Owner => ({
  name: "",
  documentType: "DNI",
  documentNumber: "",
  documentExpiry: "",
  nationality: "ES",
  birthDate: "",
  percentage: "",
  pep: "no",
  pepDetail: "",
  documentFrontUploadId: null,
  documentBackUploadId: null,
});

/** The company part of the form, from what was declared before (its files are kept unless replaced). */
export function companyDefaults(initial: OwnVerificationDto): OnboardingInput["company"] {
  const company = initial.company;
  if (!company) return null;
  return {
    name: company.name,
    cif: company.cif,
    registeredAddress: company.registeredAddress,
    representativeRole: company.representativeRole,
    deedUploadId: null,
    powersUploadId: null,
    owners: company.owners.map((owner) => ({
      ...emptyOwner(),
      name: owner.name,
      documentType: owner.documentType as Owner["documentType"],
      documentNumber: owner.documentNumber,
      documentExpiry: owner.documentExpiry,
      nationality: owner.nationality,
      birthDate: owner.birthDate,
      percentage: owner.percentage,
      pep: owner.pep as Owner["pep"],
      pepDetail: owner.pepDetail ?? "",
    })),
  };
}

/**
 * "La sociedad" and its "Titulares reales" (issue 49, item 2): the razón social, CIF, registered
 * address and the representative's role, the deed and the powers, and each person who owns 25 % or
 * more with their document and its photos.
 */
export function CompanyFields({
  form,
  initial,
  onUploadingChange,
}: {
  form: UseFormReturn<Values, unknown, FieldValues>;
  initial: OwnVerificationDto;
  onUploadingChange: (busy: boolean) => void;
}) {
  const owners = useFieldArray({ control: form.control, name: "company.owners" as never });
  useEffect(() => {
    // Chosen just now: an empty company with its first owner to fill in.
    if (!form.getValues("company" as Path<Values>)) form.setValue("company" as Path<Values>, { ...EMPTY_COMPANY, owners: [] } as never);
    if (!(form.getValues("company.owners" as Path<Values>) as Owner[] | undefined)?.length) owners.append(emptyOwner() as never);
    // Once, when the company part appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const watched = useWatch({ control: form.control, name: "company.owners" as Path<Values> }) as Owner[] | undefined;
  const errorAt = (path: string) =>
    path.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors) as
      { message?: string } | undefined;
  const kept = (kind: IdentityFileKind, position?: number) => {
    const ownerId = position === undefined ? null : (initial.company?.owners[position]?.id ?? undefined);
    if (ownerId === undefined) return null;
    return initial.files.find((file) => file.kind === kind && file.ownerId === ownerId) ?? null;
  };
  const upload = (field: string, label: string, kind: IdentityFileKind, position?: number) => (
    <IdentityFileInput
      label={label}
      kept={kept(kind, position)}
      error={errorAt(field)?.message}
      onUploaded={(uploadId) => form.setValue(field as Path<Values>, uploadId as never, { shouldDirty: true })}
      onUploadingChange={onUploadingChange}
    />
  );
  const field = (path: string) => path as Path<Values>;

  return (
    <>
      <FieldSet>
        <FieldLegend>La sociedad</FieldLegend>
        <FieldGroup>
          <FormInput form={form} name={field("company.name")} label="Razón social *" autoComplete="organization" />
          <FormInput form={form} name={field("company.cif")} label="CIF *" autoComplete="off" />
          <FormInput form={form} name={field("company.registeredAddress")} label="Domicilio social *" />
          <FormInput
            form={form}
            name={field("company.representativeRole")}
            label="Tu cargo en la sociedad *"
            description="Administrador único, consejero delegado, apoderado…: como digan tus poderes."
          />
          {upload("company.deedUploadId", "Escritura de constitución *", "company_deed")}
          {upload("company.powersUploadId", "Poderes con los que la representas *", "representative_powers")}
        </FieldGroup>
      </FieldSet>
      <FieldSet>
        <FieldLegend>Titulares reales</FieldLegend>
        <p className="text-sm text-muted-foreground">
          Cada persona que tenga o controle el 25 % o más de la sociedad (Ley 10/2010, art. 4). Si nadie llega al 25 %, indica quien la
          administra.
        </p>
        {errorAt("company.owners")?.message && (
          <p role="alert" className="text-sm text-destructive">
            {errorAt("company.owners")?.message}
          </p>
        )}
        {owners.fields.map((owner, i) => (
          <FieldSet key={owner.id} className="rounded-md border p-4" data-testid="beneficial-owner-fields">
            <FieldLegend variant="label">Titular real {i + 1}</FieldLegend>
            <FieldGroup>
              <FormInput form={form} name={field(`company.owners.${i}.name`)} label="Nombre y apellidos *" autoComplete="off" />
              <FormInput
                form={form}
                name={field(`company.owners.${i}.percentage`)}
                label="Porcentaje en la sociedad (%) *"
                inputMode="decimal"
                autoComplete="off"
              />
              <FormSelect
                form={form}
                name={field(`company.owners.${i}.documentType`)}
                label="Tipo de documento *"
                options={options(DOCUMENT_TYPES, DOCUMENT_TYPE_LABELS)}
              />
              <FormInput form={form} name={field(`company.owners.${i}.documentNumber`)} label="Número del documento *" autoComplete="off" />
              <FormInput form={form} name={field(`company.owners.${i}.documentExpiry`)} label="Fecha de caducidad *" type="date" />
              <FormSelect form={form} name={field(`company.owners.${i}.nationality`)} label="Nacionalidad *" options={COUNTRY_OPTIONS} />
              <FormInput form={form} name={field(`company.owners.${i}.birthDate`)} label="Fecha de nacimiento *" type="date" />
              <FormSelect
                form={form}
                name={field(`company.owners.${i}.pep`)}
                label="¿Es persona con responsabilidad pública, o familiar o allegado de una? *"
                options={options(PEP_OPTIONS, PEP_LABELS)}
              />
              {watched?.[i]?.pep && watched[i]!.pep !== "no" && (
                <FormInput form={form} name={field(`company.owners.${i}.pepDetail`)} label="Quién y qué cargo *" />
              )}
              {upload(`company.owners.${i}.documentFrontUploadId`, "Foto del documento: anverso *", "document_front", i)}
              {upload(`company.owners.${i}.documentBackUploadId`, "Foto del documento: reverso (no para pasaporte)", "document_back", i)}
              {owners.fields.length > 1 && (
                <div>
                  <Button type="button" variant="outline" size="sm" onClick={() => owners.remove(i)}>
                    Quitar este titular
                  </Button>
                </div>
              )}
            </FieldGroup>
          </FieldSet>
        ))}
        {owners.fields.length < MAX_BENEFICIAL_OWNERS && (
          <div>
            <Button type="button" variant="outline" onClick={() => owners.append(emptyOwner() as never)}>
              Añadir titular real
            </Button>
          </div>
        )}
      </FieldSet>
    </>
  );
}
