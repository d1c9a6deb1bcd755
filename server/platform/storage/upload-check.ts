import { Readable } from "node:stream";
import { env } from "../env";
import { toAsyncIterable, type ByteSource } from "./byte-source";
import { FILE_KINDS, sniffFileType, type FileKind, type SniffResult } from "./sniff";

/**
 * Contracts are scans or PDFs; documents may also be Word and Excel files; an operation's picture
 * is a photograph (converted to WebP once received), its full dossier a PDF; an investor's
 * identification (their document's sides, the source of funds' support) a photograph or a PDF.
 */
export type UploadPurpose = "contract" | "document" | "operation-image" | "operation-pdf" | "identity" | "complaint";

export const ALLOWED_KINDS: Record<UploadPurpose, readonly FileKind[]> = {
  contract: ["pdf", "jpeg", "png", "webp"],
  document: ["pdf", "jpeg", "png", "webp", "docx", "xlsx"],
  "operation-image": ["jpeg", "png", "webp"],
  "operation-pdf": ["pdf"],
  identity: ["pdf", "jpeg", "png", "webp"],
  complaint: ["pdf", "jpeg", "png", "webp"],
};

/** The most bytes held in memory to tell a file's type (a ZIP's first entries may come before `word/`). */
export const SNIFF_WINDOW = 1024 * 1024;

export const TYPE_NOT_ALLOWED_MESSAGE = "Tipo de archivo no permitido";

/** A refused upload; `message` is the Spanish text to show on the form field. */
export class UploadRejectedError extends Error {
  constructor(
    readonly reason: "too_large" | "type_not_allowed",
    message: string,
  ) {
    super(message);
    this.name = "UploadRejectedError";
  }
}

export function tooLargeMessage(maxMb: number): string {
  return `El archivo supera el tamaño máximo de ${new Intl.NumberFormat("es-ES").format(maxMb)} MB`;
}

export interface CheckedUpload {
  kind: FileKind;
  /** From the bytes, never from the name or the browser's Content-Type: store and serve this one. */
  contentType: string;
  extension: string;
  /**
   * The whole file, bytes already read included. Fails with UploadRejectedError("too_large") as
   * soon as it passes the limit, so a `put` fed from it stops and stores nothing. Hand it to
   * `storage().put` or destroy it.
   */
  stream: Readable;
}

/**
 * Reads the first bytes of an upload to tell its type and refuses it (UploadRejectedError, before
 * anything is stored) unless the purpose allows that type; then counts the rest as it flows.
 * `maxMb` defaults to UPLOAD_MAX_MB (1 MB = 1,048,576 bytes; a file of exactly the limit passes).
 */
export async function checkUpload(
  body: ByteSource,
  { purpose, maxMb = env().UPLOAD_MAX_MB }: { purpose: UploadPurpose; maxMb?: number },
): Promise<CheckedUpload> {
  const maxBytes = Math.floor(maxMb * 1024 * 1024);
  const tooLarge = () => new UploadRejectedError("too_large", tooLargeMessage(maxMb));
  const iterator = toAsyncIterable(body)[Symbol.asyncIterator]();

  let held = Buffer.alloc(0);
  let heldBytes = 0;
  let ended = false;
  let verdict: SniffResult = "need_more";
  try {
    while (verdict === "need_more") {
      const next = await iterator.next();
      if (next.done) {
        ended = true;
        verdict = sniffFileType(held.subarray(0, heldBytes), true);
        break;
      }
      if (heldBytes + next.value.byteLength > maxBytes) throw tooLarge();
      if (heldBytes + next.value.byteLength > held.length) {
        // Doubling keeps the copying linear when a ZIP arrives in many small chunks.
        const grown = Buffer.allocUnsafe(Math.max(2 * held.length, heldBytes + next.value.byteLength, 4096));
        held.copy(grown, 0, 0, heldBytes);
        held = grown;
      }
      held.set(next.value, heldBytes);
      heldBytes += next.value.byteLength;
      verdict = sniffFileType(held.subarray(0, heldBytes), heldBytes >= SNIFF_WINDOW);
    }
  } catch (error) {
    await iterator.return?.();
    throw error;
  }
  if (verdict === "need_more" || verdict === "unknown" || !ALLOWED_KINDS[purpose].includes(verdict)) {
    await iterator.return?.();
    throw new UploadRejectedError("type_not_allowed", TYPE_NOT_ALLOWED_MESSAGE);
  }

  const head = held.subarray(0, heldBytes);
  async function* whole(): AsyncGenerator<Uint8Array> {
    let bytes = head.length;
    let done = ended;
    try {
      if (head.length > 0) yield head;
      while (!done) {
        const next = await iterator.next();
        if (next.done) {
          done = true;
          break;
        }
        bytes += next.value.byteLength;
        if (bytes > maxBytes) throw tooLarge();
        yield next.value;
      }
    } finally {
      if (!done) await iterator.return?.();
    }
  }

  return { kind: verdict, ...FILE_KINDS[verdict], stream: Readable.from(whole(), { objectMode: false }) };
}
