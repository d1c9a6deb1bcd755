import type { ByteRange } from "../platform/storage";

/**
 * The one byte range a `Range` header asks for, in the storage's terms (RFC 9110 §14.1.2). Null
 * when the header is absent, malformed, invalid (last before first) or asks for several ranges:
 * the whole file is then sent, as HTTP allows. Positions beyond any file (past
 * Number.MAX_SAFE_INTEGER) are clamped to it, so a last position past the end means "to the end"
 * and a first one past the end is unsatisfiable (416), as the RFC says, instead of failing to parse.
 */
export function parseRangeHeader(header: string | null): ByteRange | null {
  const match = header ? /^bytes=(\d*)-(\d*)$/i.exec(header.trim()) : null;
  if (!match) return null;
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return null;
  if (first === "") return { suffix: position(last) };
  if (last === "") return { start: position(first) };
  if (BigInt(last) < BigInt(first)) return null;
  return { start: position(first), end: position(last) };
}

const LARGEST = BigInt(Number.MAX_SAFE_INTEGER);

function position(digits: string): number {
  const value = BigInt(digits);
  return Number(value > LARGEST ? LARGEST : value);
}
