import { StorageError } from "./errors";

/**
 * A byte range as HTTP states it: `{ start, end? }` (inclusive end, open-ended when absent) or
 * `{ suffix: n }` for the last n bytes.
 */
export type ByteRange = { start: number; end?: number } | { suffix: number };

/** Inclusive offsets inside an object, `end` clamped to its last byte. */
export interface ResolvedRange {
  start: number;
  end: number;
}

/** Resolves a range against an object's size; throws `range_not_satisfiable` (416) when no byte of it exists. */
export function resolveRange(range: ByteRange, size: number): ResolvedRange {
  const unsatisfiable = () => new StorageError("range_not_satisfiable", `Range not satisfiable for ${size} bytes`, size);
  if ("suffix" in range) {
    if (!Number.isSafeInteger(range.suffix) || range.suffix <= 0 || size === 0) throw unsatisfiable();
    return { start: Math.max(0, size - range.suffix), end: size - 1 };
  }
  const { start, end } = range;
  if (!Number.isSafeInteger(start) || start < 0 || start >= size) throw unsatisfiable();
  if (end !== undefined && (!Number.isSafeInteger(end) || end < start)) throw unsatisfiable();
  return { start, end: Math.min(end ?? size - 1, size - 1) };
}
