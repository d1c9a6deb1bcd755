"use client";

import { useId, useState } from "react";
import { Field, FieldDescription, FieldError, FieldLabel } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { ACCEPT, TYPES_HELP } from "@/components/admin/file-field";
import { useUpload } from "@/components/admin/use-upload";
import { formatFileSize } from "@/lib/format";

/**
 * One photo (or PDF) of the investor's identification: sent to the private vault as soon as it is
 * chosen (`POST /api/files?purpose=identity`); the form keeps its upload id. A file already sent
 * with an earlier declaration stays unless another is chosen.
 */
export function IdentityFileInput({
  label,
  kept,
  error,
  onUploaded,
  onUploadingChange,
}: {
  label: string;
  kept: { id: string; originalName: string } | null;
  error?: string;
  onUploaded: (uploadId: string | null) => void;
  onUploadingChange: (uploading: boolean) => void;
}) {
  const id = useId();
  const { send, progress, maxUploadMb } = useUpload("identity", onUploadingChange);
  const [chosen, setChosen] = useState<{ name: string; size: number } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);

  async function choose(file: File | undefined) {
    setFailure(null);
    if (!file) return;
    const sent = await send(file);
    if (!sent) return;
    if ("error" in sent) {
      setChosen(null);
      onUploaded(null);
      setFailure(sent.error);
      return;
    }
    setChosen({ name: sent.uploaded.originalName, size: sent.uploaded.size });
    onUploaded(sent.uploaded.uploadId);
  }

  const message = failure ?? error;
  return (
    <Field data-invalid={Boolean(message)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <Input
        id={id}
        type="file"
        accept={ACCEPT.identity}
        aria-invalid={Boolean(message)}
        aria-describedby={`${id}-help`}
        onChange={(event) => void choose(event.target.files?.[0])}
      />
      {progress !== null && <Progress value={progress * 100} aria-label={`Subiendo ${label}`} />}
      <FieldDescription id={`${id}-help`}>
        {chosen
          ? `Subido: ${chosen.name} (${formatFileSize(chosen.size)})`
          : kept
            ? `Ya enviado: ${kept.originalName}. Elige otro archivo solo para cambiarlo.`
            : `${TYPES_HELP.identity}, hasta ${maxUploadMb} MB. Se guarda en el archivo privado del club.`}
        {kept && !chosen && (
          <>
            {" "}
            <a className="underline" href={`/api/identity-files/${kept.id}`} target="_blank" rel="noreferrer">
              Ver
            </a>
          </>
        )}
      </FieldDescription>
      <FieldError errors={[message ? { message } : undefined]} />
    </Field>
  );
}
