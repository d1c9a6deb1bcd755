import "server-only";
import type { Prisma } from "@/generated/prisma/client";
import { prisma } from "../db";

export type RateLimitResult = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/**
 * Fixed-window counter kept in the database, so every app instance shares it. One atomic
 * statement: the row is created, counted up, or restarted when its window has passed.
 */
export async function consumeRateLimit(
  key: string,
  limit: number,
  windowMs: number,
  /** A transaction to count in (the failed sign-in's, with its audit row); default the client. */
  client?: Pick<Prisma.TransactionClient, "$queryRaw">,
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
  if (!row || row.count <= limit) return { allowed: true };
  const resetAt = row.window_start.getTime() + windowMs;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
}

/** The current count of a window without adding to it (0 when none is open). */
export async function peekRateLimit(key: string, windowMs: number): Promise<{ count: number; retryAfterSeconds: number }> {
  const db = await prisma();
  const row = await db.requestThrottle.findUnique({ where: { key } });
  if (!row) return { count: 0, retryAfterSeconds: 0 };
  const resetAt = row.windowStart.getTime() + windowMs;
  if (resetAt <= Date.now()) return { count: 0, retryAfterSeconds: 0 };
  return { count: row.count, retryAfterSeconds: Math.max(1, Math.ceil((resetAt - Date.now()) / 1000)) };
}

export async function clearRateLimit(key: string): Promise<void> {
  const db = await prisma();
  await db.requestThrottle.deleteMany({ where: { key } });
}
