import { randomUUID } from "node:crypto";
import { StorageError } from "./errors";

// Lower-case segments of letters, digits, '-' and '_' only: no '.', no '..', no leading '/', no
// backslash, nothing a file system or an S3 store would read differently. Dots stay free for the
// folder driver's own side files (metadata, temporary files).
const KEY_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}(\/[a-z0-9][a-z0-9_-]{0,63}){0,7}$/;

/** A new key, `yyyy/mm/<uuid>` (UTC), or `<prefix>/yyyy/mm/<uuid>`. Keys never come from user input. */
export function newStorageKey(prefix?: string, now = new Date()): string {
  const month = String(now.getUTCMonth() + 1).padStart(2, "0");
  const key = `${prefix ? `${prefix}/` : ""}${now.getUTCFullYear()}/${month}/${randomUUID()}`;
  return assertStorageKey(key);
}

export function isStorageKey(key: unknown): key is string {
  return typeof key === "string" && KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): string {
  if (!isStorageKey(key)) throw new StorageError("invalid_key", `Invalid storage key: ${JSON.stringify(key).slice(0, 80)}`);
  return key;
}
