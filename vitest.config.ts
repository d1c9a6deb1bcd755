import os from "node:os";
import path from "node:path";
import { defineConfig } from "vitest/config";
import { timingsReport } from "./tests/timings/report-file";

const root = path.dirname(new URL(import.meta.url).pathname);

/**
 * Files that replace modules (vi.mock) or the environment (vi.stubEnv) for themselves, or measure the
 * process's memory (the storage contract's probe: another file's buffers would be counted).
 */
const OWN_MODULES = [
  "tests/integration/storage-contract.test.ts",
  "tests/unit/admin-entity.test.tsx",
  "tests/unit/data-table.test.tsx",
  "tests/integration/clerk-provider.test.ts",
  "tests/integration/audit-rollback.test.ts",
  "tests/integration/protected-pages.test.ts",
  "tests/integration/trusted-proxy.test.ts",
];

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
    globalSetup: ["tests/helpers/database-snapshots.ts"],
    setupFiles: ["tests/helpers/setup.ts"],
    env: { DATABASE_URL: process.env.DATABASE_URL || "memory://", NODE_ENV: "test" },
    // Each file's time, for `npm run test:timings`: the same files run on PostgreSQL by `npm run test:pg`.
    reporters: [
      "default",
      ["json", { outputFile: timingsReport(process.env.DATABASE_URL?.startsWith("postgres") ? "postgresql" : "vitest") }],
    ],
    // One test file per core (each has its own in-memory database). Vitest's default leaves a core
    // free, which on a 2-core machine runs the files one at a time (294 s against 209 s here).
    maxWorkers: os.availableParallelism(),
    // Child processes (Vitest's default pool), not worker threads: threads ran the suite in 360 s
    // against 462 s, but once in five runs V8 aborted the whole run when a thread holding the embedded
    // database's WebAssembly ended ("Check failed: jit_page_->allocations_.erase(addr) == 1").
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      // The unit and integration files share each worker's loaded modules (`isolate: false`): loading
      // the app, Prisma and the embedded engine again for every file was two thirds of the suite's
      // time (630 s against 237 s here). Each file still gets its own database and storage, and the
      // app's process state is dropped after it (tests/helpers/setup.ts). The files that mock modules
      // or stub the environment, and the standalone ones (their own databases and processes), keep a
      // process of their own.
      {
        extends: true,
        test: {
          name: "shared",
          include: ["tests/unit/**/*.test.{ts,tsx}", "tests/integration/**/*.test.ts"],
          exclude: OWN_MODULES,
          isolate: false,
        },
      },
      { extends: true, test: { name: "isolated", include: ["tests/standalone/**/*.test.ts", ...OWN_MODULES] } },
    ],
  },
});
