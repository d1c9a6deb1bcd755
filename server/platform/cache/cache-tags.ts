import "server-only";
import { revalidateTag } from "next/cache";
import { publishInvalidation } from "../bus/publish";
import { bumpPublicCacheEpoch } from "./public-cache-epoch";

export const CACHE_TAGS = {
  operations: "operations",
  operation: (slug: string) => `operation:${slug}`,
  settings: "settings",
} as const;

/** Every tag the public pages depend on as a whole (each operation's own tag aside). */
export const PUBLIC_TAGS = [CACHE_TAGS.operations, CACHE_TAGS.settings];

/**
 * Expires the cached public views of operations at once (not stale-while-revalidate), so the next
 * request after a write renders fresh data, here and in every other instance (server/bus). Call
 * after any write that changes an operation, and await it.
 */
export async function invalidateOperations(...slugs: string[]): Promise<void> {
  await invalidate([CACHE_TAGS.operations, ...slugs.map(CACHE_TAGS.operation)]);
}

export async function invalidateSettings(): Promise<void> {
  await invalidate([CACHE_TAGS.settings]);
}

/**
 * Expires `tags` in this process only: Next's cache and server.ts's copy of public responses.
 * What another instance's notification (or the start-up refresh) asks for. The production server's
 * cache handler expires them at once (server/platform/cache/route-cache-handler.ts), before the copy's epoch
 * moves on, so no request that starts after this call can be answered from an entry made before
 * it; `revalidateTag` alone would only do it after the response (and in development it is all
 * there is).
 */
export function expireTagsLocally(tags: readonly string[]): void {
  expireTagsNow()?.(tags);
  bumpPublicCacheEpoch();
  for (const tag of tags) revalidateTag(tag, { expire: 0 });
}

const expireTagsNow = () =>
  (globalThis as typeof globalThis & { __clubExpireTagsNow?: (tags: readonly string[]) => void }).__clubExpireTagsNow;

async function invalidate(tags: string[]): Promise<void> {
  expireTagsLocally(tags);
  await publishInvalidation({ tags, sessions: false });
}
