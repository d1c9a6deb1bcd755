import { defineConfig, devices } from "@playwright/test";
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
  // Two lanes: the functional specs one file at a time (they share the demo rows they change), and
  // beside them the specs that change nothing another spec reads (INDEPENDENT_SPECS).
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
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
      workers: 1,
      use: { ...devices["Desktop Chrome"] },
    },
    // Animations off, so axe reads colours at rest (the other specs here do not mind).
    {
      name: "independent",
      testDir: "tests/e2e",
      testMatch: INDEPENDENT_SPECS,
      dependencies: ["sign-in"],
      workers: 1,
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
