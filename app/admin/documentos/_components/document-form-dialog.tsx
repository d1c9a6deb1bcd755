"use client";

import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { NO_FILE } from "@/components/admin/file-field";
import { FileRowFields } from "@/components/admin/file-row-fields";
import { FormCheckbox } from "@/components/admin/form-fields";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { DOCUMENT_HELP, documentSchema, type DocumentInput } from "@/lib/validations/document";
import type { DocumentDto } from "@/server/documents";

const EMPTY: DocumentInput = {
  name: "",
  type: "",
  operationId: "",
  investmentId: "",
  ...NO_FILE,
  fileSize: "",
  isPublic: false,
  visibleToInvestors: true,
};

const toForm = (row: DocumentDto) => rowValues(row, EMPTY, ["uploadId", "uploadedBy"]);

/** Nuevo / Editar Documento (docs/specification.md §5): a file row, private to the operation's investors unless made public. */
export function DocumentFormDialog(props: EntityDialogProps<DocumentDto>) {
  const { form, dialog, setBusy } = useEntityForm(props, { toForm, empty: EMPTY, schema: documentSchema });
  return (
    <EntityFormDialog {...dialog}>
      <FileRowFields form={form} dialogProps={props} name="name" label="Nombre *" purpose="document" onUploadingChange={setBusy} withSize />
      <FormCheckbox form={form} name="isPublic" label="Público" description={DOCUMENT_HELP.isPublic} className="sm:col-span-2" />
      <FormCheckbox
        form={form}
        name="visibleToInvestors"
        label="Visible para inversores"
        description={DOCUMENT_HELP.visibleToInvestors}
        className="sm:col-span-2"
      />
    </EntityFormDialog>
  );
}
