import "server-only";
import { cacheLife, cacheTag } from "next/cache";
import { CACHE_TAGS } from "./cache-tags";
import { findOperationBySlug, listFeaturedOperations, listOperationSlugs, listOperations } from "./operations";
import { readSettings } from "./settings";

/**
 * Cached reads behind the public pages and public API. Entries live until a write invalidates
 * their tag (server/cache-tags.ts), so a visitor never waits on the database and an edit shows at
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

export async function getPublicOperation(slug: string) {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations, CACHE_TAGS.operation(slug));
  return findOperationBySlug(slug);
}

export async function getOperationSlugs() {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.operations);
  return listOperationSlugs();
}

export async function getSiteSettings() {
  "use cache";
  cacheLife("max");
  cacheTag(CACHE_TAGS.settings);
  return readSettings();
}
