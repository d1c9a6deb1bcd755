/**
 * Private file storage (issue 8): one small interface, two drivers chosen by STORAGE_URL.
 *
 *   storage(): Storage                                   the configured driver, one per process
 *     .put(key, body, { contentType, size? })  → { size }          streams; all or nothing
 *     .get(key, range?)  → { stream, size, contentType, range }    StorageError not_found / range_not_satisfiable
 *     .stat(key)         → { size, contentType } | null
 *     .exists(key)       → boolean
 *     .delete(key)       → void                                    idempotent
 *   newStorageKey(prefix?) → "yyyy/mm/<uuid>"             keys come from here, never from user input;
 *                                                         any other shape throws StorageError invalid_key
 *   checkUpload(body, { purpose, maxMb? }) → { kind, contentType, extension, stream }
 *       type from the bytes (UploadRejectedError "Tipo de archivo no permitido" before anything is
 *       stored); the returned stream fails with "El archivo supera el tamaño máximo de N MB".
 *   contentDisposition(originalName, { inline? }) → header value for the download
 *
 * An upload route, in short (`fileBytes`: the file part's bytes as they arrive; `request.formData()`
 * would hold the whole file in memory, so parse multipart/form-data as a stream):
 *   const upload = await checkUpload(fileBytes, { purpose: "document" }); // 400 + error.message on UploadRejectedError
 *   const key = newStorageKey();
 *   const { size } = await storage().put(key, upload.stream, { contentType: upload.contentType });
 *   // then save key, size, upload.contentType and the original name; if that fails, storage().delete(key)
 * A download: `get(key, range)` → 200/206 with `Content-Range: bytes start-end/size`, or 416 with
 * `bytes *\/size` on range_not_satisfiable; the body is `Readable.toWeb(file.stream)`.
 *
 * Drivers: `folderStorage(root)` (default `.data/files`, or STORAGE_URL=file:<dir>) and
 * `s3Storage(target)` (STORAGE_URL=s3://bucket?endpoint=…). Not `server-only`: the seed and other
 * tools run outside Next.
 */
import { resolveStorageTarget, type StorageTarget } from "./config";
import { folderStorage } from "./folder";
import { s3Storage } from "./s3";
import type { Storage } from "./types";
import { provideStorage, providedStorage } from "./provided";

export type { Storage, StoredFile, FileRead, PutOptions } from "./types";
export type { ByteRange, ResolvedRange } from "./range";
export type { ByteSource } from "./byte-source";
export { StorageError, type StorageErrorCode } from "./errors";
export { newStorageKey, isStorageKey } from "./keys";
export { resolveStorageTarget, type StorageTarget } from "./config";
export { folderStorage } from "./folder";
export { s3Storage } from "./s3";
export {
  checkUpload,
  UploadRejectedError,
  ALLOWED_KINDS,
  TYPE_NOT_ALLOWED_MESSAGE,
  tooLargeMessage,
  type UploadPurpose,
  type CheckedUpload,
} from "./upload-check";
export { FILE_KINDS, type FileKind } from "./sniff";
export { contentDisposition } from "./content-disposition";

export function createStorage(target: StorageTarget): Storage {
  return target.kind === "s3" ? s3Storage(target) : folderStorage(target.root);
}

export { provideStorage } from "./provided";

/** The configured driver, one per process (or the one provided). */
export function storage(): Storage {
  const provided = providedStorage();
  if (provided) return provided;
  const made = createStorage(resolveStorageTarget());
  provideStorage(made);
  return made;
}
