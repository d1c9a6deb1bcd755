/**
 * Why a storage call failed, for the caller to map to an HTTP answer:
 * - `not_found`: no object under that key (404);
 * - `range_not_satisfiable`: the byte range lies outside the object (416, `Content-Range: bytes *\/size`);
 * - `invalid_key`: a key the layer did not generate (a bug or tampering, never user input);
 * - `size_mismatch`: the stream did not carry the `size` announced to `put`;
 * - `unavailable`: the store refused the connection, failed (5xx) or did not answer within its
 *   deadline (STORAGE_TIMEOUT_MS): 503 with `Retry-After`.
 */
export type StorageErrorCode = "not_found" | "range_not_satisfiable" | "invalid_key" | "size_mismatch" | "unavailable";

export class StorageError extends Error {
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    /** Size of the whole object, for `range_not_satisfiable`. */
    readonly size?: number,
  ) {
    super(message);
    this.name = "StorageError";
  }
}

export function notFound(key: string): StorageError {
  return new StorageError("not_found", `No stored file under key ${key}`);
}
