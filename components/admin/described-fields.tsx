"use client";

import { Fragment, type ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormCheckbox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { formLabel, type FieldSpec } from "@/lib/fields/field";

type Props<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  /** A catalogue of lib/fields/: every field not marked `notInForm` is drawn, in its order. */
  fields: Readonly<Record<string, FieldSpec>>;
  /**
   * The controls the form draws itself, given the catalogue's label ("Operación *"): a picker for a
   * reference, the upload for a file, any field whose control needs the row or other fields.
   */
  controls?: Partial<Record<string, (label: string) => ReactNode>>;
  /** Help that depends on what is being typed, in place of the catalogue's. */
  hints?: Partial<Record<string, string | undefined>>;
  /** Fields this row takes from elsewhere: drawn read-only, with where they come from as their help. */
  derived?: Partial<Record<string, string>>;
};

/** A form's fields as their catalogue describes them: each kind its control, each label as the catalogue says. */
export function DescribedFields<T extends FieldValues, C, O extends FieldValues>({
  form,
  fields,
  controls = {},
  hints = {},
  derived = {},
}: Props<T, C, O>) {
  return Object.entries(fields)
    .filter(([, field]) => !field.notInForm)
    .map(([name, field]) => {
      const control = controls[name];
      if (control) return <Fragment key={name}>{control(formLabel(field))}</Fragment>;
      if (field.kind === "reference" || field.kind === "file") throw new Error(`The form draws no control for "${name}" (${field.kind})`);
      const from = derived[name];
      const described = from ? { ...field, hint: from, readOnly: true } : name in hints ? { ...field, hint: hints[name] } : field;
      return <DescribedField key={name} form={form} name={name as Path<T>} field={described} />;
    });
}

function DescribedField<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  field,
}: {
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  field: FieldSpec;
}) {
  const base = {
    form,
    name,
    label: formLabel(field),
    description: field.hint,
    className: field.wide ? "sm:col-span-2" : undefined,
    ...(field.readOnly ? { readOnly: true, "aria-readonly": true } : {}),
  };
  switch (field.kind) {
    case "money":
      return <FormMoneyInput {...base} />;
    case "percent":
      return field.whole ? <FormInput {...base} type="number" min={0} max={100} step={1} /> : <FormInput {...base} inputMode="decimal" />;
    case "months":
      return <FormInput {...base} type="number" min={0} step={1} />;
    case "date":
      return <FormInput {...base} type="date" />;
    case "long-text":
      return <FormTextarea {...base} />;
    case "flag":
      return <FormCheckbox {...base} />;
    case "email":
      return <FormInput {...base} type="email" />;
    case "phone":
      return <FormInput {...base} type="tel" />;
    case "code":
      return <FormSelect {...base} options={Object.entries(field.codes ?? {}).map(([value, label]) => ({ value, label }))} />;
    default: {
      const suggestions = field.suggestions && `${name}-options`;
      return (
        <>
          <FormInput {...base} list={suggestions} />
          {suggestions && (
            <datalist id={suggestions}>
              {Object.entries(field.suggestions!).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </datalist>
          )}
        </>
      );
    }
  }
}
