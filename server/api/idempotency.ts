import "server-only";
import { createHash } from "node:crypto";
import type { IdempotencyKey } from "@/generated/prisma/client";
import { prisma } from "../platform/database/client";
import { AppError } from "../core/errors";

/**
 * `Idempotency-Key` on the POSTs that create club data (issue 28): a client that does not know
 * whether its write landed (the connection was cut, the server restarted) sends it again with the
 * same key, and gets the first answer again, the same id and status, with nothing written twice.
 *
 * The key is kept in the database (`idempotency_keys`), per caller (the signed-in user, or the
 * client's address for a visitor), for 24 hours, so it holds across instances and restarts. The
 * first request claims the key with an insert that only one instance can make; the answer is stored
 * once the handler has answered (a 5xx is not stored: the key is freed, and a retry runs again).
 * The same key with another body, or on another endpoint, is refused (422). A request arriving while
 * the first is still running waits for its answer; one whose first request never finished (its
 * instance stopped mid-write) is told so (409), since running it again could write twice.
 */
export const IDEMPOTENCY_HEADER = "idempotency-key";
const KEY = /^[\x21-\x7e]{1,255}$/;
const KEPT_HOURS = 24;
/** How long a retry waits for the first request's answer, polling every POLL_MS. */
const WAIT_MS = 10_000;
const POLL_MS = 100;
/** A first request still without an answer after this is taken as cut off (no request runs for a minute). */
const ABANDONED_MS = 60_000;

export const IDEMPOTENCY_MESSAGES = {
  invalidKey: "Idempotency-Key no válida: de 1 a 255 caracteres visibles, sin espacios.",
  otherRequest: "Esta Idempotency-Key ya se usó con otra petición. Usa una clave nueva para cada operación.",
  inProgress: "Una petición con esta Idempotency-Key está en curso. Inténtalo de nuevo en unos segundos.",
  unfinished: "La petición con esta Idempotency-Key no llegó a terminar: comprueba si se guardó antes de repetirla con una clave nueva.",
} as const;

/** A kept key, as the database holds it. */
type Stored = IdempotencyKey;

/**
 * Runs `answer` once per key: the first request with `key` runs it and stores its answer; a repeat
 * with the same body gets that answer again (with `Idempotent-Replayed: true`).
 */
export async function once(
  request: Request,
  key: string,
  scope: string,
  body: unknown,
  answer: () => Promise<Response>,
): Promise<Response> {
  if (!KEY.test(key))
    throw new AppError("invalid", IDEMPOTENCY_MESSAGES.invalidKey, { fields: { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_MESSAGES.invalidKey } });
  const db = await prisma();
  const endpoint = `${request.method} ${new URL(request.url).pathname}`;
  const requestHash = createHash("sha256")
    .update(JSON.stringify(body ?? null))
    .digest("hex");
  const id = { scope, key };

  await db.$executeRaw`DELETE FROM idempotency_keys WHERE created_at < now() - ${KEPT_HOURS}::int * interval '1 hour'`;
  const claimed = await db.$executeRaw`
    INSERT INTO idempotency_keys (scope, key, endpoint, request_hash) VALUES (${scope}, ${key}, ${endpoint}, ${requestHash})
    ON CONFLICT (scope, key) DO NOTHING`;
  if (claimed === 1) return runFirst(id, answer);

  for (const started = Date.now(); ;) {
    const stored: Stored | null = await db.idempotencyKey.findUnique({ where: { scope_key: id } });
    if (!stored) return once(request, key, scope, body, answer); // freed meanwhile (its first request failed): claim it
    if (stored.endpoint !== endpoint || stored.requestHash !== requestHash)
      throw new AppError("unprocessable", IDEMPOTENCY_MESSAGES.otherRequest);
    if (stored.status !== null) return replay(stored);
    if (Date.now() - stored.createdAt.getTime() > ABANDONED_MS) throw new AppError("conflict", IDEMPOTENCY_MESSAGES.unfinished);
    if (Date.now() - started > WAIT_MS) throw new AppError("conflict", IDEMPOTENCY_MESSAGES.inProgress, { retryAfterSeconds: 2 });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

async function runFirst(id: { scope: string; key: string }, answer: () => Promise<Response>): Promise<Response> {
  const db = await prisma();
  let response: Response;
  try {
    response = await answer();
  } catch (error) {
    await db.idempotencyKey.delete({ where: { scope_key: id } }).catch(() => {});
    throw error;
  }
  if (response.status >= 500) {
    await db.idempotencyKey.delete({ where: { scope_key: id } }).catch(() => {});
    return response;
  }
  const text = await response.clone().text();
  await db.idempotencyKey.update({
    where: { scope_key: id },
    data: { status: response.status, response: text, contentType: response.headers.get("content-type") },
  });
  return response;
}

function replay(stored: Stored): Response {
  const headers: Record<string, string> = { "idempotent-replayed": "true" };
  if (stored.contentType) headers["content-type"] = stored.contentType;
  return new Response(stored.status === 204 ? null : stored.response, { status: stored.status!, headers });
}
