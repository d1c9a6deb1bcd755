"use client";

import { useRef, useState } from "react";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { ExternalLinkIcon, FileIcon, LinkIcon, UploadIcon } from "lucide-react";
import { FormInput } from "@/components/admin/form-fields";
import { Button } from "@/components/ui/button";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { descriptionId, errorId, fieldAria } from "@/lib/field-aria";
import { Progress } from "@/components/ui/progress";
import { formatFileSize } from "@/lib/format";
import type { UploadPurpose } from "@/lib/upload-file";
import { useUpload } from "./use-upload";

/** What each kind of file may be (the server checks the bytes; this only filters the picker). */
export const ACCEPT: Record<UploadPurpose, string> = {
  "operation-image": ".jpg,.jpeg,.png,.webp,image/jpeg,image/png,image/webp",
  "operation-pdf": ".pdf,application/pdf",
  contract: ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp",
  identity: ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp",
  complaint: ".pdf,.jpg,.jpeg,.png,.webp,application/pdf,image/jpeg,image/png,image/webp",
  document:
    ".pdf,.jpg,.jpeg,.png,.webp,.docx,.xlsx,application/pdf,image/jpeg,image/png,image/webp," +
    "application/vnd.openxmlformats-officedocument.wordprocessingml.document,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
};
export const TYPES_HELP: Record<UploadPurpose, string> = {
  "operation-image": "JPEG, PNG o WebP",
  "operation-pdf": "PDF",
  contract: "PDF, JPEG, PNG o WebP",
  identity: "PDF, JPEG, PNG o WebP",
  complaint: "PDF, JPEG, PNG o WebP",
  document: "PDF, JPEG, PNG, WebP, DOCX o XLSX",
};

export type FileForm = { fileUrl?: string | null; uploadId?: string | null; fileSize?: unknown };

/** The file field's part of a new row's form: no link, no upload. */
export const NO_FILE = { fileUrl: "", uploadId: null };

/** Where the file comes from, the two choices of the radio group. */
const SOURCES = [
  { value: "upload", Icon: UploadIcon, label: "Subir archivo" },
  { value: "link", Icon: LinkIcon, label: "Enlace externo" },
] as const;

/** The row being edited, as far as its file goes: a stored file has its original name; an external link has none. */
export type FileRow = { id: string; fileUrl: string; originalName: string | null; fileSize: number | null };

type FileFieldProps<T extends FieldValues & FileForm, C, O extends FieldValues> = {
  form: UseFormReturn<T, C, O>;
  purpose: UploadPurpose;
  onUploadingChange: (uploading: boolean) => void;
  /** Documents keep the file size (`fileSize`, docs/specification.md §3, §7) for external links. */
  withSize?: boolean;
};

/**
 * The file field of a create/edit dialog, started afresh each time the dialog opens: on the
 * edited row's stored file, or on its external link, or empty for a new row.
 */
export function RowFileField<T extends FieldValues & FileForm, C, O extends FieldValues>({
  open,
  row,
  ...field
}: FileFieldProps<T, C, O> & { open: boolean; row: FileRow | null }) {
  if (!open) return null;
  const stored = row?.originalName ? { name: row.originalName, size: row.fileSize, fileUrl: row.fileUrl } : null;
  return <FileField key={row?.id ?? "new"} {...field} current={stored} linked={Boolean(row && !stored)} />;
}

/**
 * The file of a document or contract: uploaded (picked or dropped, sent at once with a progress
 * bar; the form then carries its `uploadId`), or an external https link as the second choice.
 * A file already stored stays unless another is uploaded or a link is chosen.
 */
