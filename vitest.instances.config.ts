import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";
import { timingsReport } from "./tests/timings/report-file";

/**
 * Two production servers on one PostgreSQL server (tests/instances): started by `npm run test:pg`
 * (scripts/test-postgres.ts), which provides the database, the build and their address.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    globalSetup: [],
    reporters: ["default", ["json", { outputFile: timingsReport("instances") }]],
    projects: undefined,
    include: ["tests/instances/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 60_000,
  },
});
