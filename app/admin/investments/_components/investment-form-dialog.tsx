"use client";

import { DescribedFields } from "@/components/admin/described-fields";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { FormCombobox } from "@/components/admin/form-fields";
import { OperationField } from "@/components/admin/operation-field";
import { INVESTOR_PICKER } from "@/components/admin/pickers";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { initialValues } from "@/lib/fields/field";
import { typedValues } from "@/lib/fields/typed-values";
import { INVESTMENT_FIELDS } from "@/lib/fields/investment";
import { investmentSchema, type InvestmentInput } from "@/lib/validations/investment";
import type { ParticipationDto } from "@/server/participations/records";

const EMPTY = initialValues<InvestmentInput>(INVESTMENT_FIELDS);

/** The investor is nested in the row, and the date is a timestamp there. */
function toForm(investment: ParticipationDto): InvestmentInput {
  const values = rowValues(investment, EMPTY, ["userId"]);
  return typedValues(INVESTMENT_FIELDS, {
    ...values,
    userId: investment.investor?.id ?? "",
    investmentDate: investment.investmentDate.slice(0, 10),
  });
}

/** Nueva Participación / Editar Participación: its fields as lib/fields/investment.ts describes them. */
export function InvestmentFormDialog(props: EntityDialogProps<ParticipationDto>) {
  const { row: investment } = props;
  const { form, dialog } = useEntityForm(props, { toForm, empty: EMPTY, schema: investmentSchema });
  const investor = investment?.investor;
  return (
    <EntityFormDialog {...dialog}>
      <DescribedFields
        form={form}
        fields={INVESTMENT_FIELDS}
        controls={{
          userId: (label) => (
            <FormCombobox
              form={form}
              name="userId"
              label={label}
              {...INVESTOR_PICKER}
              known={investor ? [{ value: investor.id, label: investor.name ?? investor.email ?? investor.id }] : []}
              className="sm:col-span-2"
            />
          ),
          operationId: (label) => <OperationField form={form} row={investment} label={label} className="sm:col-span-2" />,
        }}
      />
    </EntityFormDialog>
  );
}
