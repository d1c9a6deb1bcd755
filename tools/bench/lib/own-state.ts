/**
 * What both benchmarks share about their own state, kept apart from a developer's: an embedded
 * database folder and a build folder of their own, an environment that names only those, and the
 * steps that fill them (Prisma client, `next build` with the files it rewrites restored).
 */
import fs from "node:fs";
import path from "node:path";
import { compressStatic } from "../../../scripts/compress-static";
import { guardGeneratedFiles } from "../../../scripts/generated-files";
import { builtSiteUrlMismatch } from "../../../server/platform/site-url";
import { registerCleanup, runStep } from "./processes";

export type OwnState = { dataDir: string; distDir: string };

/**
 * The production server refuses to start without a sign-in secret (server/platform/auth-config.ts): unless
 * the environment provides one, the benchmark's local server uses a fixed one of its own. Fixed, not
 * made up per run: the demo admin's second factor is stored encrypted with it by the seed, and a
 * database kept from an earlier run (--no-build) must still decrypt it.
 */
const AUTH_SECRET = process.env.BETTER_AUTH_SECRET || "bench-secret-only-for-the-local-benchmark-server-0123456789";

const siteUrlOf = (address: { host: string; port: number }) => `http://${address.host}:${address.port}`;

/** Environment for every step and the server: only the benchmark's own folders and address. */
export function ownEnv(state: OwnState, address: { host: string; port: number }): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    DATABASE_URL: `file:${state.dataDir}`,
    STORAGE_URL: `file:${state.dataDir}-files`,
    NEXT_DIST_DIR: state.distDir,
    NEXT_TELEMETRY_DISABLED: "1",
    SITE_URL: siteUrlOf(address),
    BETTER_AUTH_SECRET: AUTH_SECRET,
  };
  for (const name of ["NODE_ENV", "PORT", "HOSTNAME", "NODE_OPTIONS"]) delete env[name];
  return env;
}

/** The process holding an embedded database open (server/platform/database/lock.ts: `<dir>.lock` with a pid). */
function lockOwner(dataDir: string): number | undefined {
  let pid: number;
  try {
    pid = Number.parseInt(fs.readFileSync(`${dataDir}.lock`, "utf8").trim(), 10);
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

/** Deletes the benchmark's database, unless a live process has it open. */
export function resetDatabase(root: string, state: OwnState): void {
  const dataDir = path.join(root, state.dataDir);
  const owner = lockOwner(dataDir);
  if (owner !== undefined) throw new Error(`${state.dataDir} is open in process ${owner} (another benchmark?); refusing to delete it.`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.rmSync(`${dataDir}-files`, { recursive: true, force: true }); // its stored files go with it
  fs.rmSync(`${dataDir}.lock`, { force: true }); // stale: its owner is gone
}

/**
 * Whether `distDir` holds a build the server will start from at this address: production refuses
 * a SITE_URL other than the build's (server/platform/site-url.ts), so a build made for another benchmark's
 * port does not count.
 */
export async function hasBuild(root: string, state: OwnState, address: { host: string; port: number }): Promise<boolean> {
  const distDir = path.join(root, state.distDir);
  if (!fs.existsSync(path.join(distDir, "BUILD_ID"))) return false;
  return (await builtSiteUrlMismatch(distDir, siteUrlOf(address))) === null;
}

export async function generateClient(root: string, env: NodeJS.ProcessEnv): Promise<number> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  return (await runStep("prisma generate", npm, ["run", "--silent", "db:generate"], { cwd: root, env, timeoutMs: 120_000 })).seconds;
}

/** `npm run build:server`: the compiled server (`dist/server.mjs`) the benchmarks start, as `npm start` does. */
export async function compileServer(root: string, env: NodeJS.ProcessEnv): Promise<number> {
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  return (await runStep("build:server (dist/server.mjs)", npm, ["run", "--silent", "build:server"], { cwd: root, env, timeoutMs: 120_000 }))
    .seconds;
}

/** The production server's command line, as `npm start` runs it (NODE_ENV=production set by the caller). */
export const COMPILED_SERVER = ["--enable-source-maps", "dist/server.mjs"];

/** `next build` into the benchmark's folder; the files it rewrites are restored even if interrupted. */
export async function build(
  root: string,
  state: OwnState,
  env: NodeJS.ProcessEnv,
  timeoutMs: number,
): Promise<{ seconds: number; output: string }> {
  const restore = guardGeneratedFiles(root, state.distDir);
  const restoreAndReport = () => {
    for (const note of restore()) console.warn(`  ! ${note}`);
  };
  const unregister = registerCleanup(restoreAndReport);
  try {
    const nextBin = path.join(root, "node_modules", ".bin", "next");
    const built = await runStep(`next build (${state.distDir})`, nextBin, ["build"], { cwd: root, env, timeoutMs });
    await compressStatic(path.join(root, state.distDir)); // as `npm run build` does
    return built;
  } finally {
    unregister();
    restoreAndReport();
  }
}
