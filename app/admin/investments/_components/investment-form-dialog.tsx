"use client";

import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { FormCombobox, FormInput, FormMoneyInput, FormSelect } from "@/components/admin/form-fields";
import { OperationField } from "@/components/admin/operation-field";
import { INVESTOR_PICKER } from "@/components/admin/pickers";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { INVESTMENT_STATUS_OPTIONS, investmentSchema, type InvestmentInput } from "@/lib/validations/investment";
import type { InvestmentDto } from "@/server/investments";

const EMPTY: InvestmentInput = { userId: "", operationId: "", amount: "", investmentDate: "", status: "active" };

/** The investor is nested in the row, and the date is a timestamp there. */
function toForm(investment: InvestmentDto): InvestmentInput {
  const values = rowValues(investment, EMPTY, ["userId"]);
  return { ...values, userId: investment.investor?.id ?? "", investmentDate: investment.investmentDate.slice(0, 10) };
}

/** Nueva Participación / Editar Participación. */
export function InvestmentFormDialog(props: EntityDialogProps<InvestmentDto>) {
  const { row: investment } = props;
  const { form, dialog } = useEntityForm(props, { toForm, empty: EMPTY, schema: investmentSchema });
  return (
    <EntityFormDialog {...dialog}>
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
      <OperationField form={form} row={investment} className="sm:col-span-2" />
      <FormMoneyInput form={form} name="amount" label="Importe (€) *" />
      <FormInput form={form} name="investmentDate" label="Fecha" type="date" />
      <FormSelect form={form} name="status" label="Estado" options={INVESTMENT_STATUS_OPTIONS} />
    </EntityFormDialog>
  );
}
