"use client";

import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { FormCheckbox, FormInput, FormMoneyInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { formLabel, type FieldSpec } from "@/lib/fields/field";

type Props<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  /** A catalogue of lib/fields/: every field not marked `notInForm` is drawn, in its order. */
  fields: Readonly<Record<string, FieldSpec>>;
};

/** A form's fields as their catalogue describes them: each kind its control, each label as the catalogue says. */
export function DescribedFields<T extends FieldValues, C, O extends FieldValues>({ form, fields }: Props<T, C, O>) {
  return Object.entries(fields)
    .filter(([, field]) => !field.notInForm)
    .map(([name, field]) => <DescribedField key={name} form={form} name={name as Path<T>} field={field} />);
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
  const base = { form, name, label: formLabel(field), description: field.hint, className: field.wide ? "sm:col-span-2" : undefined };
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
