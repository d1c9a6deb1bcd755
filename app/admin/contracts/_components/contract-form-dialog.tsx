"use client";

import { DescribedFields } from "@/components/admin/described-fields";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { NO_FILE } from "@/components/admin/file-field";
import { fileRowControls } from "@/components/admin/file-row-controls";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { CONTRACT_FIELDS } from "@/lib/fields/contract";
import { initialValues } from "@/lib/fields/field";
import { contractSchema, type ContractInput } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/papers/contracts";

const EMPTY: ContractInput = { ...initialValues<ContractInput>(CONTRACT_FIELDS), ...NO_FILE };

const toForm = (row: ContractDto) => rowValues(row, EMPTY, ["uploadId"]);

/** Nuevo / Editar Contrato (docs/specification.md §5): a file row, then its status (Borrador unless chosen) and optional dates. */
export function ContractFormDialog(props: EntityDialogProps<ContractDto>) {
  const { form, dialog, setBusy } = useEntityForm(props, { toForm, empty: EMPTY, schema: contractSchema });
  const controls = fileRowControls({ form, dialogProps: props, purpose: "contract", onUploadingChange: setBusy });
  return (
    <EntityFormDialog {...dialog}>
      <DescribedFields form={form} fields={CONTRACT_FIELDS} controls={controls} />
    </EntityFormDialog>
  );
}
