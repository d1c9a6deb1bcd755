import { createRequire } from "node:module";
import { cacheClock, requestContext } from "../log/request-context";

/**
 * Next's own route cache (the rendered public pages and cached API answers), with two changes that
 * keep an edit from being hidden behind a render that read the data before it (docs/decisions.md §16):
 *
 *  - **An entry is as old as the request that rendered it.** Next dates an entry when it is stored,
 *    so a render that read the old row, then finished after the edit expired its tags, was kept as
 *    fresh until the next edit. Here the entry is dated when its request arrived (server.ts's
 *    request context): any expiry after that makes it stale, as Next already does for `'use cache'`.
 *  - **An expiry takes effect at once.** In a route handler `revalidateTag` only queues the expiry
 *    and runs it after the response has gone (`waitUntil`), so the client that saved could read the
 *    old page, and a render starting in between was cached with the new epoch of the response copy.
 *    `expireTagsNow` (server/cache-tags.ts) writes the expiry into Next's table of expired tags, the
 *    one that its route cache and `'use cache'` consult, before the write's answer leaves.
 *
 * Compiled to `dist/route-cache-handler.mjs` by `npm run build` and named as `cacheHandler` by
 * next.config.ts for the production server only. Everything else is Next's file-system cache
 * (a subclass: same memory and disk behaviour, same seeding from the build).
 */
type CacheEntry = { value: unknown; lastModified: number };
type FileSystemCacheClass = new (context: unknown) => {
  set(key: string, data: unknown, context: unknown): Promise<void>;
};
type NextInternals = {
  fileSystemCache: { default: FileSystemCacheClass & { memoryCache?: { get(key: string): CacheEntry | undefined } } };
  tagsManifest: { tagsManifest: Map<string, { expired?: number; stale?: number }> };
};

const require = createRequire(import.meta.url);
const next: NextInternals = {
  fileSystemCache: require("next/dist/server/lib/incremental-cache/file-system-cache.js"),
  tagsManifest: require("next/dist/server/lib/incremental-cache/tags-manifest.external.js"),
};
const FileSystemCache = next.fileSystemCache.default;

/** Expires `tags` in this process now, for Next's route cache and its `'use cache'` entries alike. */
export function expireTagsNow(tags: readonly string[]): void {
  const now = cacheClock();
  const manifest = next.tagsManifest.tagsManifest;
  for (const tag of tags) manifest.set(tag, { ...manifest.get(tag), expired: now });
}

export default class RouteCacheHandler extends FileSystemCache {
  override async set(key: string, data: unknown, context: unknown): Promise<void> {
    const startedAt = requestContext()?.startedAt;
    const stored = super.set(key, data, context); // puts the entry in memory before its first await
    const entry = FileSystemCache.memoryCache?.get(key);
    if (entry && entry.value === data && startedAt !== undefined) entry.lastModified = Math.min(entry.lastModified, startedAt);
    await stored;
  }
}

/** Where server/cache-tags.ts, inside Next's bundles, finds `expireTagsNow` (this module is loaded by Next itself). */
(globalThis as typeof globalThis & { __clubExpireTagsNow?: typeof expireTagsNow }).__clubExpireTagsNow = expireTagsNow;
