import "server-only";
import { publishInvalidation } from "../platform/bus/publish";
import { inProcessCopiesTrusted } from "../platform/bus/trust";
import type { Actor } from "../core/actor";
import { clearSessionStore, sessionEntries } from "../platform/cache/session-store";

/**
 * Signed-in actors by session cookie, kept for a few seconds. Resolving a session costs a
 * signature check and two queries (≈3 ms, a quarter of an admin list request), and every page and
 * call of the signed-in areas does it. Writes that end sessions or remove users clear the cache at
 * once (`forgetSessions`), here and, through PostgreSQL's NOTIFY, in every other instance
 * (server/bus); a change made outside the app (`npm run create-admin`) is seen within the TTL.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

/**
 * Wall-clock milliseconds read from the monotonic timer: Next reports the current time read in a
 * render (a warning with a stack trace on every request), but not `performance.now()`.
 */
const now = () => performance.timeOrigin + performance.now();

const entries = () => sessionEntries<Actor>();

export function cachedActor(sessionCookie: string): Actor | undefined {
  if (!inProcessCopiesTrusted()) return undefined;
  const entry = entries().get(sessionCookie);
  if (!entry) return undefined;
  if (entry.until > now()) return entry.actor;
  entries().delete(sessionCookie);
  return undefined;
}

/** Remembers a resolved session, never past its own expiry. Only real sessions are kept. */
export function rememberActor(sessionCookie: string, actor: Actor, sessionExpiresAt: Date): void {
  const cache = entries();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value as string); // the oldest
  cache.set(sessionCookie, { actor, until: Math.min(now() + TTL_MS, sessionExpiresAt.getTime()) });
}

/** Forgets every remembered session, in this process and in every other instance. */
export async function forgetSessions(): Promise<void> {
  clearSessionStore();
  await publishInvalidation({ tags: [], sessions: true });
}
