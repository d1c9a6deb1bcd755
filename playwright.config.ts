import os from "node:os";
import { defineConfig, devices } from "@playwright/test";
import { timingsReport } from "./tests/timings/report-file";
import { CHROMIUM_ARGS, testBrowserPath } from "./tools/bench/lib/chromium";
import { E2E_PREPARED, E2E_SERVER_ENV, E2E_URL as baseURL, PREPARE_E2E_SERVER, START_E2E_SERVER } from "./tests/e2e/server";

/**
 * Specs that write no row another spec reads (at most a session of their own): axe on every page
 * and dialog, the Content Security Policy walk, the guards of the signed-in areas, the keyboard
 * sign-in, the hardening of the cached routes, the JavaScript budget, the theme and phone menu.
 */
const INDEPENDENT_SPECS = [
  /\/a11y\/.*\.spec\.ts$/,
  /\/auth\/(csp|guard|keyboard)\.spec\.ts$/,
  /\/public\/(hardening|js-budget|theme-and-mobile)\.spec\.ts$/,
];

export default defineConfig({
  testDir: "tests/e2e",
  // Every spec file on any worker, one worker per core: each functional spec changes only rows of its
  // own (its own investors, operations and movements, made over the API) and reads the demo's rows no
  // spec changes; a club-wide setting a spec must change for a moment is held under a lock the other
  // workers wait for (tests/e2e/exclusive.ts). Tests of one functional file stay in order (a later one
  // may read what an earlier one made); the independent specs' tests spread over the workers too.
  fullyParallel: false,
  workers: os.availableParallelism(),
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  // The JSON report is read by `npm run test:timings`.
  reporter: [["list"], ["json", { outputFile: timingsReport("e2e") }], ...(process.env.CI ? [] : [["html", { open: "never" }] as const])],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL,
    locale: "es-ES",
    timezoneId: "Europe/Madrid",
    // Recorded only when a failed test is run again (CI retries once): recording every test (its
    // screenshots and DOM snapshots) cost the browser about a fifth of the suite's time.
    trace: "on-first-retry",
    launchOptions: {
      executablePath: testBrowserPath(),
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    // Signs in once per role and saves the session for the specs (tests/e2e/auth/helpers.ts, SIGNED_IN).
    { name: "sign-in", testMatch: /sign-in\.setup\.ts$/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "functional",
      testDir: "tests/e2e",
      testIgnore: [...INDEPENDENT_SPECS, /sign-in\.setup\.ts$/],
      dependencies: ["sign-in"],
      use: { ...devices["Desktop Chrome"] },
    },
    // Animations off, so axe reads colours at rest (the other specs here do not mind).
    {
      name: "independent",
      testDir: "tests/e2e",
      testMatch: INDEPENDENT_SPECS,
      dependencies: ["sign-in"],
      fullyParallel: true,
      use: { ...devices["Desktop Chrome"], reducedMotion: "reduce" },
    },
  ],
  // A production build on its own database and build folder, so a developer's server is untouched.
  // The test database asks for the demo data itself (`reset --yes` deletes it, migrates and seeds):
  // a production build never seeds. The build is the README's `npm run build` (test:production in CI
  // starts its servers from it too); the server is the compiled one `npm start` runs (dist/server.mjs).
  // `create-admin` adds an administrator with no second factor yet (NEW_ADMIN in tests/e2e/auth/helpers.ts).
  webServer: {
    // `npm test` prepares the server while Vitest runs (scripts/test.ts); alone, Playwright does.
    command: process.env[E2E_PREPARED] ? START_E2E_SERVER : `${PREPARE_E2E_SERVER} && ${START_E2E_SERVER}`,
    url: `${baseURL}/api/operations`,
    timeout: 400_000,
    reuseExistingServer: !process.env.CI,
    stdout: "ignore",
    stderr: "pipe",
    env: E2E_SERVER_ENV,
  },
});
