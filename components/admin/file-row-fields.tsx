"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import type { UploadPurpose } from "@/lib/upload-file";
import { RowFileField, type FileForm, type FileRow } from "./file-field";
import { FormInput } from "./form-fields";
import { AddresseeField } from "./addressee-field";
import { OperationField } from "./operation-field";
import type { EntityDialogProps } from "./use-entity-form";

type FileRowForm = FieldValues & FileForm & { type: string; operationId: string; investmentId?: string | null };
type AddressedRow = { operationId: string; operationTitle: string; investmentId: string | null; addressee: string | null };

/**
 * The fields a document and a contract share, in the order of docs/specification.md §5: its name
 * ("Nombre *" or "Título *", the form's `name` field), "Tipo *", "Operación *", "Para" (every
 * investor of the operation or one of them), then its file, uploaded or linked. The dialog's own
 * fields follow.
 */
export function FileRowFields<T extends FileRowForm, C, O extends FieldValues>({
  form,
  dialogProps: { open, row },
  name,
  label,
  purpose,
  onUploadingChange,
  withSize,
}: {
  form: UseFormReturn<T, C, O>;
  dialogProps: EntityDialogProps<FileRow & AddressedRow>;
  name: Path<T>;
  label: string;
  purpose: UploadPurpose;
  onUploadingChange: (uploading: boolean) => void;
  /** Documents keep the file size of an external link too. */
  withSize?: boolean;
}) {
  return (
    <>
      <FormInput form={form} name={name} label={label} className="sm:col-span-2" />
      <FormInput form={form} name={"type" as Path<T>} label="Tipo *" />
      <OperationField form={form} row={row} />
      <AddresseeField key={open ? (row?.id ?? "new") : "closed"} form={form} row={row} />
      <RowFileField open={open} row={row} form={form} purpose={purpose} onUploadingChange={onUploadingChange} withSize={withSize} />
    </>
  );
}
