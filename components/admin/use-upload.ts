"use client";

import { useRef, useState } from "react";
import { ApiError } from "@/lib/api-client";
import { uploadFile, type UploadedFile, type UploadPurpose } from "@/lib/upload-file";
import { useUploadLimitMb } from "./upload-limit";

type Sent = { uploaded: UploadedFile } | { error: string };

/**
 * Sends one file to `POST /api/files` for `purpose`, with its progress (0–1, null when idle): too
 * large a file is refused before anything is sent; a new file cancels the one under way (its
 * answer is then null); a file sent earlier from this field is given up by the next (it no longer
 * counts against the account's quota); a refusal gives the server's Spanish message. `onUploadingChange` keeps
 * the dialog's save waiting meanwhile.
 */
export function useUpload(purpose: UploadPurpose, onUploadingChange: (uploading: boolean) => void) {
  const maxUploadMb = useUploadLimitMb();
  const [progress, setProgress] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);
  const lastSent = useRef<string | null>(null);

  async function send(file: File): Promise<Sent | null> {
    if (file.size > maxUploadMb * 1024 * 1024) return { error: `El archivo supera el tamaño máximo de ${maxUploadMb} MB` };
    abort.current?.abort();
    const controller = new AbortController();
    abort.current = controller;
    setProgress(0);
    onUploadingChange(true);
    try {
      const uploaded = await uploadFile(file, purpose, setProgress, controller.signal, lastSent.current);
      lastSent.current = uploaded.uploadId;
      return { uploaded };
    } catch (failure) {
      if (failure instanceof DOMException && failure.name === "AbortError") return null;
      const message = failure instanceof ApiError ? (failure.fields.file ?? failure.serverMessage) : null;
      return { error: message ?? "No se pudo subir el archivo" };
    } finally {
      if (abort.current === controller) {
        setProgress(null);
        onUploadingChange(false);
      }
    }
  }

  return { send, progress, maxUploadMb };
}
