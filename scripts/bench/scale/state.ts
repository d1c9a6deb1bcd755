/**
 * The scale benchmark's own state: the embedded database in `.data/bench-scale` and the build in
 * `.next-bench-scale`, never a developer's. Preparing means: the Prisma client generated, a fresh
 * database seeded with the large data set (100,000 transactions), then `next build` — each step's
 * output shown only when it fails.
 */
import fs from "node:fs";
import path from "node:path";
import { guardGeneratedFiles } from "../generated-files";
import { registerCleanup, runStep } from "../processes";
import type { ScaleOptions } from "./options";

export const SCALE_DATA_DIR = ".data/bench-scale";
export const SCALE_DIST_DIR = ".next-bench-scale";

/** Fixed for the run (the server refuses to start without one); never a real secret. */
const AUTH_SECRET = "bench-scale-secret-0123456789abcdefghijklmnopqrstuvwxyz";

/** Environment shared by every step: only the scale bench's own paths and port, NODE_ENV unset. */
export function scaleEnv(options: ScaleOptions): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${SCALE_DATA_DIR}`,
    NEXT_DIST_DIR: SCALE_DIST_DIR,
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: `http://${options.host}:${options.port}`,
    BETTER_AUTH_SECRET: AUTH_SECRET,
  };
  for (const name of ["NODE_ENV", "PORT", "HOSTNAME", "NODE_OPTIONS"]) delete env[name];
  return env;
}

function lockOwner(dataDir: string): number | undefined {
  // Same convention as server/database/lock.ts: `<dir>.lock` next to the directory, holding a pid.
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(`${dataDir}.lock`, "utf8").trim(), 10);
  } catch {
    return undefined;
  }
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  try {
    process.kill(pid, 0); // existence check only
    return pid;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM" ? pid : undefined;
  }
}

function resetDatabase(root: string): void {
  const dataDir = path.join(root, SCALE_DATA_DIR);
  const owner = lockOwner(dataDir);
  if (owner !== undefined) throw new Error(`${SCALE_DATA_DIR} is open in process ${owner}; refusing to delete it.`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}.lock`, { force: true }); // stale: its owner is gone
}

export type PreparedScale = { built: boolean; steps: Record<string, number> };

export async function prepareScale(root: string, options: ScaleOptions): Promise<PreparedScale> {
  const env = scaleEnv(options);
  const step = { cwd: root, env };
  const hasBuild = fs.existsSync(path.join(root, SCALE_DIST_DIR, "BUILD_ID"));
  const build = options.build || !hasBuild;
  if (!options.build && !hasBuild) console.log(`• --no-build, but ${SCALE_DIST_DIR} has no build: building anyway`);
  resetDatabase(root);

  const steps: Record<string, number> = {};
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  steps.generate = (await runStep("prisma generate", npm, ["run", "--silent", "db:generate"], { ...step, timeoutMs: 120_000 })).seconds;
  const seedArgs = ["--import", "tsx", "scripts/db.ts", "seed", "--large"];
  steps.seed = (await runStep(`seed --large (${SCALE_DATA_DIR})`, process.execPath, seedArgs, { ...step, timeoutMs: 600_000 })).seconds;
  if (!build) return { built: false, steps };

  const restore = guardGeneratedFiles(root, SCALE_DIST_DIR);
  const restoreAndReport = () => {
    for (const note of restore()) console.warn(`  ! ${note}`);
  };
  const unregister = registerCleanup(restoreAndReport); // also when interrupted mid-build
  try {
    const nextBin = path.join(root, "node_modules", ".bin", "next");
    steps.build = (await runStep(`next build (${SCALE_DIST_DIR})`, nextBin, ["build"], { ...step, timeoutMs: 900_000 })).seconds;
    return { built: true, steps };
  } finally {
    unregister();
    restoreAndReport();
  }
}

/** Scenario "1k": keeps the 1,000 most recent transactions (the server must be stopped). */
export async function trimTo(root: string, options: ScaleOptions, keep: number): Promise<number> {
  const script = path.join(root, "scripts", "bench", "scale", "trim-data.ts");
  const args = ["--import", "tsx", script, path.join(root, SCALE_DATA_DIR), String(keep)];
  return (await runStep(`keep ${keep.toLocaleString("en-US")} transactions`, process.execPath, args, { cwd: root, env: scaleEnv(options), timeoutMs: 300_000 })).seconds;
}
