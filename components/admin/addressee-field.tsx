"use client";

import { useEffect, useRef, useState } from "react";
import { useFormState, useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { Field, FieldLabel } from "@/components/ui/field";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { OPTION_ENDPOINTS } from "@/lib/options";
import { FormCombobox } from "./form-fields";

type AddressedForm = FieldValues & { operationId: string; investmentId?: string | null };

const TO = { all: "Todos los inversores de la operación", one: "Un inversor" } as const;

/**
 * "Para": a document or contract goes to every investor of its operation, or to one of them (one
 * participation of the operation, picked from the operation's; only that investor and the admins
 * see it and get its e-mail). The row being edited shows its addressee before the options are
 * searched; choosing another operation empties the choice.
 */
export function AddresseeField<T extends AddressedForm, C, O extends FieldValues>({
  form,
  row,
  label,
}: {
  form: UseFormReturn<T, C, O>;
  label: string;
  row: { investmentId: string | null; addressee: string | null } | null;
}) {
  const investmentName = "investmentId" as Path<T>;
  const operationId = useWatch({ control: form.control, name: "operationId" as Path<T> }) as string;
  const investmentId = useWatch({ control: form.control, name: investmentName }) as string | null | undefined;
  const [pickingOne, setPickingOne] = useState(Boolean(row?.investmentId));
  const one = pickingOne || Boolean(investmentId);

  // Another operation chosen by the admin (not the form filled when the dialog opens): its participations are others.
  const { dirtyFields } = useFormState({ control: form.control, name: "operationId" as Path<T> });
  const operationChosen = Boolean((dirtyFields as Record<string, unknown>).operationId);
  const shownOperation = useRef(operationId);
  useEffect(() => {
    if (shownOperation.current === operationId) return;
    shownOperation.current = operationId;
    if (operationChosen && investmentId) form.setValue(investmentName, "" as PathValue<T, Path<T>>, { shouldDirty: true });
  }, [operationId, operationChosen, investmentId, investmentName, form]);

  const choose = (to: string) => {
    setPickingOne(to === "one");
    if (to === "all") form.setValue(investmentName, "" as PathValue<T, Path<T>>, { shouldDirty: true, shouldValidate: true });
  };

  return (
    <>
      <Field className="sm:col-span-2">
        <FieldLabel htmlFor="field-addressee">{label}</FieldLabel>
        <Select value={one ? "one" : "all"} onValueChange={choose}>
          <SelectTrigger id="field-addressee" className="w-full">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            <SelectItem value="all">{TO.all}</SelectItem>
            <SelectItem value="one">{TO.one}</SelectItem>
          </SelectContent>
        </Select>
      </Field>
      {one &&
        (operationId ? (
          <FormCombobox
            form={form}
            name={investmentName}
            label="Inversor *"
            className="sm:col-span-2"
            endpoint={OPTION_ENDPOINTS.participations(operationId)}
            placeholder="Selecciona un inversor de la operación"
            emptyText="La operación no tiene participaciones"
            unknownLabel="Participación de otra operación"
            known={row?.investmentId && row.addressee ? [{ value: row.investmentId, label: row.addressee }] : []}
            description="Solo este inversor (y los administradores) lo verá y recibirá el aviso."
          />
        ) : (
          <p className="text-sm text-muted-foreground sm:col-span-2">Elige antes la operación.</p>
        ))}
    </>
  );
}
