import { ApiError } from "./api-client";

export type UploadPurpose = "document" | "contract" | "operation-image" | "operation-pdf" | "identity" | "complaint";
export type UploadedFile = { uploadId: string; originalName: string; contentType: string; size: number };

/**
 * Sends one file to `POST /api/files` as its raw bytes, reporting progress (0–1); `replaces` names
 * the caller's earlier upload from the same field, which the server then discards. XMLHttpRequest,
 * because fetch cannot report upload progress. A refusal throws an ApiError with the server's
 * Spanish message on the `file` field.
 */
export function uploadFile(
  file: File,
  purpose: UploadPurpose,
  onProgress: (fraction: number) => void,
  signal?: AbortSignal,
  replaces?: string | null,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    const query = new URLSearchParams({ purpose, ...(replaces ? { replaces } : {}) });
    request.open("POST", `/api/files?${query}`);
    request.setRequestHeader("content-type", "application/octet-stream");
    request.setRequestHeader("x-file-name", encodeURIComponent(file.name));
    request.upload.onprogress = (event) => event.lengthComputable && onProgress(event.loaded / event.total);
    request.onload = () => {
      let body: { error?: string; fields?: Record<string, string> } & Partial<UploadedFile> = {};
      try {
        body = JSON.parse(request.responseText) as typeof body;
      } catch {
        // not JSON: the status says enough
      }
      if (request.status === 201) return resolve(body as UploadedFile);
      const message = body.fields?.file ?? body.error ?? "No se pudo subir el archivo";
      reject(new ApiError(request.status, `${request.status}: ${message}`, body.error ?? null, { file: message, ...body.fields }));
    };
    request.onerror = () => reject(new ApiError(0, "0: network", null, { file: "No se pudo subir el archivo" }));
    request.onabort = () => reject(new DOMException("Subida cancelada", "AbortError"));
    signal?.addEventListener("abort", () => request.abort(), { once: true });
    request.send(file);
  });
}
