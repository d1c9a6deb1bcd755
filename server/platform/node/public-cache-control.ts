/**
 * The Cache-Control Next gives its prerendered public pages (cacheLife "max"), for public API
 * answers that cannot be prerendered (their route also accepts writes). The server's response
 * cache keeps them until the public cache tags are invalidated.
 */
export const PUBLIC_CACHE_CONTROL = "s-maxage=2592000, stale-while-revalidate=28944000";
