import "server-only";
import { AppError, MESSAGES } from "../core/errors";

/** Request bodies above this size are refused with 413 (docs/product.md#the-server-enforces-the-specification-leaves-it-not-shown). */
export const MAX_BODY_BYTES = 64 * 1024;

/** Reads a JSON body of at most `limit` bytes (readBodyBytes). */
export async function readJsonBody(request: Request, limit = MAX_BODY_BYTES): Promise<unknown> {
  const bytes = await readBodyBytes(request, limit, MESSAGES.invalidJson);
  try {
    return JSON.parse(Buffer.from(bytes).toString("utf8"));
  } catch {
    throw new AppError("invalid", MESSAGES.invalidJson);
  }
}

/**
 * Reads a whole body, refusing more than `limit` bytes whatever Content-Length claims (the stream
 * is counted as it arrives and abandoned as soon as it goes over); `missing` is the message when
 * there is no body at all.
 */
export async function readBodyBytes(request: Request, limit: number, missing: string): Promise<Uint8Array> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > limit) throw new AppError("too-large", MESSAGES.tooLarge);
  if (!request.body) throw new AppError("invalid", missing);

  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw new AppError("too-large", MESSAGES.tooLarge);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks);
}
