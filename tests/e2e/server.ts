/**
 * The end-to-end suite's production server: its environment, how it is prepared (a fresh demo
 * database with a second administrator, then `npm run build`) and how it starts. Read by
 * playwright.config.ts and by `npm test` (scripts/test.ts), which prepares it while Vitest runs.
 */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 3100);
export const E2E_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server's mailbox (tests/e2e/mail-catcher.mjs): what it sends arrives there as JSON files. */
export const E2E_SMTP_PORT = E2E_PORT + 25;
export const E2E_MAIL_DIR = ".data/e2e-mail";

export const E2E_SERVER_ENV = {
  DATABASE_URL: "file:.data/e2e",
  STORAGE_URL: "file:.data/e2e-files",
  NEXT_DIST_DIR: ".next-e2e",
  NEXT_BUILD_TYPECHECK: "off",
  PORT: String(E2E_PORT),
  HOSTNAME: "127.0.0.1",
  SITE_URL: E2E_URL,
  NEXT_TELEMETRY_DISABLED: "1",
  BETTER_AUTH_SECRET: "e2e-secret-only-for-the-test-server-0123456789",
  __NEXT_PROCESSED_ENV: "true",
  SMTP_URL: `smtp://127.0.0.1:${E2E_SMTP_PORT}`,
  E2E_SMTP_PORT: String(E2E_SMTP_PORT),
  E2E_MAIL_DIR,
};

export const PREPARE_E2E_SERVER =
  "tsx scripts/db.ts reset --yes && tsx scripts/create-admin.ts --email nuevo.admin@e2e.example --password clave-del-nuevo-admin --first-name Nuevo --last-name Administrador > /dev/null && tsx scripts/create-admin.ts --email segunda.admin@e2e.example --password clave-de-la-segunda-admin --first-name Segunda --last-name Administradora > /dev/null && tsx tests/e2e/backdated-rows.ts && npm run --silent build";

// In parentheses: after `PREPARE_E2E_SERVER &&` the & would otherwise send the whole preparation to the background.
export const START_E2E_SERVER = "(node tests/e2e/mail-catcher.mjs & NODE_ENV=production node --enable-source-maps dist/server.mjs)";

/** Set by `npm test` once it has prepared the server: Playwright then only starts it. */
export const E2E_PREPARED = "E2E_SERVER_PREPARED";
