"use client";

import { DescribedFields } from "@/components/admin/described-fields";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { initialValues } from "@/lib/fields/field";
import { typedValues } from "@/lib/fields/typed-values";
import { OPERATION_FIELDS } from "@/lib/fields/operation";
import { operationSchema, type OperationInput } from "@/lib/validations/operation";
import type { OperationDetail } from "@/server/operations/queries";

const EMPTY = initialValues<Omit<OperationInput, "slug">>(OPERATION_FIELDS);

const toForm = (row: OperationDetail) => typedValues(OPERATION_FIELDS, rowValues(row, EMPTY));

/**
 * Nueva Operación / edit (docs/specification.md §2): its fields as lib/fields/operation.ts describes
 * them; on creation the server makes the slug from the title.
 */
export function OperationFormDialog(props: EntityDialogProps<OperationDetail>) {
  const { form, dialog } = useEntityForm(props, { toForm, empty: EMPTY, schema: operationSchema });
  return (
    <EntityFormDialog {...dialog}>
      <DescribedFields form={form} fields={OPERATION_FIELDS} />
    </EntityFormDialog>
  );
}
