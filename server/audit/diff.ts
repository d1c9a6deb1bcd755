/**
 * What an audit row says changed: the fields of a before/after pair whose values differ, each with
 * its old and new value, as plain JSON. Secrets never get in: a field whose name says password,
 * hash, token or secret (at any depth), or a storage key, is dropped before anything is compared.
 * Not `server-only`: the command-line tools record their changes too.
 */
export type Snapshot = Record<string, unknown>;
export type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
export type FieldChange = { field: string; from?: Json; to?: Json };

const SECRET_FIELD = /password|hash|token|secret|storagekey/i;

export function isSecretField(name: string): boolean {
  return SECRET_FIELD.test(name);
}

function isDecimal(value: object): value is { toFixed: () => string } {
  // Prisma's Decimal (decimal.js): exact digits as text, never a float.
  return typeof (value as { toFixed?: unknown }).toFixed === "function" && "d" in value && "e" in value;
}

/** A value as JSON: dates as ISO text, decimals as exact decimal strings, secrets left out. */
export function toJson(value: unknown): Json {
  if (value === null || value === undefined) return null;
  if (typeof value === "string" || typeof value === "boolean") return value;
  if (typeof value === "number") return Number.isFinite(value) ? value : String(value);
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value.toISOString();
  if (Array.isArray(value)) return value.map(toJson);
  if (typeof value === "object") {
    if (isDecimal(value)) return value.toFixed();
    const out: { [key: string]: Json } = {};
    for (const [key, item] of Object.entries(value)) if (!isSecretField(key) && item !== undefined) out[key] = toJson(item);
    return out;
  }
  return String(value);
}

const same = (a: Json, b: Json) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The changed fields, in the order the snapshots list them:
 *  - update (both given): the fields whose values differ, `from` and `to`;
 *  - create (no before): every field that has a value, `to` only;
 *  - delete (no after): every field that had a value, `from` only.
 */
export function diffSnapshots(before: Snapshot | null | undefined, after: Snapshot | null | undefined): FieldChange[] {
  const old = before ? (toJson(before) as Record<string, Json>) : null;
  const now = after ? (toJson(after) as Record<string, Json>) : null;
  const fields = [...new Set([...Object.keys(old ?? {}), ...Object.keys(now ?? {})])];
  const changes: FieldChange[] = [];
  for (const field of fields) {
    const from = old?.[field] ?? null;
    const to = now?.[field] ?? null;
    if (old && now) {
      if (!same(from, to)) changes.push({ field, from, to });
    } else if (now) {
      if (to !== null) changes.push({ field, to });
    } else if (from !== null) {
      changes.push({ field, from });
    }
  }
  return changes;
}
