"use client";

import { useRef, useState } from "react";
import { useWatch, type FieldValues, type Path, type PathValue, type UseFormReturn } from "react-hook-form";
import { ExternalLinkIcon, FileTextIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Progress } from "@/components/ui/progress";
import { descriptionId, errorId } from "@/lib/field-aria";
import { ACCEPT } from "./file-field";
import { useUpload } from "./use-upload";

type MediaForm = FieldValues & {
  imageUrl?: string | null;
  pdfCompleto?: string | null;
  imageUploadId?: string | null;
  pdfUploadId?: string | null;
};

const SLOTS = {
  image: { url: "imageUrl", uploadId: "imageUploadId", purpose: "operation-image", action: "imagen" },
  pdf: { url: "pdfCompleto", uploadId: "pdfUploadId", purpose: "operation-pdf", action: "PDF" },
} as const;

/**
 * The operation's picture or full PDF in its form: what it has now (the picture itself, or a link
 * to open the PDF), "Subir …" to send a new file to the storage (the save attaches it:
 * `imageUploadId` / `pdfUploadId`; the picture is converted to WebP on arrival), and "Quitar".
 */
export function OperationMediaField<T extends MediaForm, C, O extends FieldValues>({
  form,
  slot,
  label,
  hint,
  onUploadingChange,
}: {
  form: UseFormReturn<T, C, O>;
  slot: keyof typeof SLOTS;
  label: string;
  hint?: string;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const { url, uploadId, purpose, action } = SLOTS[slot];
  const id = `media-${slot}`;
  const input = useRef<HTMLInputElement>(null);
  const { send, progress } = useUpload(purpose, onUploadingChange);
  const [preview, setPreview] = useState<{ name: string; src: string } | null>(null);
  const current = useWatch({ control: form.control, name: url as Path<T> }) as string | null | undefined;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const error = errors[uploadId] ?? errors[url];
  const set = (name: string, value: string | null) => form.setValue(name as Path<T>, value as PathValue<T, Path<T>>, { shouldDirty: true });

  async function upload(file: File) {
    form.clearErrors([url, uploadId] as Path<T>[]);
    const sent = await send(file);
    if (!sent) return;
    if ("error" in sent) return form.setError(uploadId as Path<T>, { message: sent.error });
    set(uploadId, sent.uploaded.uploadId);
    setPreview({ name: sent.uploaded.originalName, src: URL.createObjectURL(file) });
  }

  function remove() {
    set(uploadId, null);
    set(url, "");
    setPreview(null);
  }

  const shown = preview?.src ?? current ?? "";
  return (
    <Field data-invalid={Boolean(error)} className="sm:col-span-2">
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <div className="flex flex-wrap items-center gap-3 rounded-md border border-dashed p-3 text-sm">
        {shown && slot === "image" && (
          // eslint-disable-next-line @next/next/no-img-element -- a preview of the form's own value (a local file just chosen)
          <img
            src={shown}
            alt={`Imagen actual: ${preview?.name ?? "de la operación"}`}
            className="aspect-[3/2] w-36 rounded object-cover"
          />
        )}
        {shown && slot === "pdf" && (
          <a
            href={preview ? shown : current!}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-medium underline underline-offset-4"
          >
            <FileTextIcon className="size-4" aria-hidden /> {preview?.name ?? "PDF actual"}
            <ExternalLinkIcon className="size-3.5" aria-hidden />
            <span className="sr-only">(se abre en una pestaña nueva)</span>
          </a>
        )}
        {!shown && <span className="text-muted-foreground">Sin {action === "imagen" ? "imagen" : "PDF"}</span>}
        <div className="ml-auto flex gap-2">
          <Button type="button" variant="outline" size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
            <UploadIcon aria-hidden /> {shown ? `Cambiar ${action}` : `Subir ${action}`}
          </Button>
          {shown && (
            <Button type="button" variant="ghost" size="sm" disabled={progress !== null} onClick={remove}>
              <Trash2Icon aria-hidden /> Quitar
            </Button>
          )}
        </div>
        <input
          ref={input}
          id={id}
          type="file"
          accept={ACCEPT[purpose]}
          className="sr-only"
          tabIndex={-1}
          aria-describedby={`${descriptionId(id)} ${errorId(id)}`}
          aria-invalid={Boolean(error) || undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) void upload(file);
          }}
        />
        {progress !== null && (
          <div className="w-full" aria-live="polite">
            <Progress value={Math.round(progress * 100)} aria-label={`Progreso de la subida: ${label}`} />
          </div>
        )}
      </div>
      {hint && <FieldDescription id={descriptionId(id)}>{hint}</FieldDescription>}
      <FieldError id={errorId(id)} errors={[error]} />
    </Field>
  );
}
