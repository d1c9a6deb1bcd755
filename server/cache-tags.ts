import "server-only";
import { revalidateTag } from "next/cache";
import { bumpPublicCacheEpoch } from "./http/public-cache-epoch";

export const CACHE_TAGS = {
  operations: "operations",
  operation: (slug: string) => `operation:${slug}`,
  settings: "settings",
} as const;

/**
 * Expires the cached public views of operations at once (not stale-while-revalidate), so the next
 * request after a write renders fresh data. Call after any write that changes an operation.
 */
export function invalidateOperations(...slugs: string[]): void {
  bumpPublicCacheEpoch();
  revalidateTag(CACHE_TAGS.operations, { expire: 0 });
  for (const slug of slugs) revalidateTag(CACHE_TAGS.operation(slug), { expire: 0 });
}

export function invalidateSettings(): void {
  bumpPublicCacheEpoch();
  revalidateTag(CACHE_TAGS.settings, { expire: 0 });
}

/** Everything the public pages show, e.g. after the data changed while the server was stopped. */
export function invalidatePublicData(): void {
  invalidateOperations();
  invalidateSettings();
}
