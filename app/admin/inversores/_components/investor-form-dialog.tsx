"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormInput, FormTextarea } from "@/components/admin/form-fields";
import type { EntityMessages } from "@/components/admin/use-entity-actions";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { FieldGroup } from "@/components/ui/field";
import { investorSchema, type InvestorInput } from "@/lib/validations/investor";
import type { InvestorDto } from "@/server/investors";

export const INVESTOR_MESSAGES: EntityMessages = {
  created: "Inversor creado",
  updated: "Inversor actualizado",
  deleted: "Inversor eliminado",
  createFailed: "No se pudo crear el inversor",
  updateFailed: "No se pudo actualizar el inversor",
  deleteFailed: "No se pudo eliminar el inversor",
};

const EMPTY: InvestorInput = { firstName: "", lastName: "", email: "", phone: "", address: "", comercial: "", notas: "" };

function toForm(investor: InvestorDto): InvestorInput {
  return {
    firstName: investor.firstName ?? "",
    lastName: investor.lastName ?? "",
    email: investor.email ?? "",
    phone: investor.phone ?? "",
    address: investor.address ?? "",
    comercial: investor.comercial ?? "",
    notas: investor.notas ?? "",
  };
}

const asInvestor = (values: InvestorInput) => ({ ...values, role: "investor" });

/** Create or edit an investor; the role is always investor (sent as such, enforced by the server). */
export function InvestorFormDialog(props: EntityDialogProps<InvestorDto>) {
  const { row: investor } = props;
  const { form, dialog } = useEntityForm({
    ...props,
    toForm,
    empty: EMPTY,
    resolver: zodResolver(investorSchema),
    endpoint: "/api/users",
    messages: INVESTOR_MESSAGES,
    toBody: asInvestor,
  });

  return (
    <EntityDialog {...dialog} title={investor ? "Editar Inversor" : "Nuevo Inversor"}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
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
      </FieldGroup>
    </EntityDialog>
  );
}
