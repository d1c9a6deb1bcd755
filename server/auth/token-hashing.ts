import { createHash } from "node:crypto";
import type { PrismaClient } from "@/generated/prisma/client";

/**
 * Tokens at rest are SHA-256 hashes: a copy of the database (a backup, a read of its tables) must
 * not replay a live session or a one-time link. Hashed: `sessions.token` (the session cookie's
 * value) and `verifications.identifier` (`reset-password:<token>`, the second factor's
 * `2fa-<token>`, …). better-auth has no option for sessions, so the client handed to it is
 * extended here: a token it writes is stored hashed and handed back to it in clear, and every
 * `where` on these columns is hashed before it reaches the database.
 *
 * The library reads the token back from the rows it gets (the session cookie is set from the
 * created row; `findSessions` maps its results by token), so a returned row's hash is replaced by
 * the clear token the same call was given. Rows found by another column (a user's sessions) keep
 * the hash: nothing may hand such a value back to the library as a token, and nothing here turns a
 * hash into a match (a hash given as a token is hashed again).
 *
 * Not `server-only`: the library's instance is built in a module the custom server also loads.
 */
export const hashToken = (token: string): string => createHash("sha256").update(token).digest("hex");

/**
 * A one-time identifier keeps its purpose in clear (`reset-password:`), so that a user's older
 * links of one kind can still be found; the secret after it is hashed.
 */
export function hashIdentifier(identifier: string): string {
  const purpose = /^[a-z-]+:/.exec(identifier)?.[0] ?? "";
  return purpose + hashToken(identifier.slice(purpose.length));
}

const HASHES = { token: hashToken, identifier: hashIdentifier } as const;
type Field = keyof typeof HASHES;
type Clear = Map<string, string>;
type Node = Record<string, unknown>;

const isNode = (value: unknown): value is Node => typeof value === "object" && value !== null && !(value instanceof Date);

function hashed(value: unknown, clear: Clear, field: Field): unknown {
  if (typeof value !== "string") return value;
  const hash = HASHES[field](value);
  clear.set(hash, value);
  return hash;
}

/** A filter on the hashed column: only exact matches can be hashed (equals, in, not). */
function hashFilter(filter: unknown, clear: Clear, field: Field): unknown {
  if (!isNode(filter)) return hashed(filter, clear, field);
  const out: Node = {};
  for (const [op, value] of Object.entries(filter)) {
    if (op === "equals") out[op] = hashed(value, clear, field);
    else if (op === "in" || op === "notIn")
      out[op] = Array.isArray(value) ? value.map((v) => hashed(v, clear, field)) : hashed(value, clear, field);
    else if (op === "not") out[op] = hashFilter(value, clear, field);
    else throw new Error(`A hashed token column can only be matched exactly (got "${op}")`);
  }
  return out;
}

function hashWhere(where: unknown, field: Field, clear: Clear): unknown {
  if (Array.isArray(where)) return where.map((part) => hashWhere(part, field, clear));
  if (!isNode(where)) return where;
  const out: Node = {};
  for (const [key, value] of Object.entries(where)) {
    if (key === field) out[key] = hashFilter(value, clear, field);
    else if (key === "AND" || key === "OR" || key === "NOT") out[key] = hashWhere(value, field, clear);
    else out[key] = value;
  }
  return out;
}

function hashData(data: unknown, field: Field, clear: Clear): unknown {
  if (Array.isArray(data)) return data.map((row) => hashData(row, field, clear));
  if (!isNode(data) || !(field in data)) return data;
  const value = data[field];
  return { ...data, [field]: isNode(value) && "set" in value ? { set: hashed(value.set, clear, field) } : hashed(value, clear, field) };
}

/** Puts back, in the rows returned, the clear token this call was given for each hash. */
function restore(result: unknown, field: string, clear: Clear): unknown {
  if (Array.isArray(result)) return result.map((row) => restore(row, field, clear));
  if (!isNode(result) || typeof result[field] !== "string") return result;
  const token = clear.get(result[field]);
  return token === undefined ? result : { ...result, [field]: token };
}

function hashingQuery(field: Field) {
  return async ({ args, query }: { args: unknown; query: (args: unknown) => Promise<unknown> }) => {
    const clear: Clear = new Map();
    const next: Node = { ...(args as Node) };
    if ("where" in next) next.where = hashWhere(next.where, field, clear);
    for (const key of ["data", "create", "update"] as const) if (key in next) next[key] = hashData(next[key], field, clear);
    return restore(await query(next), field, clear);
  };
}

/** The same client, storing and matching session tokens and one-time identifiers as hashes. */
export function tokenHashingClient(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      session: { $allOperations: hashingQuery("token") },
      verification: { $allOperations: hashingQuery("identifier") },
    },
  }) as unknown as PrismaClient;
}
