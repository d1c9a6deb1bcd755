"use client";

import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { NO_FILE } from "@/components/admin/file-field";
import { FileRowFields } from "@/components/admin/file-row-fields";
import { FormInput, FormSelect } from "@/components/admin/form-fields";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { CONTRACT_STATUS_OPTIONS, contractSchema, type ContractInput } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/contracts";

const EMPTY: ContractInput = {
  title: "",
  type: "",
  operationId: "",
  investmentId: "",
  ...NO_FILE,
  status: "draft",
  signedDate: "",
  expiryDate: "",
};

const toForm = (row: ContractDto) => rowValues(row, EMPTY, ["uploadId"]);

/** Nuevo / Editar Contrato (docs/specification.md §5): a file row, then its status (Borrador unless chosen) and optional dates. */
export function ContractFormDialog(props: EntityDialogProps<ContractDto>) {
  const { form, dialog, setBusy } = useEntityForm(props, { toForm, empty: EMPTY, schema: contractSchema });
  return (
    <EntityFormDialog {...dialog}>
      <FileRowFields form={form} dialogProps={props} name="title" label="Título *" purpose="contract" onUploadingChange={setBusy} />
      <FormSelect form={form} name="status" label="Estado *" options={CONTRACT_STATUS_OPTIONS} className="sm:col-span-2" />
      <FormInput form={form} name="signedDate" label="Fecha de firma" type="date" />
      <FormInput form={form} name="expiryDate" label="Fecha de vencimiento" type="date" />
    </EntityFormDialog>
  );
}
