import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  // The benchmark builds into its own folder so it never disturbs a build in use.
  distDir: process.env.NEXT_DIST_DIR || ".next",
  cacheComponents: true,
  partialPrefetching: true,
  poweredByHeader: false,
  // PGlite and the driver adapters load WASM and native files at run time: keep them out of the bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pglite-prisma-adapter", "@prisma/adapter-pg", "pg"],
  // The footer links to /about (specification §2); the page lives at /how-it-works.
  async redirects() {
    return [{ source: "/about", destination: "/how-it-works", permanent: true }];
  },
  experimental: {
    // A second worker would open the embedded database a second time (see server/database/lock.ts).
    cpus: 1,
    devValidationWorker: false,
    // Validate instant navigation only where a segment asks for it: the signed-in areas read the
    // session on every request and are allowed to wait for it.
    instantInsights: { validationLevel: "manual-warning" },
  },
};

export default nextConfig;
