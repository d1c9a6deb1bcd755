"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormCombobox, FormInput, FormMoneyInput, FormSelect } from "@/components/admin/form-fields";
import { INVESTOR_PICKER, OPERATION_PICKER } from "@/components/admin/pickers";
import type { EntityMessages } from "@/components/admin/use-entity-actions";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { FieldGroup } from "@/components/ui/field";
import { INVESTMENT_STATUS_OPTIONS, investmentSchema, type InvestmentInput } from "@/lib/validations/investment";
import type { InvestmentDto } from "@/server/investments";

export const INVESTMENT_MESSAGES: EntityMessages = {
  created: "Participación creada",
  updated: "Participación actualizada",
  deleted: "Participación eliminada",
  createFailed: "No se pudo crear la participación",
  updateFailed: "No se pudo actualizar la participación",
  deleteFailed: "No se pudo eliminar la participación",
};
const EMPTY: InvestmentInput = { userId: "", operationId: "", amount: "", investmentDate: "", status: "active" };

function toForm(investment: InvestmentDto): InvestmentInput {
  return {
    userId: investment.investor?.id ?? "",
    operationId: investment.operationId,
    amount: investment.amount,
    investmentDate: investment.investmentDate.slice(0, 10),
    status: investment.status as InvestmentInput["status"],
  };
}

/** Nueva Participación / Editar Participación. */
export function InvestmentFormDialog(props: EntityDialogProps<InvestmentDto>) {
  const { row: investment } = props;
  const { form, dialog } = useEntityForm({
    ...props,
    toForm,
    empty: EMPTY,
    resolver: zodResolver(investmentSchema),
    endpoint: "/api/investments",
    messages: INVESTMENT_MESSAGES,
  });
  return (
    <EntityDialog {...dialog} title={investment ? "Editar Participación" : "Nueva Participación"}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <FormCombobox
          form={form}
          name="userId"
          label="Inversor *"
          {...INVESTOR_PICKER}
          known={
            investment?.investor
              ? [{ value: investment.investor.id, label: investment.investor.name ?? investment.investor.email ?? investment.investor.id }]
              : []
          }
          className="sm:col-span-2"
        />
        <FormCombobox
          form={form}
          name="operationId"
          label="Operación *"
          {...OPERATION_PICKER}
          known={investment ? [{ value: investment.operationId, label: investment.operationTitle }] : []}
          className="sm:col-span-2"
        />
        <FormMoneyInput form={form} name="amount" label="Importe (€) *" />
        <FormInput form={form} name="investmentDate" label="Fecha" type="date" />
        <FormSelect form={form} name="status" label="Estado" options={INVESTMENT_STATUS_OPTIONS} />
      </FieldGroup>
    </EntityDialog>
  );
}
