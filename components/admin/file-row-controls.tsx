"use client";

import type { FieldValues, UseFormReturn } from "react-hook-form";
import type { UploadPurpose } from "@/lib/upload-file";
import { RowFileField, type FileForm, type FileRow } from "./file-field";
import { AddresseeField } from "./addressee-field";
import { OperationField } from "./operation-field";
import type { EntityDialogProps } from "./use-entity-form";

type FileRowForm = FieldValues & FileForm & { operationId: string; investmentId?: string | null };
type AddressedRow = { operationId: string; operationTitle: string; investmentId: string | null; addressee: string | null };

/**
 * The controls a document's and a contract's form draw themselves (lib/fields/file-row.ts): the
 * operation's picker, "Para" (every investor of the operation or one of them), and the file,
 * uploaded or linked. Given to DescribedFields, which draws them where the catalogue places them.
 */
export function fileRowControls<T extends FileRowForm, C, O extends FieldValues>({
  form,
  dialogProps: { open, row },
  purpose,
  onUploadingChange,
  withSize,
}: {
  form: UseFormReturn<T, C, O>;
  dialogProps: EntityDialogProps<FileRow & AddressedRow>;
  purpose: UploadPurpose;
  onUploadingChange: (uploading: boolean) => void;
  /** Documents keep the file size of an external link too. */
  withSize?: boolean;
}) {
  return {
    operationId: (label: string) => <OperationField form={form} row={row} label={label} />,
    investmentId: (label: string) => <AddresseeField key={open ? (row?.id ?? "new") : "closed"} form={form} row={row} label={label} />,
    fileUrl: () => (
      <RowFileField open={open} row={row} form={form} purpose={purpose} onUploadingChange={onUploadingChange} withSize={withSize} />
    ),
  };
}
