import { promisify } from "node:util";
import zlib from "node:zlib";

const brotli = promisify(zlib.brotliCompress);
const gunzip = promisify(zlib.gunzip);

/** Whether an Accept-Encoding header accepts Brotli (`br`, with no `q=0`). */
export function acceptsBrotli(acceptEncoding: string | string[] | undefined): boolean {
  return String(acceptEncoding ?? "")
    .split(",")
    .some((part) => {
      const [coding, ...params] = part.trim().toLowerCase().split(";");
      if (coding !== "br") return false;
      const q = params.map((param) => param.trim()).find((param) => param.startsWith("q="));
      return q === undefined || Number(q.slice(2)) > 0;
    });
}

/** Brotli off the event loop (zlib's thread pool); `quality` from 0 to 11, the highest by default. */
export function compressBrotli(source: Buffer, quality: number = zlib.constants.BROTLI_MAX_QUALITY): Promise<Buffer> {
  return brotli(source, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: quality, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length },
  });
}

/**
 * A response body re-encoded in Brotli, from the body as sent with `contentEncoding` (gzip or
 * none); null for any other encoding.
 */
export async function reencodeBrotli(body: Buffer, contentEncoding: string | undefined, quality?: number): Promise<Buffer | null> {
  const encoding = (contentEncoding ?? "identity").toLowerCase();
  if (encoding === "gzip") return compressBrotli(await gunzip(body), quality);
  if (encoding === "identity") return compressBrotli(body, quality);
  return null;
}
