"use client";

import { Controller, useForm } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { EntityDialog } from "@/components/admin/entity-dialog";
import { FormInput, FormSelect, FormTextarea } from "@/components/admin/form-fields";
import { useServerRequest } from "@/components/admin/use-entity-actions";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { FieldGroup } from "@/components/ui/field";
import { apiRequest } from "@/lib/api-client";
import { MILESTONE_KINDS, MILESTONE_LABELS } from "@/lib/timeline";
import { updateSchema, type UpdateInput, type UpdateValues } from "@/lib/validations/update";

const milestoneOptions = [
  { value: "", label: "Ninguno" },
  ...MILESTONE_KINDS.map((kind) => ({ value: kind, label: MILESTONE_LABELS[kind] })),
];

/** The list's own message, or the first of one document's (the server names the document: "documentIds.1"). */
function documentsError(error: unknown): string | undefined {
  if (!error || typeof error !== "object") return undefined;
  const own = (error as { message?: string }).message;
  if (own) return own;
  return Object.values(error as Record<string, { message?: string } | undefined>).find((item) => item?.message)?.message;
}

/** What the dialog starts from: empty, or a milestone just reached (its name and public note). */
export type UpdateDraft = { title: string; body: string; milestoneKind: string };

export const EMPTY_DRAFT: UpdateDraft = { title: "", body: "", milestoneKind: "" };

/**
 * "Publicar novedad": the update's title, text, the court case's step it tells of and the documents
 * it carries (the operation's, those all its investors see). Published, it is e-mailed at once.
 */
export function UpdateDialog({
  operationId,
  draft,
  documents,
  onClose,
}: {
  operationId: string;
  /** null: closed. */
  draft: UpdateDraft | null;
  documents: { id: string; name: string }[];
  onClose: () => void;
}) {
  const send = useServerRequest();
  const form = useForm<UpdateInput, unknown, UpdateValues>({
    resolver: zodResolver(updateSchema),
    values: { ...(draft ?? EMPTY_DRAFT), documentIds: [] },
  });
  const submit = form.handleSubmit(async (values) => {
    const done = await send(
      () => apiRequest("POST", `/api/operations/${operationId}/updates`, values),
      "Novedad publicada",
      "No se pudo publicar la novedad",
      form,
    );
    if (done) onClose();
  });
  return (
    <EntityDialog
      open={draft !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Publicar novedad"
      description="Llega a los inversores de la operación: por email a quien lo quiera al momento, en el resumen semanal a quien lo prefiera, y en su sección Novedades."
      pending={form.formState.isSubmitting}
      onSubmit={() => void submit()}
      submitLabel="Publicar"
      pendingLabel="Publicando..."
    >
      <FieldGroup className="grid gap-4">
        <FormInput form={form} name="title" label="Título" required />
        <FormTextarea form={form} name="body" label="Texto" rows={6} required />
        <FormSelect form={form} name="milestoneKind" label="Hito del procedimiento" options={milestoneOptions} />
        <fieldset className="grid gap-2">
          <legend className="mb-1 text-sm font-medium">Documentos adjuntos</legend>
          {documents.length === 0 ? (
            <p className="text-sm text-muted-foreground">
              La operación no tiene documentos visibles para todos sus inversores. Súbelos en Documentos y vuelve aquí.
            </p>
          ) : (
            <Controller
              control={form.control}
              name="documentIds"
              render={({ field }) => {
                const chosen = new Set(field.value ?? []);
                return (
                  <>
                    {documents.map((document) => (
                      <div key={document.id} className="flex items-center gap-2">
                        <Checkbox
                          id={`attach-${document.id}`}
                          checked={chosen.has(document.id)}
                          onCheckedChange={(checked) =>
                            field.onChange(checked ? [...chosen, document.id] : [...chosen].filter((id) => id !== document.id))
                          }
                        />
                        <Label htmlFor={`attach-${document.id}`} className="font-normal">
                          {document.name}
                        </Label>
                      </div>
                    ))}
                  </>
                );
              }}
            />
          )}
          {documentsError(form.formState.errors.documentIds) && (
            <p role="alert" className="text-sm text-destructive">
              {documentsError(form.formState.errors.documentIds)}
            </p>
          )}
        </fieldset>
      </FieldGroup>
    </EntityDialog>
  );
}
