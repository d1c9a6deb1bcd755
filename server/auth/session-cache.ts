import "server-only";
import type { Actor } from "./actor";

/**
 * Signed-in actors by session cookie, kept for a few seconds. Resolving a session costs a
 * signature check and two queries (≈3 ms, a quarter of an admin list request), and every page and
 * call of the signed-in areas does it. Writes of this process that end sessions or remove users
 * clear the cache at once (`forgetSessions`); a change made by another process (a second
 * instance, `npm run create-admin`) is seen within the TTL.
 */
const TTL_MS = 5_000;
const MAX_ENTRIES = 1_000;

type Entry = { actor: Actor; until: number };

/**
 * Wall-clock milliseconds read from the monotonic timer: Next reports the current time read in a
 * render (a warning with a stack trace on every request), but not `performance.now()`.
 */
const now = () => performance.timeOrigin + performance.now();

// On globalThis: the custom server and Next's bundles each load their own copy of this module.
const holder = globalThis as typeof globalThis & { __clubSessionCache?: Map<string, Entry> };
const entries = () => (holder.__clubSessionCache ??= new Map());

export function cachedActor(sessionCookie: string): Actor | undefined {
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

export function forgetSessions(): void {
  entries().clear();
}
