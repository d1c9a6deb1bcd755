/**
 * The benchmark's own state, isolated from a developer's: the embedded database in `.data/bench`
 * and the build in `.next-bench`. Preparing means: a fresh database (migrated and seeded), the
 * Prisma client generated, then `next build` — whose output is shown only when it fails.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { guardGeneratedFiles } from "./generated-files";
import { registerCleanup, runStep } from "./processes";
import type { BenchOptions } from "./options";

export const BENCH_DATA_DIR = ".data/bench";
export const BENCH_DIST_DIR = ".next-bench";

export type PreparedState = { built: boolean; steps: Record<string, number>; buildLog?: string };

/**
 * The production server refuses to start without a sign-in secret (server/auth/config.ts): unless
 * the environment provides one, the benchmark makes up a throwaway one per run.
 */
const AUTH_SECRET = process.env.BETTER_AUTH_SECRET || randomBytes(32).toString("base64");

/** Environment shared by every step and by the server: only the bench's own paths and port. */
export function benchEnv(options: BenchOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${BENCH_DATA_DIR}`,
    NEXT_DIST_DIR: BENCH_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: `http://${options.host}:${options.port}`,
    BETTER_AUTH_SECRET: AUTH_SECRET,
  };
  for (const name of ["NODE_ENV", "PORT", "HOSTNAME", "NODE_OPTIONS"]) delete env[name];
  return env;
}

function lockOwner(dataDir: string): number | undefined {
  // Same convention as server/database/lock.ts: `<dir>.lock` next to the directory, holding a pid.
  const file = path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0); // existence check only, sends nothing
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

function resetDatabase(root: string): void {
  const dataDir = path.join(root, BENCH_DATA_DIR);
  const owner = lockOwner(dataDir);
  if (owner !== undefined) {
    throw new Error(`${BENCH_DATA_DIR} is open in process ${owner} (another benchmark?); refusing to delete it.`);
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { force: true }); // stale (its owner is gone)
}

export async function prepare(root: string, options: BenchOptions): Promise<PreparedState> {
  const env = benchEnv(options);
  const step = { cwd: root, env };
  const hasBuild = fs.existsSync(path.join(root, BENCH_DIST_DIR, "BUILD_ID"));
  const build = options.build || !hasBuild;
  if (!options.build && !hasBuild) console.log(`• --no-build, but ${BENCH_DIST_DIR} has no build: building anyway`);
  // A reused build goes with the database it was pre-rendered from; a new build starts afresh.
  if (build || !fs.existsSync(path.join(root, BENCH_DATA_DIR))) resetDatabase(root);

  const steps: Record<string, number> = {};
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  steps.generate = (await runStep("prisma generate", npm, ["run", "--silent", "db:generate"], { ...step, timeoutMs: 120_000 })).seconds;
  // Seeding happens only outside production: the setup step runs as development.
  const setupEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: "development" };
  const setupArgs = ["--import", "tsx", "scripts/db.ts", "setup"];
  steps.databaseSetup = (await runStep(`database setup (${BENCH_DATA_DIR})`, process.execPath, setupArgs, { ...step, env: setupEnv, timeoutMs: 180_000 })).seconds;
  if (!build) return { built: false, steps };

  const restore = guardGeneratedFiles(root, BENCH_DIST_DIR);
  const restoreAndReport = () => {
    for (const note of restore()) console.warn(`  ! ${note}`);
  };
  const unregister = registerCleanup(restoreAndReport); // also when interrupted mid-build
  const nextBin = path.join(root, "node_modules", ".bin", "next");
  try {
    const result = await runStep(`next build (${BENCH_DIST_DIR})`, nextBin, ["build"], { ...step, timeoutMs: 600_000 });
    steps.build = result.seconds;
    return { built: true, steps, buildLog: result.output };
  } finally {
    unregister();
    restoreAndReport();
  }
}
