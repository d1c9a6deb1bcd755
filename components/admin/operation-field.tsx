"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormCombobox } from "./form-fields";
import { OPERATION_PICKER } from "./pickers";

/**
 * The picker of the operation a row belongs to (its form's `operationId`): the row
 * being edited shows its operation's title before the options are searched.
 */
export function OperationField<T extends FieldValues & { operationId: string }, C, O extends FieldValues>({
  form,
  row,
  label,
  className,
}: {
  form: UseFormReturn<T, C, O>;
  label: string;
  row: { operationId: string; operationTitle: string } | null;
  className?: string;
}) {
  return (
    <FormCombobox
      form={form}
      name={"operationId" as Path<T>}
      label={label}
      {...OPERATION_PICKER}
      known={row ? [{ value: row.operationId, label: row.operationTitle }] : []}
      className={className}
    />
  );
}
