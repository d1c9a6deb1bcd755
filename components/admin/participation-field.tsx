"use client";

import { useWatch, type FieldValues, type Path, type UseFormReturn } from "react-hook-form";
import { OPTION_ENDPOINTS, type Option } from "@/lib/options";
import { FormCombobox } from "./form-fields";

/** The picker's choice for "no participation": a movement of the operation itself. */
export const NO_PARTICIPATION = "none";
const NO_PARTICIPATION_OPTION: Option = { value: NO_PARTICIPATION, label: "Ninguna (un movimiento de la operación)" };

/**
 * The participation of the chosen operation a movement belongs to ("Participación"), searched among
 * the operation's; its investor is then the movement's. Before an operation is chosen, a line says so.
 */
export function ParticipationField<T extends FieldValues & { operationId: string }, C, O extends FieldValues>({
  form,
  label,
  description,
  row,
}: {
  form: UseFormReturn<T, C, O>;
  label: string;
  description?: string;
  row: { investmentId: string | null; userName: string | null; operationId: string } | null;
}) {
  const operationId = useWatch({ control: form.control, name: "operationId" as Path<T> }) as string;
  if (!operationId)
    return <p className="text-sm text-muted-foreground sm:col-span-2">Elige antes la operación para elegir su participación.</p>;
  return (
    <FormCombobox
      form={form}
      name={"investmentId" as Path<T>}
      label={label}
      description={description}
      className="sm:col-span-2"
      endpoint={OPTION_ENDPOINTS.participations(operationId)}
      placeholder="Busca un inversor de la operación"
      emptyText="La operación no tiene participaciones"
      unknownLabel="Participación de otra operación"
      noneOption={NO_PARTICIPATION_OPTION}
      known={
        row?.investmentId && row.operationId === operationId ? [{ value: row.investmentId, label: row.userName ?? row.investmentId }] : []
      }
    />
  );
}
