import path from "node:path";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER } from "next/constants";
import { env } from "./server/platform/env";
import { assertSiteUrlForProduction } from "./server/platform/site-url";

const nextConfig: NextConfig = {
  // The benchmark builds into its own folder so it never disturbs a build in use.
  distDir: env().NEXT_DIST_DIR,
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: env().NEXT_BUILD_TYPECHECK === "off" },
  // PGlite and the driver adapters load WASM and native files at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg", "libxml2-wasm"],
  // The footer links to /about (docs/specification.md §2); the page lives at /how-it-works.
  async redirects() {
    return [{ source: "/about", destination: "/how-it-works", permanent: true }];
  },
  // No legacy polyfills: Next adds a few (Array.prototype.at, Object.hasOwn, flat, fromEntries…) to
  // every page for browsers older than the ones it supports, which all have them.
  turbopack: {
    resolveAlias: { "../build/polyfills/polyfill-module": "./lib/no-polyfills.ts" },
  },
  experimental: {
    // The route cache lives in memory only: every start expires the public pages anyway, and a render
    // stored to disk was a write into the build folder that other processes (a copy of the build,
    // a second instance) might read half-written; a store in memory is also done before Next lets go
    // of the render (docs/decisions.md §16).
    isrFlushToDisk: false,
    // A second worker would open the embedded database a second time (see server/platform/database/lock.ts).
    cpus: 1,
    devValidationWorker: false,
    // Validate instant navigation only where a segment asks for it: the signed-in areas read the
    // session on every request and are allowed to wait for it.
    instantInsights: { validationLevel: "manual-warning" },
  },
};

// SITE_URL is fixed at build time (server/platform/site-url.ts): a production build without it fails here.
// The production server's route cache dates an entry by its request and expires tags at once
// (server/platform/cache/route-cache-handler.ts, compiled by `npm run build`; docs/decisions.md §16).
export default function config(phase: string): NextConfig {
  if (phase === PHASE_PRODUCTION_BUILD) assertSiteUrlForProduction();
  if (phase === PHASE_PRODUCTION_SERVER) return { ...nextConfig, cacheHandler: path.resolve("dist/route-cache-handler.mjs") };
  return nextConfig;
}
