import { defineConfig } from "vitest/config";
import base from "./vitest.config.ts";
import { timingsReport } from "./tests/timings/report-file";

/**
 * `npm run test:production`: the README's production section followed as a new user would, with
 * a real `npm run build` (minutes), so it is kept out of `npm test` and run by `.ci/run`.
 */
export default defineConfig({
  ...base,
  test: {
    ...base.test,
    globalSetup: [],
    reporters: ["default", ["json", { outputFile: timingsReport("production") }]],
    projects: undefined,
    include: ["tests/production/**/*.test.ts"],
    fileParallelism: false,
  },
});
