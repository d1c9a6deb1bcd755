"use client";

import { DescribedFields } from "@/components/admin/described-fields";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { initialValues } from "@/lib/fields/field";
import { INVESTOR_FIELDS } from "@/lib/fields/investor";
import { investorSchema, type InvestorInput } from "@/lib/validations/investor";
import type { InvestorDto } from "@/server/investors/records";

const EMPTY = initialValues<InvestorInput>(INVESTOR_FIELDS);

const asInvestor = (values: InvestorInput) => ({ ...values, role: "investor" });

const toForm = (row: InvestorDto) => rowValues(row, EMPTY, ["role"]);

/** Create or edit an investor; the role is always investor (sent as such, enforced by the server). */
export function InvestorFormDialog(props: EntityDialogProps<InvestorDto>) {
  const { form, dialog } = useEntityForm(props, { toForm, empty: EMPTY, schema: investorSchema, toBody: asInvestor });
  return (
    <EntityFormDialog {...dialog}>
      <DescribedFields form={form} fields={INVESTOR_FIELDS} />
    </EntityFormDialog>
  );
}
