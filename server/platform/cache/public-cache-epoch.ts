/**
 * A counter shared (on globalThis) by the custom server's response cache and the code that
 * invalidates the public pages' cache tags: every invalidation bumps it, and every response the
 * server kept from an earlier epoch is dropped.
 */
const holder = globalThis as typeof globalThis & { __clubPublicCacheEpoch?: number };

export function publicCacheEpoch(): number {
  return holder.__clubPublicCacheEpoch ?? 0;
}

export function bumpPublicCacheEpoch(): void {
  holder.__clubPublicCacheEpoch = publicCacheEpoch() + 1;
}
