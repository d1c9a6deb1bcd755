/**
 * The storage of the session cache (server/auth/session-cache.ts), apart so that server.ts, which
 * cannot import `server-only` modules, can empty it when another instance ends sessions
 * (server/platform/bus/listener.ts). On globalThis: server.ts and Next's bundles load their own copies.
 */
export type SessionEntry<A> = { actor: A; until: number };

const holder = globalThis as typeof globalThis & { __clubSessionCache?: Map<string, SessionEntry<unknown>> };

export function sessionEntries<A>(): Map<string, SessionEntry<A>> {
  holder.__clubSessionCache ??= new Map();
  return holder.__clubSessionCache as Map<string, SessionEntry<A>>;
}

export function clearSessionStore(): void {
  holder.__clubSessionCache?.clear();
}
