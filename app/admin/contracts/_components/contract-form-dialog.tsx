"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FileField } from "@/components/admin/file-field";
import { FormCombobox, FormInput, FormSelect } from "@/components/admin/form-fields";
import { OPERATION_PICKER } from "@/components/admin/pickers";
import type { EntityMessages } from "@/components/admin/use-entity-actions";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { FieldGroup } from "@/components/ui/field";
import { CONTRACT_STATUS_OPTIONS, contractSchema, type ContractInput } from "@/lib/validations/contract";
import type { ContractDto } from "@/server/contracts";

export const CONTRACT_MESSAGES: EntityMessages = {
  created: "Contrato creado",
  updated: "Contrato actualizado",
  deleted: "Contrato eliminado",
  createFailed: "No se pudo crear el contrato",
  updateFailed: "No se pudo actualizar el contrato",
  deleteFailed: "No se pudo eliminar el contrato",
};
const EMPTY: ContractInput = {
  title: "",
  type: "",
  operationId: "",
  fileUrl: "",
  uploadId: null,
  status: "draft",
  signedDate: "",
  expiryDate: "",
};

function toForm(contract: ContractDto): ContractInput {
  return {
    title: contract.title,
    type: contract.type,
    operationId: contract.operationId,
    fileUrl: contract.fileUrl,
    uploadId: null,
    status: contract.status as ContractInput["status"],
    signedDate: contract.signedDate ?? "",
    expiryDate: contract.expiryDate ?? "",
  };
}

/** Nuevo / Editar Contrato: the file is uploaded (or linked) and attached when the dialog saves. */
export function ContractFormDialog({ maxUploadMb, ...props }: EntityDialogProps<ContractDto> & { maxUploadMb: number }) {
  const { open, row: contract } = props;
  const [uploading, setUploading] = useState(false);
  const { form, dialog } = useEntityForm({
    ...props,
    toForm,
    empty: EMPTY,
    resolver: zodResolver(contractSchema),
    endpoint: "/api/contracts",
    messages: CONTRACT_MESSAGES,
    busy: uploading,
  });
  const stored = contract?.originalName ? { name: contract.originalName, size: contract.fileSize, fileUrl: contract.fileUrl } : null;
  return (
    <EntityDialog {...dialog} title={contract ? "Editar Contrato" : "Nuevo Contrato"}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="title" label="Título *" className="sm:col-span-2" />
        <FormInput form={form} name="type" label="Tipo *" />
        <FormSelect form={form} name="status" label="Estado *" options={CONTRACT_STATUS_OPTIONS} />
        <FormCombobox
          form={form}
          name="operationId"
          label="Operación *"
          {...OPERATION_PICKER}
          known={contract ? [{ value: contract.operationId, label: contract.operationTitle }] : []}
          className="sm:col-span-2"
        />
        {open && (
          <FileField
            key={contract?.id ?? "new"}
            form={form}
            purpose="contract"
            maxUploadMb={maxUploadMb}
            current={stored}
            linked={Boolean(contract && !stored)}
            onUploadingChange={setUploading}
          />
        )}
        <FormInput form={form} name="signedDate" label="Fecha de firma" type="date" />
        <FormInput form={form} name="expiryDate" label="Fecha de vencimiento" type="date" />
      </FieldGroup>
    </EntityDialog>
  );
}
