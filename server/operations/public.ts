import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "../platform/cache/cache-tags";
import { findOperationBySlug, listFeaturedOperations, listOperationSlugs, listOperations } from "./queries";
import { isPossibleSlug } from "@/lib/slug";
import { findOperationCase } from "./case";

/**
 * Cached reads behind the public pages and public API. Entries live until a write invalidates
 * their tag (server/platform/cache/cache-tags.ts), so a visitor never waits on the database and an edit shows at
 * once. Returned values are plain DTOs (no Decimal or Date instances survive a cache round trip).
 */

export async function getPublicOperations() {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations);
  return listOperations();
}

export async function getFeaturedOperations() {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations);
  return listFeaturedOperations();
}

async function getCachedOperation(slug: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations, CACHE_TAGS.operation(slug));
  return findOperationBySlug(slug);
}

async function getCachedOperationCase(slug: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations, CACHE_TAGS.operation(slug));
  return findOperationCase(slug);
}

/**
 * A read by public address, null for an unknown slug. A slug no operation can have (empty, over 200
 * characters, control characters such as a NUL, which the database would refuse) is not looked up,
 * nor cached.
 */
function bySlug<T>(read: (slug: string) => Promise<T>) {
  return async (slug: string): Promise<T | null> => (isPossibleSlug(slug) ? read(slug) : null);
}

/** The operation of a public address. */
export const getPublicOperation = bySlug(getCachedOperation);

/** The court case and return scenarios of a public operation. */
export const getPublicOperationCase = bySlug(getCachedOperationCase);

export async function getOperationSlugs() {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations);
  return listOperationSlugs();
}

/**
 * Slugs to prerender at build time: none but a placeholder that no real slug can equal (slugs never
 * contain "_"; it renders as not found), which Cache Components wants. Every detail page is rendered
 * on its first visit from the route's shell and kept in the route cache until an operation changes.
 *
 * A real operation prerendered by the build broke the client's navigation to it: the build saw its
 * page whole (`compute: static`, with a static `.rsc` prefetch route); the server expires the public
 * pages when it starts, the page was rendered again with its dynamic parts postponed, and a link from
 * /operations then read the static `.rsc` and ended in "Connection closed" («Algo ha salido mal»;
 * Next's issue #98555 describes the same). Prerendering bought nothing, since every start expires those
 * pages anyway. `next dev` never prerenders.
 */
export const PLACEHOLDER_SLUG = "__sin-operaciones";

export async function operationStaticParams(): Promise<{ slug: string }[]> {
  return [{ slug: PLACEHOLDER_SLUG }];
}
