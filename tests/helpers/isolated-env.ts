import os from "node:os";
import path from "node:path";

/**
 * The environment of a process a test starts (server, tools, build): only what the test names,
 * plus PATH and HOME, and never the developer's `.env` files. `__NEXT_PROCESSED_ENV` is Next's own
 * mark that the files were already applied: `next build`, `next start` and
 * server/platform/load-env-files.ts then read none, so a secret or a SITE_URL written into `.env` (as the
 * README's production section says) cannot change what a test sees. The clock of a run under
 * tools/clock/at.sh (libfaketime's variables) goes along: every process of a test reads one clock.
 */
export function isolatedEnv(vars: Record<string, string>): NodeJS.ProcessEnv {
  const env: Record<string, string> = {
    PATH: process.env.PATH ?? "",
    HOME: process.env.HOME ?? "",
    NEXT_TELEMETRY_DISABLED: "1",
    __NEXT_PROCESSED_ENV: "true",
    // The demo seed stores its files: never in the developer's .data/files.
    STORAGE_URL: `file:${path.join(os.tmpdir(), `club-test-files-${process.pid}`)}`,
    ...clockOfThisRun(),
    ...vars,
  };
  // Next's types make NODE_ENV required, but a child process may well not have it.
  return env as unknown as NodeJS.ProcessEnv;
}

/** libfaketime's variables (tools/clock/at.sh), when this run reads a shifted clock. */
function clockOfThisRun(): Record<string, string> {
  return Object.fromEntries(
    Object.entries(process.env).filter(
      (entry): entry is [string, string] => /^(LD_PRELOAD|FAKETIME.*)$/.test(entry[0]) && entry[1] !== undefined,
    ),
  );
}
