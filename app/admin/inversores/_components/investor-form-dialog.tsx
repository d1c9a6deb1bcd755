"use client";

import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { FormInput, FormTextarea } from "@/components/admin/form-fields";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { investorSchema, type InvestorInput } from "@/lib/validations/investor";
import type { InvestorDto } from "@/server/investors";

const EMPTY: InvestorInput = { firstName: "", lastName: "", email: "", phone: "", address: "", comercial: "", notas: "" };

const asInvestor = (values: InvestorInput) => ({ ...values, role: "investor" });

const toForm = (row: InvestorDto) => rowValues(row, EMPTY, ["role"]);

/** Create or edit an investor; the role is always investor (sent as such, enforced by the server). */
export function InvestorFormDialog(props: EntityDialogProps<InvestorDto>) {
  const { form, dialog } = useEntityForm(props, { toForm, empty: EMPTY, schema: investorSchema, toBody: asInvestor });
  return (
    <EntityFormDialog {...dialog}>
      <FormInput form={form} name="firstName" label="Nombre *" />
      <FormInput form={form} name="lastName" label="Apellidos *" />
      <FormInput form={form} name="email" label="Email" type="email" />
      <FormInput form={form} name="phone" label="Teléfono" type="tel" />
      <FormInput form={form} name="comercial" label="Comercial asignado" />
      <FormInput form={form} name="address" label="Dirección" />
      <FormTextarea
        form={form}
        name="notas"
        label="Notas internas"
        description="Solo las ve el equipo del club."
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
