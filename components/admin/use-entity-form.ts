"use client";

import { useEffect } from "react";
import { useForm, type DefaultValues, type FieldValues, type Resolver } from "react-hook-form";
import { useEntityActions, type EntityMessages } from "./use-entity-actions";

/** What a create/edit dialog of an admin table is given: whether it is open, and the row (null: a new one). */
export type EntityDialogProps<R> = { open: boolean; onOpenChange: (open: boolean) => void; row: R | null };

/**
 * The form of a back-office create/edit dialog: filled from `row` (an edit) or `empty` (a new one)
 * each time the dialog opens, and saved through `useEntityActions` (POST or PUT, the server's field
 * messages on their fields), closing the dialog when the save worked. `toForm`, `empty` and
 * `toBody` are module-level values, so they never change between renders. `dialog` is what the
 * EntityDialog around the form takes; `busy` (a file still uploading) keeps it pending too.
 */
export function useEntityForm<T extends FieldValues, R extends { id: string }>(
  options: EntityDialogProps<R> & {
    toForm: (row: R) => T;
    empty: T;
    resolver: Resolver<T>;
    endpoint: string;
    messages: EntityMessages;
    toBody?: (values: T) => unknown;
    busy?: boolean;
  },
) {
  const { open, onOpenChange, row, toForm, empty, endpoint, messages, toBody } = options;
  const form = useForm<T>({ resolver: options.resolver, defaultValues: empty as DefaultValues<T> });
  const { save } = useEntityActions(endpoint, messages);
  useEffect(() => {
    if (open) form.reset(row ? toForm(row) : empty);
  }, [open, row, form, toForm, empty]);
  const submit = form.handleSubmit(async (values) => {
    if (await save(form, row?.id ?? null, toBody ? toBody(values) : values)) onOpenChange(false);
  });
  const dialog = { open, onOpenChange, pending: form.formState.isSubmitting || Boolean(options.busy), onSubmit: submit };
  return { form, dialog };
}