function FileField<T extends FieldValues & FileForm, C, O extends FieldValues>({
  form,
  purpose,
  current,
  linked,
  onUploadingChange,
  withSize = false,
}: FileFieldProps<T, C, O> & {
  /** The stored file of the row being edited, if it has one. */
  current: { name: string; size: number | null; fileUrl: string } | null;
  /** The row being edited has an external link (the dialog opens on "Enlace externo"). */
  linked: boolean;
}) {
  const field = (name: keyof FileForm) => name as unknown as Path<T>;
  const [mode, setMode] = useState<"upload" | "link">(linked ? "link" : "upload");
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const upload = useUpload(purpose, onUploadingChange);
  const { progress, maxUploadMb } = upload;
  const errors = form.formState.errors as Record<string, { message?: string } | undefined>;
  const error = errors.file ?? errors.fileUrl;

  const set = (name: keyof FileForm, value: unknown) => form.setValue(field(name), value as PathValue<T, Path<T>>, { shouldDirty: true });

  async function send(file: File) {
    form.clearErrors([field("fileUrl"), "file" as Path<T>]);
    setChosen({ name: file.name, size: file.size });
    const sent = await upload.send(file);
    if (!sent) return;
    if ("uploaded" in sent) {
      set("uploadId", sent.uploaded.uploadId);
      set("fileUrl", current?.fileUrl ?? "");
      setChosen({ name: sent.uploaded.originalName, size: sent.uploaded.size });
    } else {
      setChosen(null);
      set("uploadId", null);
      form.setError("file" as Path<T>, { message: sent.error });
    }
  }

  function chooseMode(next: "upload" | "link") {
    setMode(next);
    form.clearErrors([field("fileUrl"), "file" as Path<T>]);
    if (next === "link") {
      set("uploadId", null);
      setChosen(null);
      if (current && form.getValues(field("fileUrl")) === current.fileUrl) set("fileUrl", "");
    } else if (current) {
      set("fileUrl", current.fileUrl);
    }
  }

  const shown = chosen ?? (current ? { name: current.name, size: current.size ?? 0 } : null);
  return (
    <div className="grid gap-3 sm:col-span-2">
      <div role="radiogroup" aria-label="Origen del archivo" className="flex gap-2">
        {SOURCES.map(({ value, Icon, label }) => (
          <Button
            key={value}
            type="button"
            size="sm"
            variant={mode === value ? "default" : "outline"}
            role="radio"
            aria-checked={mode === value}
            onClick={() => chooseMode(value)}
          >
            <Icon aria-hidden /> {label}
          </Button>
        ))}
      </div>
      {mode === "upload" ? (
        <Field data-invalid={Boolean(error)}>
          <FieldLabel htmlFor={`file-${purpose}`}>Archivo *</FieldLabel>
          <div
            className={`flex flex-col items-center gap-2 rounded-md border border-dashed p-4 text-center text-sm ${dragging ? "border-primary bg-primary/5" : ""}`}
            onDragOver={(event) => {
              event.preventDefault();
              setDragging(true);
            }}
            onDragLeave={() => setDragging(false)}
            onDrop={(event) => {
              event.preventDefault();
              setDragging(false);
              const file = event.dataTransfer.files[0];
              if (file) void send(file);
            }}
          >
            {shown ? (
              <span className="flex flex-wrap items-center justify-center gap-2 font-medium">
                <FileIcon className="size-4" aria-hidden /> {shown.name} {shown.size ? `(${formatFileSize(shown.size)})` : ""}
                {!chosen && current && (
                  <a
                    href={current.fileUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="inline-flex items-center gap-1 font-normal underline underline-offset-4"
                  >
                    <ExternalLinkIcon className="size-3.5" aria-hidden /> Abrir
                    <span className="sr-only"> {current.name} (se abre en una pestaña nueva)</span>
                  </a>
                )}
              </span>
            ) : (
              <span className="text-muted-foreground">Arrastra un archivo aquí o elígelo</span>
            )}
            <Button type="button" variant="outline" size="sm" disabled={progress !== null} onClick={() => input.current?.click()}>
              {shown ? "Cambiar archivo" : "Elegir archivo"}
            </Button>
            <input
              ref={input}
              id={`file-${purpose}`}
              type="file"
              accept={ACCEPT[purpose]}
              className="sr-only"
              tabIndex={-1}
              {...fieldAria(`file-${purpose}`, { invalid: Boolean(error), described: true, required: true })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = "";
                if (file) void send(file);
              }}
            />
            {progress !== null && (
              <div className="w-full" aria-live="polite">
                <Progress value={Math.round(progress * 100)} aria-label="Progreso de la subida" />
                <span className="text-xs text-muted-foreground">Subiendo... {Math.round(progress * 100)} %</span>
              </div>
            )}
          </div>
          <FieldDescription id={descriptionId(`file-${purpose}`)}>
            {TYPES_HELP[purpose]}, hasta {maxUploadMb} MB. Solo lo descargan quienes pueden verlo.
          </FieldDescription>
          <FieldError id={errorId(`file-${purpose}`)} errors={[error]} />
        </Field>
      ) : (
        <div className="grid gap-4 sm:grid-cols-2">
          <FormInput form={form} name={field("fileUrl")} label="URL del archivo *" className="sm:col-span-2" placeholder="https://" />
          {withSize && <FormInput form={form} name={field("fileSize")} label="Tamaño (bytes)" type="number" min={0} />}
        </div>
      )}
    </div>
  );
}
