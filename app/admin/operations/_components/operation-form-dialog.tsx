"use client";

import { DescribedFields } from "@/components/admin/described-fields";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { OperationMediaField } from "@/components/admin/operation-media-field";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { initialValues } from "@/lib/fields/field";
import { typedValues } from "@/lib/fields/typed-values";
import { OPERATION_FIELDS } from "@/lib/fields/operation";
import { operationSchema, type OperationInput } from "@/lib/validations/operation";
import type { OperationDetail } from "@/server/operations/queries";

const EMPTY: Omit<OperationInput, "slug"> = {
  ...initialValues<Omit<OperationInput, "slug">>(OPERATION_FIELDS),
  imageUploadId: null,
  pdfUploadId: null,
};

const toForm = (row: OperationDetail) => typedValues(OPERATION_FIELDS, rowValues(row, EMPTY, ["imageUploadId", "pdfUploadId"]));

/** With a scenario marked "previsto", the expected return and term are its own (server/operations/expected.ts). */
function expectedFrom(scenario: string | null) {
  if (scenario === null) return {};
  const from = `Del escenario previsto «${scenario}»: se cambia en Escenarios de rentabilidad`;
  return { expectedReturn: from, expectedTerm: from };
}

/**
 * Nueva Operación / edit (docs/specification.md §2): its fields as lib/fields/operation.ts describes
 * them, the picture and the full PDF uploaded; on creation the server makes the slug from the title.
 */
export function OperationFormDialog(props: EntityDialogProps<OperationDetail>) {
  const { form, dialog, setBusy } = useEntityForm(props, { toForm, empty: EMPTY, schema: operationSchema });
  const media = (slot: "image" | "pdf", field: "imageUrl" | "pdfCompleto") =>
    function MediaControl(label: string) {
      return (
        <OperationMediaField
          key={props.open ? (props.row?.id ?? "new") : "closed"}
          form={form}
          slot={slot}
          label={label}
          hint={OPERATION_FIELDS[field].hint}
          onUploadingChange={setBusy}
        />
      );
    };
  return (
    <EntityFormDialog {...dialog}>
      <DescribedFields
        form={form}
        fields={OPERATION_FIELDS}
        controls={{ imageUrl: media("image", "imageUrl"), pdfCompleto: media("pdf", "pdfCompleto") }}
        derived={expectedFrom(props.row?.expectedScenario ?? null)}
      />
    </EntityFormDialog>
  );
}
