"use client";

import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { NO_FILE, RowFileField } from "@/components/admin/file-field";
import { FormInput, FormSelect } from "@/components/admin/form-fields";
import { OperationField } from "@/components/admin/operation-field";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { CONTRACT_STATUS_OPTIONS, contractSchema, type ContractInput } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/contracts";

const EMPTY: ContractInput = {
  title: "",
  type: "",
  operationId: "",
  ...NO_FILE,
  status: "draft",
  signedDate: "",
  expiryDate: "",
};

/** Nuevo / Editar Contrato (docs/specification.md §5): a Borrador unless chosen otherwise, its dates optional. */
export function ContractFormDialog(props: EntityDialogProps<ContractDto>) {
  const { open, row: contract } = props;
  const { form, dialog, setBusy } = useEntityForm(props, { empty: EMPTY, schema: contractSchema });
  return (
    <EntityFormDialog {...dialog}>
      <FormInput form={form} name="title" label="Título *" className="sm:col-span-2" />
      <FormInput form={form} name="type" label="Tipo *" />
      <FormSelect form={form} name="status" label="Estado *" options={CONTRACT_STATUS_OPTIONS} />
      <OperationField form={form} row={contract} className="sm:col-span-2" />
      <RowFileField open={open} row={contract} form={form} purpose="contract" onUploadingChange={setBusy} />
      <FormInput form={form} name="signedDate" label="Fecha de firma" type="date" />
      <FormInput form={form} name="expiryDate" label="Fecha de vencimiento" type="date" />
    </EntityFormDialog>
  );
}
