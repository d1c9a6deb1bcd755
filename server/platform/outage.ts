import { StorageError } from "./storage/errors";

/**
 * Which failures mean "a dependency is down, try again shortly" rather than "this request is
 * wrong" or "the code is broken": they answer 503 with `Retry-After` instead of 500. Not
 * `server-only`: the unit tests and server.ts read it.
 */
export type Outage = "database" | "storage";

/** Seconds a client is told to wait before retrying after an outage. */
export const OUTAGE_RETRY_AFTER_SECONDS = 5;

/**
 * Prisma's codes for a database it cannot reach or lost: P1001 can't reach, P1002 timed out,
 * P1008 operation timed out, P1017 server closed the connection, P2024 timed out waiting for a
 * pooled connection, P2037 too many connections.
 */
const PRISMA_CODES = new Set(["P1001", "P1002", "P1008", "P1017", "P2024", "P2037"]);

/** The driver adapter's kinds for the same (@prisma/adapter-pg's `convertDriverError`). */
const ADAPTER_KINDS = new Set(["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout", "TooManyConnections"]);

/**
 * PostgreSQL's SQLSTATEs for a server going away or refusing work: class 08 (connection
 * exception), 57P01–57P03 (admin / crash shutdown, cannot connect now), 53300 (too many
 * connections).
 */
const SQLSTATE = /^(08...|57P0[123]|53300)$/;

/** Node's network error codes for a server that refused, reset or never answered. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
  "ENETUNREACH",
]);

/**
 * The `pg` pool's and client's messages for a lost or unobtainable connection (they carry no
 * code, and the adapter passes them through as they are), and PGlite's once it is closed.
 */
const MESSAGES = [
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^timeout expired$/, // a connection that did not open within its deadline (server/platform/database/open.ts)
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
  /^PGlite is closed/,
  // Prisma's P1001 text, all that is left of the error once it crossed a "use cache" boundary (in development).
  /Can't reach database server at/,
];

type Shape = {
  name?: unknown;
  code?: unknown;
  message?: unknown;
  cause?: unknown;
  errors?: unknown;
  meta?: { driverAdapterError?: { cause?: { kind?: unknown; originalCode?: unknown; code?: unknown } } };
};

/** Whether `error` says the database is unreachable or went away (Prisma's, the adapter's or the driver's error). */
export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (typeof error !== "object" || error === null || depth > 4) return false;
  const e = error as Shape;
  if (typeof e.code === "string" && (PRISMA_CODES.has(e.code) || NETWORK_CODES.has(e.code) || SQLSTATE.test(e.code))) return true;
  const adapter = e.meta?.driverAdapterError?.cause;
  if (adapter) {
    if (typeof adapter.kind === "string" && ADAPTER_KINDS.has(adapter.kind)) return true;
    const sqlState = adapter.originalCode ?? adapter.code;
    if (typeof sqlState === "string" && SQLSTATE.test(sqlState)) return true;
  }
  if (typeof e.message === "string" && MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  // Wrapped (an Error's cause) or one of several attempts (AggregateError: every address refused).
  if (Array.isArray(e.errors) && e.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  return isDatabaseUnavailable(e.cause, depth + 1);
}

export function isStorageUnavailable(error: unknown): boolean {
  return error instanceof StorageError && error.code === "unavailable";
}

/** Which dependency `error` says is down, or null for any other failure. */
export function outageOf(error: unknown): Outage | null {
  if (isStorageUnavailable(error)) return "storage";
  if (isDatabaseUnavailable(error)) return "database";
  return null;
}

/** How long a probe of the database may take before it counts as unavailable. */
export const PROBE_TIMEOUT_MS = 2_000;

/** Whether the database answers `probe` within the deadline (a probe that throws or hangs: no). */
export async function databaseAnswers(probe: () => Promise<unknown>, timeoutMs = PROBE_TIMEOUT_MS): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([probe().then(() => true), deadline]);
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
