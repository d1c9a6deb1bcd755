"use client";

import type { ControllerRenderProps, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Controller } from "react-hook-form";
import { AsyncCombobox, type AsyncComboboxProps } from "@/components/admin/async-combobox";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";

type Base<T extends FieldValues, C, O extends FieldValues> = { form: UseFormReturn<T, C, O>; name: Path<T>; label: string; description?: string; className?: string };

function errorOf<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>, name: Path<T>) {
  const error = name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
  return error as { message?: string } | undefined;
}

const idOf = (name: string) => `field-${name}`;

/** A labelled input bound to the form, with its Spanish error under it. */
export function FormInput<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
  type = "text",
  ...rest
}: Base<T, C, O> & Omit<React.ComponentProps<"input">, "form" | "name">) {
  const error = errorOf(form, name);
  return (
    <Field data-invalid={Boolean(error)} className={className}>
      <FieldLabel htmlFor={idOf(name)}>{label}</FieldLabel>
      <Input id={idOf(name)} type={type} aria-invalid={Boolean(error)} {...rest} {...form.register(name)} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errors={[error]} />
    </Field>
  );
}

export function FormTextarea<T extends FieldValues, C, O extends FieldValues>({ form, name, label, description, className }: Base<T, C, O>) {
  const error = errorOf(form, name);
  return (
    <Field data-invalid={Boolean(error)} className={className}>
      <FieldLabel htmlFor={idOf(name)}>{label}</FieldLabel>
      <Textarea id={idOf(name)} rows={4} aria-invalid={Boolean(error)} {...form.register(name)} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errors={[error]} />
    </Field>
  );
}

/**
 * The shell of a labelled control driven by react-hook-form's Controller (select, picker): label,
 * the control, an optional help text and the Spanish error.
 */
function ControlledField<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
  render,
}: Base<T, C, O> & { render: (field: ControllerRenderProps<T, Path<T>>, invalid: boolean) => React.ReactElement }) {
  const error = errorOf(form, name);
  return (
    <Field data-invalid={Boolean(error)} className={className}>
      <FieldLabel htmlFor={idOf(name)}>{label}</FieldLabel>
      <Controller control={form.control} name={name} render={({ field }) => render(field, Boolean(error))} />
      {description && <FieldDescription>{description}</FieldDescription>}
      <FieldError errors={[error]} />
    </Field>
  );
}

export function FormSelect<T extends FieldValues, C, O extends FieldValues>({
  options,
  placeholder,
  ...base
}: Base<T, C, O> & { options: { value: string; label: string }[]; placeholder?: string }) {
  return (
    <ControlledField
      {...base}
      render={(field, invalid) => (
        <Select value={(field.value as string | undefined) ?? ""} onValueChange={field.onChange}>
          <SelectTrigger id={idOf(base.name)} aria-invalid={invalid} className="w-full">
            <SelectValue placeholder={placeholder} />
          </SelectTrigger>
          <SelectContent>
            {options.length === 0 ? (
              <div className="px-2 py-1.5 text-sm text-muted-foreground">{placeholder}</div>
            ) : (
              options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))
            )}
          </SelectContent>
        </Select>
      )}
    />
  );
}

/**
 * A labelled picker over a server-side search (AsyncCombobox) bound to the form: for choices with
 * too many rows to send with the page (operations, investors). Clicking the label opens it.
 */
export function FormCombobox<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
  ...picker
}: Base<T, C, O> & Pick<AsyncComboboxProps, "endpoint" | "placeholder" | "emptyText" | "noneOption" | "known" | "unknownLabel">) {
  return (
    <ControlledField
      {...{ form, name, label, description, className }}
      render={(field, invalid) => (
        <AsyncCombobox
          {...picker}
          id={idOf(name)}
          label={label.replace(/\s*\*$/, "")}
          value={(field.value as string | null | undefined) ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={invalid}
        />
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues, C, O extends FieldValues>({ form, name, label, description, className }: Base<T, C, O>) {
  return (
    <Field orientation="horizontal" className={className}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => <Checkbox id={idOf(name)} checked={Boolean(field.value)} onCheckedChange={(checked) => field.onChange(checked === true)} />}
      />
      <div className="space-y-0.5">
        <FieldLabel htmlFor={idOf(name)}>{label}</FieldLabel>
        {description && <FieldDescription>{description}</FieldDescription>}
      </div>
    </Field>
  );
}
