import { createRequire } from "node:module";
import { cacheClock, requestContext } from "../request/request-context";

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
 *    `expireTagsNow` (server/platform/cache/cache-tags.ts) writes the expiry into Next's table of expired tags, the
 *    one that its route cache and `'use cache'` consult, before the write's answer leaves.
 *  - **One clock.** Next compares expiries with `performance.timeOrigin + performance.now()` but
 *    dates entries and `revalidateTag`'s expiries with `Date.now()`. The two differ by a few
 *    milliseconds, either way: an expiry dated ahead of the comparison clock is "in the future", so
 *    the page was only stale and Next served the old render while revalidating; dated behind, it
 *    could land before the render it should expire. Here both are on the comparison clock.
 *  - **No render from before an expiry is handed to a request after it.** Next shares one render
 *    of a page among the requests that ask for it while it is under way, and that render can
 *    outlive the response of the request that began it (its entry is stored after the response
 *    has gone). A request arriving after an edit was given the render that read the row before
 *    it. Here a lookup waits until such a render is stored (it is then expired), so the request
 *    renders the page afresh.
 *
 * Compiled to `dist/route-cache-handler.mjs` by `npm run build` and named as `cacheHandler` by
 * next.config.ts for the production server only. Everything else is Next's file-system cache
 * (a subclass: same memory and disk behaviour, same seeding from the build).
 */
type CacheEntry = { value: unknown; lastModified: number };
type TagDurations = { expire?: number };
type FileSystemCacheClass = new (context: unknown) => {
  get(key: string, context: unknown): Promise<unknown>;
  set(key: string, data: unknown, context: unknown): Promise<void>;
  revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void>;
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

/**
 * How long a lookup waits at most for a render begun before an expiry: a public page renders in
 * well under a second. A lookup that finds nothing to render into the cache (a page Next does not
 * keep) leaves a render that is never stored; after this it is no longer waited for.
 */
const RENDER_WAIT_MS = 2_000;

/** A render under way: from the lookup that missed to its entry being stored. */
type Render = { startedAt: number; until: number; stored: Promise<void>; finish: () => void };
const renders = new Map<string, Render>();
/** When a tag last expired, on the comparison clock. */
let lastExpiry = 0;

/** Expires `tags` in this process now, for Next's route cache and its `'use cache'` entries alike. */
export function expireTagsNow(tags: readonly string[]): void {
  const now = cacheClock();
  const manifest = next.tagsManifest.tagsManifest;
  for (const tag of tags) manifest.set(tag, { ...manifest.get(tag), expired: now });
  lastExpiry = now;
}

/** Past this many renders remembered, the ones no longer waited for are forgotten (a scan of unknown addresses). */
const MAX_REMEMBERED = 1_000;

function beginRender(key: string): void {
  if (renders.has(key)) return; // this request will be given that render, and waited for as that one
  if (renders.size >= MAX_REMEMBERED) {
    const now = cacheClock();
    for (const [remembered, render] of renders) if (render.until <= now) renders.delete(remembered);
  }
  const startedAt = requestContext()?.startedAt ?? cacheClock();
  let finish = () => {};
  const stored = new Promise<void>((resolve) => (finish = resolve));
  renders.set(key, { startedAt, until: cacheClock() + RENDER_WAIT_MS, stored, finish });
}

/** Waits for a render of `key` begun before the last expiry, until it is stored and Next has let go of it. */
async function renderFromBefore(key: string): Promise<void> {
  const render = renders.get(key);
  if (!render) return;
  const left = render.until - cacheClock();
  if (left <= 0) return void renders.delete(key);
  if (render.startedAt >= lastExpiry) return;
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([render.stored, new Promise((resolve) => (timer = setTimeout(resolve, left)))]);
  clearTimeout(timer);
  if (renders.get(key) === render) renders.delete(key);
  await new Promise(setImmediate); // Next settles the shared render's promise in the microtasks after the store
}

export default class RouteCacheHandler extends FileSystemCache {
  override async get(key: string, context: unknown): Promise<unknown> {
    await renderFromBefore(key);
    const found = await super.get(key, context);
    if (!found) beginRender(key);
    return found;
  }

  override async set(key: string, data: unknown, context: unknown): Promise<void> {
    const startedAt = requestContext()?.startedAt;
    const stored = super.set(key, data, context); // puts the entry in memory before its first await
    const entry = FileSystemCache.memoryCache?.get(key);
    if (entry && entry.value === data) entry.lastModified = startedAt ?? cacheClock();
    await stored;
    const render = renders.get(key);
    if (render) {
      renders.delete(key);
      render.finish();
    }
  }

  /** What Next's `revalidateTag` does (stale now; expired now, or after `expire` seconds), on the comparison clock. */
  override async revalidateTag(tags: string | string[], durations?: TagDurations): Promise<void> {
    const now = cacheClock();
    const manifest = next.tagsManifest.tagsManifest;
    if (!durations || durations.expire === 0) lastExpiry = now;
    for (const tag of typeof tags === "string" ? [tags] : tags) {
      const entry = manifest.get(tag);
      if (!durations) manifest.set(tag, { ...entry, expired: now });
      else
        manifest.set(tag, { ...entry, stale: now, ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }) });
    }
  }
}

/** Where server/platform/cache/cache-tags.ts, inside Next's bundles, finds `expireTagsNow` (this module is loaded by Next itself). */
(globalThis as typeof globalThis & { __clubExpireTagsNow?: typeof expireTagsNow }).__clubExpireTagsNow = expireTagsNow;
