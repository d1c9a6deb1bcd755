"use client";

import { DescribedFields } from "@/components/admin/described-fields";
import { EntityFormDialog } from "@/components/admin/entity-dialog";
import { NO_FILE } from "@/components/admin/file-field";
import { fileRowControls } from "@/components/admin/file-row-controls";
import { rowValues } from "@/components/admin/row-values";
import { useEntityForm, type EntityDialogProps } from "@/components/admin/use-entity-form";
import { DOCUMENT_FIELDS } from "@/lib/fields/document";
import { initialValues } from "@/lib/fields/field";
import { documentSchema, type DocumentInput } from "@/lib/validations/document";
import type { DocumentDto } from "@/server/papers/documents";

const EMPTY: DocumentInput = { ...initialValues<DocumentInput>(DOCUMENT_FIELDS), ...NO_FILE, fileSize: "" };

const toForm = (row: DocumentDto) => rowValues(row, EMPTY, ["uploadId", "uploadedBy"]);

/** Nuevo / Editar Documento (docs/specification.md §5): a file row, private to the operation's investors unless made public. */
export function DocumentFormDialog(props: EntityDialogProps<DocumentDto>) {
  const { form, dialog, setBusy } = useEntityForm(props, { toForm, empty: EMPTY, schema: documentSchema });
  const controls = fileRowControls({ form, dialogProps: props, purpose: "document", onUploadingChange: setBusy, withSize: true });
  return (
    <EntityFormDialog {...dialog}>
      <DescribedFields form={form} fields={DOCUMENT_FIELDS} controls={controls} />
    </EntityFormDialog>
  );
}
