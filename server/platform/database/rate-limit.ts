import "server-only";
import { prisma } from "./client";

/** One counted request: its place in the window (`count`), and which window (to forgive it later). */
export type Counted = { key: string; count: number; windowStart: Date };
type CountRow = { key: string; count: number; window_start: Date };
export type RateLimitResult = ({ allowed: true } | { allowed: false; retryAfterSeconds: number }) & { counted: Counted | null };

/**
 * Fixed-window counter kept in the database, so every app instance shares it. One atomic
 * statement: the row is created, counted up, or restarted when its window has passed. The request
 * is counted before anything else is done with it, so concurrent requests each get their own
 * place in the window, and the (limit + 1)th is refused however many arrive at once.
 */
export async function consumeRateLimit(key: string, limit: number, windowMs: number): Promise<RateLimitResult> {
  return (await consumeRateLimits([{ key, limit }], windowMs))[0]!;
}

/** A key to count a request against, and how many requests it allows in the window. */
export type RateLimitKey = { key: string; limit: number };

/**
 * Counts one request against up to three keys (a challenge, an account, a client) in one
 * statement, so the counts rise together or not at all, without holding a transaction open: a
 * burst of hundreds waits only for the rows' locks, taken in the keys' order so that two bursts
 * cannot deadlock. Each key has its own limit; the results come back in the order of `keys`.
 */
export async function consumeRateLimits(keys: readonly RateLimitKey[], windowMs: number): Promise<RateLimitResult[]> {
  if (keys.length < 1 || keys.length > 3) throw new Error("consumeRateLimits: one to three keys");
  const db = await prisma();
  const [first, second = null, third = null] = keys.map((entry) => entry.key).sort();
  // One statement for one to three keys, with the values as parameters (no Prisma.sql fragments: their
  // nesting failed in the production copy with "syntax error at or near $1").
  const rows = await db.$queryRaw<CountRow[]>`
    INSERT INTO request_throttles (key, count, window_start)
    SELECT k, 1, now() FROM (VALUES (${first}::text), (${second}::text), (${third}::text)) AS counted(k) WHERE k IS NOT NULL ORDER BY k
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN request_throttles.window_start <= now() - ${windowMs}::int * interval '1 millisecond'
                   THEN 1 ELSE request_throttles.count + 1 END,
      window_start = CASE WHEN request_throttles.window_start <= now() - ${windowMs}::int * interval '1 millisecond'
                   THEN now() ELSE request_throttles.window_start END
    RETURNING key, count, window_start`;
  return keys.map(({ key, limit }) => {
    const row = rows.find((candidate) => candidate.key === key);
    const counted = row ? { key, count: row.count, windowStart: row.window_start } : null;
    if (!row || row.count <= limit) return { allowed: true, counted };
    const resetAt = row.window_start.getTime() + windowMs;
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)), counted };
  });
}

/**
 * Takes `amount` requests back off the window `counted` was counted in (never below zero, and
 * nothing once that window has been restarted). Requests counted after it stay counted.
 */
export async function forgiveRateLimit(counted: Counted, amount: number): Promise<void> {
  const db = await prisma();
  await db.$executeRaw`
    UPDATE request_throttles SET count = GREATEST(count - ${amount}::int, 0)
    WHERE key = ${counted.key} AND window_start = ${counted.windowStart}`;
}
