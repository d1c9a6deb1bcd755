import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";

const root = path.dirname(new URL(import.meta.url).pathname);

export default defineConfig({
  resolve: {
    alias: [
      { find: /^@\//, replacement: `${root}/` },
      // `server-only` throws outside React Server Components; in tests the server code runs in Node.
      { find: /^server-only$/, replacement: `${root}/tests/helpers/empty-module.ts` },
    ],
  },
  test: {
    environment: "node",
    // standalone/: tests that open a database of their own (an embedded one in a folder or in memory)
    // or none, so `npm run test:pg` leaves them out: DATABASE_URL changes nothing for them.
    include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts", "tests/standalone/**/*.test.ts"],
    globalSetup: ["tests/helpers/migrated-snapshot.ts"],
    setupFiles: ["tests/helpers/setup.ts"],
    env: { DATABASE_URL: process.env.DATABASE_URL || "memory://", NODE_ENV: "test" },
    // One test file per core (each has its own in-memory database). Vitest's default leaves a core
    // free, which on a 2-core machine runs the files one at a time (294 s against 209 s here).
    maxWorkers: os.availableParallelism(),
    // Child processes (Vitest's default pool), not worker threads: threads ran the suite in 360 s
    // against 462 s, but once in five runs V8 aborted the whole run when a thread holding the embedded
    // database's WebAssembly ended ("Check failed: jit_page_->allocations_.erase(addr) == 1").
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
