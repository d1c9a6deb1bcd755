import "server-only";
import { Readable } from "node:stream";
import { contentDisposition, storage, StorageError } from "../platform/storage";
import { AppError, MESSAGES } from "../core/errors";
import type { Actor } from "../core/actor";
import { notFound } from "../core/access";
import { clientAddress } from "../platform/request/client-address";
import { recordDownload, type FileKind } from "./download-log";
import { parseRangeHeader } from "./range";
import { safeFileName } from "./file-name";
import { DECLARED_LENGTH_HEADER } from "../platform/request/internal-headers";

export type ServedFile = { storageKey: string; originalName: string | null; contentType: string | null; isPublic: boolean };

/** The columns a row's stored file is served by, and the condition that it has one (rather than an external link). */
export const SERVED_FILE = { storageKey: true, originalName: true, contentType: true } as const;
export const HAS_STORED_FILE = { storageKey: { not: null } } as const;

/**
 * The file to serve of the row found among those the caller may see: none (no such row, or a link
 * rather than a stored file) is a 404, so an id is never confirmed. Without `isPublic` it is private.
 */
export function servedFile(
  row: { storageKey: string | null; originalName: string | null; contentType: string | null; isPublic?: boolean } | null,
): ServedFile {
  if (!row?.storageKey) notFound();
  return { storageKey: row.storageKey, originalName: row.originalName, contentType: row.contentType, isPublic: row.isPublic ?? false };
}

/**
 * The HTTP answer for a stored file: streamed from the storage, one byte range when asked (206,
 * or 416 past the end), its length (HEAD included), the original name for the download (with the
 * extension of its type and no invisible characters, rows stored before that rule included), the
 * type sniffed at upload and never sniffed again by the browser. A private file is never kept by a
 * cache.
 */
export async function storedFileResponse(file: ServedFile, request: Request, versioned = false): Promise<Response> {
  const headers = new Headers({
    "content-type": file.contentType ?? "application/octet-stream",
    "content-disposition": contentDisposition(safeFileName(file.originalName ?? "archivo", file.contentType), { inline: versioned }),
    "x-content-type-options": "nosniff",
    "accept-ranges": "bytes",
    "cache-control": versioned ? "public, max-age=31536000, immutable" : file.isPublic ? "public, max-age=300" : "private, no-store",
  });
  const range = parseRangeHeader(request.headers.get("range"));
  let read;
  try {
    read = await storage().get(file.storageKey, range ?? undefined);
  } catch (error) {
    if (error instanceof StorageError && error.code === "range_not_satisfiable") {
      headers.set("content-range", `bytes */${error.size ?? 0}`);
      return new Response(null, { status: 416, headers });
    }
    if (error instanceof StorageError && error.code === "not_found") throw new AppError("not-found", MESSAGES.notFound);
    throw error;
  }
  const length = read.range ? read.range.end - read.range.start + 1 : read.size;
  headers.set("content-length", String(length));
  headers.set(DECLARED_LENGTH_HEADER, String(length));
  if (read.range) headers.set("content-range", `bytes ${read.range.start}-${read.range.end}/${read.size}`);
  const status = read.range ? 206 : 200;
  if (request.method === "HEAD") {
    read.stream.destroy();
    return new Response(null, { status, headers });
  }
  return new Response(Readable.toWeb(read.stream) as ReadableStream, { status, headers });
}

/**
 * The answer to a download of a document's or contract's file the actor may see: the file and,
 * when it is private, its download logged (server/files/download-log.ts decides whether this
 * request is a new download). Every GET that sends bytes counts, whatever its range; a HEAD sends none.
 */
export async function downloadResponse(
  actor: Actor | null,
  kind: FileKind,
  id: string,
  file: ServedFile,
  request: Request,
): Promise<Response> {
  const response = await storedFileResponse(file, request);
  if (file.isPublic || !response.ok || request.method !== "GET") return response;
  try {
    await recordDownload(actor, kind, id, clientAddress(request.headers));
  } catch (error) {
    await response.body?.cancel(); // not served unlogged; the storage's stream is closed
    throw error;
  }
  return response;
}

/**
 * The answer for a public file whose address names its version (an operation's picture or PDF,
 * server/operations/media.ts): shown in the browser, and kept by any cache for a year, since a new
 * file gets a new address.
 */
export function versionedFileResponse(file: ServedFile, request: Request): Promise<Response> {
  return storedFileResponse(file, request, true);
}
