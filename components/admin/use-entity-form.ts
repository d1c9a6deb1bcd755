"use client";

import { useEffect, useState } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { $ZodType } from "zod/v4/core";
import { dialogTitle, entityMessages, type AdminEntity } from "./admin-entity";
import { useEntityActions } from "./use-entity-actions";

/**
 * What a create/edit dialog of an admin table is given: whether it is open, the row (null: a new
 * one), and the table's entity (where it is saved, how its title and toasts name it).
 */
export type EntityDialogProps<R> = { open: boolean; onOpenChange: (open: boolean) => void; row: R | null; entity: AdminEntity };

/** The form of one entity: its members are module-level values, so they never change between renders. */
type EntityForm<T extends FieldValues, R> = {
  /** The values of the row being edited (most dialogs: its fields of the same names, rowValues). */
  toForm: (row: R) => T;
  /** The values of a new one. */
  empty: T;
  /** The entity's schema (lib/validations/), the one the server parses the body with. */
  schema: $ZodType<unknown, T>;
  /** The body, when it is not the form's values as they are: the schema checks it, and what it parses it to is sent. */
  toBody?: (values: T) => unknown;
};

/**
 * The form of a back-office create/edit dialog: filled from `row` (an edit) or `empty` (a new one)
 * each time the dialog opens, checked with the entity's schema, and saved through
 * `useEntityActions` (POST or PUT, the server's field messages on their fields), closing the
 * dialog when the save worked. `dialog` is what the EntityFormDialog around the form takes (its
 * title too);
 * `setBusy(true)` (a file still uploading) keeps it pending too.
 */
export function useEntityForm<T extends FieldValues, R extends { id: string }>(
  { open, onOpenChange, row, entity }: EntityDialogProps<R>,
  { toForm, empty, schema, toBody }: EntityForm<T, R>,
) {
  const validate = zodResolver(schema) as Resolver<T>;
  const resolver: Resolver<T> = (values, context, options) => validate((toBody ? toBody(values) : values) as T, context, options);
  const form = useForm<T>({ resolver, defaultValues: empty as DefaultValues<T> });
  const [busy, setBusy] = useState(false);
  const { save } = useEntityActions(entity.endpoint, entityMessages(entity));
  useEffect(() => {
    if (open) form.reset(row ? toForm(row) : empty);
  }, [open, row, form, toForm, empty]);
  const submit = form.handleSubmit(async (body) => {
    if (await save(form, row?.id ?? null, body)) onOpenChange(false);
  });
  const dialog = {
    open,
    onOpenChange,
    title: dialogTitle(entity, row !== null),
    pending: form.formState.isSubmitting || busy,
    onSubmit: submit,
  };
  return { form, dialog, setBusy };
}
