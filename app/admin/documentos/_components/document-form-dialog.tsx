"use client";

import { useState } from "react";
import { zodResolver } from "@hookform/resolvers/zod";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FileField } from "@/components/admin/file-field";
import { FormCheckbox, FormCombobox, FormInput } from "@/components/admin/form-fields";
import { OPERATION_PICKER } from "@/components/admin/pickers";
import type { EntityMessages } from "@/components/admin/use-entity-actions";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { FieldGroup } from "@/components/ui/field";
import { DOCUMENT_HELP, documentSchema, type DocumentInput } from "@/lib/validations/document";
import type { DocumentDto } from "@/server/documents";

export const DOCUMENT_MESSAGES: EntityMessages = {
  created: "Documento creado",
  updated: "Documento actualizado",
  deleted: "Documento eliminado",
  createFailed: "No se pudo crear el documento",
  updateFailed: "No se pudo actualizar el documento",
  deleteFailed: "No se pudo eliminar el documento",
};

const EMPTY: DocumentInput = {
  name: "",
  type: "",
  operationId: "",
  fileUrl: "",
  fileSize: "",
  uploadId: null,
  isPublic: false,
  visibleToInvestors: true,
};

function toForm(document: DocumentDto): DocumentInput {
  return {
    name: document.name,
    type: document.type,
    operationId: document.operationId,
    fileUrl: document.fileUrl,
    fileSize: document.fileSize === null ? "" : String(document.fileSize),
    uploadId: null,
    isPublic: document.isPublic,
    visibleToInvestors: document.visibleToInvestors,
  };
}

/** Nuevo / Editar Documento: the file is uploaded (or linked) and attached when the dialog saves. */
export function DocumentFormDialog({ maxUploadMb, ...props }: EntityDialogProps<DocumentDto> & { maxUploadMb: number }) {
  const { open, row: document } = props;
  const [uploading, setUploading] = useState(false);
  const { form, dialog } = useEntityForm({
    ...props,
    toForm,
    empty: EMPTY,
    resolver: zodResolver(documentSchema),
    endpoint: "/api/documents",
    messages: DOCUMENT_MESSAGES,
    busy: uploading,
  });
  const stored = document?.originalName ? { name: document.originalName, size: document.fileSize, fileUrl: document.fileUrl } : null;
  return (
    <EntityDialog {...dialog} title={document ? "Editar Documento" : "Nuevo Documento"}>
      <FieldGroup className="grid gap-4 sm:grid-cols-2">
        <FormInput form={form} name="name" label="Nombre *" className="sm:col-span-2" />
        <FormInput form={form} name="type" label="Tipo *" />
        <FormCombobox
          form={form}
          name="operationId"
          label="Operación *"
          {...OPERATION_PICKER}
          known={document ? [{ value: document.operationId, label: document.operationTitle }] : []}
        />
        {open && (
          <FileField
            key={document?.id ?? "new"}
            form={form}
            purpose="document"
            maxUploadMb={maxUploadMb}
            current={stored}
            linked={Boolean(document && !stored)}
            onUploadingChange={setUploading}
            withSize
          />
        )}
        <FormCheckbox form={form} name="isPublic" label="Público" description={DOCUMENT_HELP.isPublic} className="sm:col-span-2" />
        <FormCheckbox
          form={form}
          name="visibleToInvestors"
          label="Visible para inversores"
          description={DOCUMENT_HELP.visibleToInvestors}
          className="sm:col-span-2"
        />
      </FieldGroup>
    </EntityDialog>
  );
}
