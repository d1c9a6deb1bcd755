"use client";

import { useRouter } from "next/navigation";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { ApiError, apiRequest, failureMessage } from "@/lib/api-client";
import { notifyError, notifySuccess } from "@/lib/notify";

/** The toasts of one entity (docs/specification.md §8). */
export type EntityMessages = {
  created: string;
  updated: string;
  deleted: string;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
};

/**
 * Create, update and delete through the calls of docs/specification.md §7, with the screen's toasts, the server's field
 * messages shown in the form, and the list re-rendered on the server afterwards.
 */
export function useEntityActions(endpoint: string, messages: EntityMessages) {
  const send = useServerRequest();

  function save<T extends FieldValues, C, O extends FieldValues>(form: UseFormReturn<T, C, O>, id: string | null, values: unknown) {
    return send(
      () => apiRequest(id ? "PUT" : "POST", id ? `${endpoint}/${id}` : endpoint, values),
      id ? messages.updated : messages.created,
      id ? messages.updateFailed : messages.createFailed,
      form,
    );
  }

  /** `reason`: why a row that moved money goes (a completed movement), kept by the audit log. */
  const remove = (id: string, reason?: string) =>
    send(
      () => apiRequest("DELETE", `${endpoint}/${id}${reason ? `?reason=${encodeURIComponent(reason)}` : ""}`),
      messages.deleted,
      messages.deleteFailed,
    );

  return { save, remove };
}

/**
 * One request to the server from a back-office screen (save a form, delete a row, mark it read,
 * send it again…): the success toast (`done`, or worded from the server's answer) and the list rendered again on the server; or the error toast
 * (the server's message, else `failed`) with the server's field messages on the `form`'s fields.
 * True when it worked.
 */
export function useServerRequest() {
  const router = useRouter();
  return async function send<T extends FieldValues, C, O extends FieldValues>(
    request: () => Promise<unknown>,
    done: string | ((answer: unknown) => string),
    failed: string,
    form?: UseFormReturn<T, C, O>,
  ): Promise<boolean> {
    try {
      const answer = await request();
      notifySuccess(typeof done === "string" ? done : done(answer));
      router.refresh();
      return true;
    } catch (error) {
      if (form && error instanceof ApiError) {
        for (const [field, message] of Object.entries(error.fields)) form.setError(field as Path<T>, { message });
      }
      notifyError("Error", failureMessage(error, failed));
      return false;
    }
  };
}
