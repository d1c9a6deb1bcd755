import type { Readable } from "node:stream";
import type { ByteSource } from "./byte-source";
import type { ByteRange, ResolvedRange } from "./range";

export interface PutOptions {
  /** The type found in the file's bytes (see upload-check.ts), served back on download. */
  contentType: string;
  /** When known in advance: the put fails (and stores nothing) unless the stream carries exactly this many bytes. */
  size?: number;
}

export interface StoredFile {
  /** Size of the whole file in bytes. */
  size: number;
  contentType: string;
}

export interface FileRead extends StoredFile {
  /** The requested bytes (all of them without a range). Read it to the end or destroy it. */
  stream: Readable;
  /** Inclusive offsets served when a range was asked for (`Content-Range: bytes start-end/size`), else null. */
  range: ResolvedRange | null;
}

export interface Storage {
  /** Streams the bytes to the key, replacing any file there; visible only once complete. Nothing remains if it fails. */
  put(key: string, body: ByteSource, options: PutOptions): Promise<{ size: number }>;
  /** Throws StorageError `not_found` or `range_not_satisfiable`. */
  get(key: string, range?: ByteRange): Promise<FileRead>;
  /** Null when there is no file under the key. */
  stat(key: string): Promise<StoredFile | null>;
  exists(key: string): Promise<boolean>;
  /** Idempotent: deleting a missing key succeeds. */
  delete(key: string): Promise<void>;
  /** Throws unless the store answers, within a short deadline (the readiness check). */
  ping(): Promise<void>;
}

/** What a driver implements: whether a file exists follows from its `stat`. */
export type StorageDriver = Omit<Storage, "exists">;

export function storageOf({ put, get, stat, delete: remove, ping }: StorageDriver): Storage {
  return { put, get, stat, exists: async (key) => (await stat(key)) !== null, delete: remove, ping };
}
