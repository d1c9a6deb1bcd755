"use client";

import { useEffect, useState, type ReactNode } from "react";
import type { FieldValues, UseFormReturn } from "react-hook-form";
import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from "lucide-react";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { apiRequest, failureMessage } from "@/lib/api-client";

/** The operation whose court case is edited. */
export type CaseTarget = { id: string; title: string };

/** What a dialog of a court case list is given: the operation it is open on (none: closed), and how to close it. */
export type CaseDialogProps = { target: CaseTarget | null; onOpenChange: (open: boolean) => void };

/** Where the list stands: loading, in the form, or not loaded and why (e.g. the operation was deleted meanwhile). */
type LoadState = { status: "loading" } | { status: "ready" } | { status: "failed"; message: string };

/** Loads the list when the dialog opens; `reset` fills the form with it. */
function useLoad<T>(open: boolean, path: string | null, reset: (rows: T) => void): LoadState {
  const [result, setResult] = useState<{ path: string; failure: string | null } | null>(null);
  useEffect(() => {
    if (!open || !path) return;
    const controller = new AbortController();
    apiRequest<T>("GET", path, undefined, { signal: controller.signal })
      .then((rows) => {
        reset(rows);
        setResult({ path, failure: null });
      })
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        const reason = failureMessage(error, "");
        setResult({ path, failure: `No se pudieron cargar los datos${reason ? `: ${reason}` : ""}.` });
      });
    return () => {
      controller.abort();
      setResult(null);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, path]);
  if (!result || result.path !== path) return { status: "loading" };
  return result.failure === null ? { status: "ready" } : { status: "failed", message: result.failure };
}

/**
 * One list of an operation's court case (`/api/operations/{id}/<resource>`), edited whole in a
 * form: loaded when the dialog opens, saved with one PUT. The server's field messages land on
 * their fields; on success the dialog closes and the page is rendered again.
 */
export function useCaseList<T extends FieldValues, C, O extends FieldValues, R>(
  form: UseFormReturn<T, C, O>,
  { target, onOpenChange }: CaseDialogProps,
  options: {
    resource: "timeline" | "scenarios";
    toValues: (rows: R) => T;
    saved: string;
    failed: string;
  },
) {
  const send = useServerRequest();
  const path = target && `/api/operations/${target.id}/${options.resource}`;
  const load = useLoad<R>(target !== null, path, (rows) => form.reset(options.toValues(rows)));
  const submit = form.handleSubmit(async (values) => {
    if (path && (await send(() => apiRequest("PUT", path, values), options.saved, options.failed, form))) onOpenChange(false);
  });
  const dialog = {
    open: target !== null,
    onOpenChange,
    pending: form.formState.isSubmitting,
    load,
    onSubmit: submit,
  };
  return { dialog };
}

/** The dialog around such a list: a spinner while it loads, a way to start from defaults when it is empty, the rows, an add button. */
export function CaseListDialog(props: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  pending: boolean;
  load: LoadState;
  onSubmit: () => void;
  /** With no rows yet: what to say, and the button that loads the usual ones. */
  empty: { text: string; loadLabel: string; onLoad: () => void };
  isEmpty: boolean;
  addButton: ReactNode;
  children: ReactNode;
}) {
  return (
    <EntityDialog
      open={props.open}
      onOpenChange={props.onOpenChange}
      title={props.title}
      description={props.description}
      pending={props.pending}
      ready={props.load.status === "ready"}
      onSubmit={props.onSubmit}
    >
      {props.load.status === "loading" ? (
        <div className="grid place-items-center py-10">
          <Spinner className="size-6" />
        </div>
      ) : props.load.status === "failed" ? (
        <p role="alert" className="py-6 text-sm text-destructive">
          {props.load.message}
        </p>
      ) : (
        <div className="space-y-4">
          {props.isEmpty && (
            <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
              <p>{props.empty.text}</p>
              <Button type="button" variant="outline" className="mt-3" onClick={props.empty.onLoad}>
                {props.empty.loadLabel}
              </Button>
            </div>
          )}
          <ol className="space-y-3">{props.children}</ol>
          {props.addButton}
        </div>
      )}
    </EntityDialog>
  );
}

/** A row's buttons: whatever `children` adds, then move up, move down and remove, named after `label`. */
export function RowControls(props: {
  index: number;
  count: number;
  label: string;
  move: (from: number, to: number) => void;
  remove: (index: number) => void;
  children?: ReactNode;
}) {
  const { index, count, label } = props;
  return (
    <div className="flex gap-1">
      {props.children}
      <Button
        type="button"
        size="icon"
        variant="ghost"
        disabled={index === 0}
        onClick={() => props.move(index, index - 1)}
        aria-label={`Subir ${label}`}
      >
        <ArrowUpIcon aria-hidden />
      </Button>
      <Button
        type="button"
        size="icon"
        variant="ghost"
        disabled={index === count - 1}
        onClick={() => props.move(index, index + 1)}
        aria-label={`Bajar ${label}`}
      >
        <ArrowDownIcon aria-hidden />
      </Button>
      <Button type="button" size="icon" variant="ghost" onClick={() => props.remove(index)} aria-label={`Quitar ${label}`}>
        <Trash2Icon aria-hidden />
      </Button>
    </div>
  );
}
