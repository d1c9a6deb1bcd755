"use client";

import type { ControllerRenderProps, FieldValues, Path, UseFormReturn } from "react-hook-form";
import { Controller, useWatch } from "react-hook-form";
import { AsyncCombobox, type AsyncComboboxProps } from "@/components/admin/async-combobox";
import { Checkbox } from "@/components/ui/checkbox";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { Textarea } from "@/components/ui/textarea";
import { descriptionId, errorId, fieldAria, isRequiredLabel } from "@/lib/field-aria";
import { understoodAmount } from "@/lib/understood-amount";

type Base<T extends FieldValues, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  name: Path<T>;
  label: string;
  description?: string;
  className?: string;
  /** Required without the label's "*" (a form whose every field is required). */
  required?: boolean;
};

function errorOf<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>, name: Path<T>) {
  const error = name.split(".").reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], form.formState.errors);
  return error as { message?: string } | undefined;
}

const idOf = (name: string) => `field-${name}`;

/** The control's ARIA: required when its label ends in "*", its help text and error named by aria-describedby. */
const ariaOf = (name: string, label: string, error: unknown, description: unknown, required?: boolean) =>
  fieldAria(idOf(name), { invalid: Boolean(error), described: Boolean(description), required: required ?? isRequiredLabel(label) });

type Frame = { name: string; label: string; description?: string; className?: string; error?: { message?: string } };

/** The frame of every field: its label, the control, then the help text and the error, with the ids the control's aria-describedby names. */
function LabelledField({ name, label, description, className, error, children }: Frame & { children: React.ReactNode }) {
  return (
    <Field data-invalid={Boolean(error)} className={className}>
      <FieldLabel htmlFor={idOf(name)}>{label}</FieldLabel>
      {children}
      {description && <FieldDescription id={descriptionId(idOf(name))}>{description}</FieldDescription>}
      <FieldError id={errorId(idOf(name))} errors={[error]} />
    </Field>
  );
}

/** Reads a field's error from the form and frames the control `render` draws with the field's ARIA. */
function FramedField<T extends FieldValues, C, O extends FieldValues>({
  render,
  ...base
}: Base<T, C, O> & { render: (aria: ReturnType<typeof ariaOf>) => React.ReactElement }) {
  const { form, name, label, description, className, required } = base;
  const error = errorOf(form, name);
  return (
    <LabelledField name={name} label={label} description={description} className={className} error={error}>
      {render(ariaOf(name, label, error, description, required))}
    </LabelledField>
  );
}

/** A labelled input bound to the form, with its Spanish error under it. */
export function FormInput<T extends FieldValues, C, O extends FieldValues>({
  type = "text",
  ...props
}: Base<T, C, O> & Omit<React.ComponentProps<"input">, "form" | "name" | "required">) {
  const { form, name, label, description, className, required, ...rest } = props;
  return (
    <FramedField
      {...{ form, name, label, description, className, required }}
      render={(aria) => <Input id={idOf(name)} type={type} {...aria} {...rest} {...form.register(name)} />}
    />
  );
}

/**
 * An amount typed the Spanish way ("25.000", "25.000,00") or plainly; under it, what was
 * understood ("Se entiende: 25.000,00 €"), read with the field by a screen reader too.
 */
export function FormMoneyInput<T extends FieldValues, C, O extends FieldValues>({
  maxDecimals = 2,
  description,
  ...base
}: Base<T, C, O> & { maxDecimals?: number; disabled?: boolean }) {
  const value: unknown = useWatch({ control: base.form.control, name: base.name });
  const understood = understoodAmount(value, maxDecimals);
  return (
    <FormInput {...base} inputMode="decimal" autoComplete="off" description={understood ? `Se entiende: ${understood}` : description} />
  );
}

export function FormTextarea<T extends FieldValues, C, O extends FieldValues>({ rows = 4, ...base }: Base<T, C, O> & { rows?: number }) {
  const { form, name } = base;
  return <FramedField {...base} render={(aria) => <Textarea id={idOf(name)} rows={rows} {...aria} {...form.register(name)} />} />;
}

/**
 * A labelled control driven by react-hook-form's Controller (select, picker): label, the control,
 * an optional help text and the Spanish error.
 */
function ControlledField<T extends FieldValues, C, O extends FieldValues>({
  render,
  ...base
}: Base<T, C, O> & { render: (field: ControllerRenderProps<T, Path<T>>, aria: ReturnType<typeof ariaOf>) => React.ReactElement }) {
  const { form, name } = base;
  return (
    <FramedField
      {...base}
      render={(aria) => <Controller control={form.control} name={name} render={({ field }) => render(field, aria)} />}
    />
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
      render={(field, aria) => (
        <Select value={(field.value as string | undefined) ?? ""} onValueChange={field.onChange}>
          <SelectTrigger id={idOf(base.name)} {...aria} className="w-full">
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
      render={(field, aria) => (
        <AsyncCombobox
          {...picker}
          id={idOf(name)}
          label={label.replace(/\s*\*$/, "")}
          value={(field.value as string | null | undefined) ?? ""}
          onChange={field.onChange}
          onBlur={field.onBlur}
          invalid={aria["aria-invalid"]}
          describedBy={aria["aria-describedby"]}
          required={aria["aria-required"]}
        />
      )}
    />
  );
}

export function FormCheckbox<T extends FieldValues, C, O extends FieldValues>({
  form,
  name,
  label,
  description,
  className,
  onChecked,
}: Base<T, C, O> & {
  /** Besides setting the field: what else a tick changes (another row's tick, say). */ onChecked?: (checked: boolean) => void;
}) {
  const error = errorOf(form, name);
  return (
    <Field orientation="horizontal" className={className} data-invalid={Boolean(error)}>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Checkbox
            id={idOf(name)}
            ref={field.ref}
            checked={Boolean(field.value)}
            onCheckedChange={(checked) => {
              field.onChange(checked === true);
              onChecked?.(checked === true);
            }}
            {...ariaOf(name, label, error, description, false)}
          />
        )}
      />
      <div className="space-y-0.5">
        <FieldLabel htmlFor={idOf(name)}>{label}</FieldLabel>
        {description && <FieldDescription id={descriptionId(idOf(name))}>{description}</FieldDescription>}
        <FieldError id={errorId(idOf(name))} errors={[error]} />
      </div>
    </Field>
  );
}
