import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "../db";

/** One counted request: its place in the window (`count`), and which window (to forgive it later). */
export type Counted = { key: string; count: number; windowStart: Date };
export type RateLimitResult = ({ allowed: true } | { allowed: false; retryAfterSeconds: number }) & { counted: Counted | null };

type Client = Pick<Prisma.TransactionClient, "$queryRaw" | "$executeRaw">;

/**
 * Fixed-window counter kept in the database, so every app instance shares it. One atomic
 * statement: the row is created, counted up, or restarted when its window has passed. The request
 * is counted before anything else is done with it, so concurrent requests each get their own
 * place in the window, and the (limit + 1)th is refused however many arrive at once.
 */
export async function consumeRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  /** A transaction to count in; default the client. */
  client?: Client,
): Promise<RateLimitResult> {
  const db = client ?? (await prisma());
  const rows = await db.$queryRaw<{ count: number; window_start: Date }[]>`
    INSERT INTO request_throttles (key, count, window_start)
    VALUES (${key}, 1, now())
    ON CONFLICT (key) DO UPDATE SET
      count = CASE WHEN request_throttles.window_start <= now() - ${windowMs}::int * interval '1 millisecond'
                   THEN 1 ELSE request_throttles.count + 1 END,
      window_start = CASE WHEN request_throttles.window_start <= now() - ${windowMs}::int * interval '1 millisecond'
                   THEN now() ELSE request_throttles.window_start END
    RETURNING count, window_start`;
  const row = rows[0];
  const counted = row ? { key, count: row.count, windowStart: row.window_start } : null;
  if (!row || row.count <= limit) return { allowed: true, counted };
  const resetAt = row.window_start.getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)), counted };
}

/**
 * Takes `amount` requests back off the window `counted` was counted in (never below zero, and
 * nothing once that window has been restarted). Requests counted after it stay counted.
 */
export async function forgiveRateLimit(counted: Counted, amount: number, client?: Client): Promise<void> {
  const db = client ?? (await prisma());
  await db.$executeRaw`
    UPDATE request_throttles SET count = GREATEST(count - ${amount}::int, 0)
    WHERE key = ${counted.key} AND window_start = ${counted.windowStart}`;
}
