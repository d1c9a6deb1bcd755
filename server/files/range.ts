import type { ByteRange } from "../storage";

/**
 * The one byte range a `Range` header asks for, in the storage's terms. Null when the header is
 * absent, malformed or asks for several ranges: the whole file is then sent, as HTTP allows.
 */
export function parseRangeHeader(header: string | null): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") return { suffix: Number(last) };
  return last === "" ? { start: Number(first) } : { start: Number(first), end: Number(last) };
}
