/**
 * The benchmark's own state, isolated from a developer's: the embedded database in `.data/bench`
 * and the build in `.next-bench`. Preparing means: a fresh database (migrated and seeded), the
 * Prisma client generated, the server compiled (`dist/server.mjs`), then `next build` — whose output is shown only when it fails.
 */
import fs from "node:fs";
import path from "node:path";
import { build, compileServer, generateClient, hasBuild, ownEnv, resetDatabase, type OwnState } from "./own-state";
import { runStep } from "./processes";
import type { BenchOptions } from "./options";

export const BENCH_STATE: OwnState = { dataDir: ".data/bench", distDir: ".next-bench" };

export type PreparedState = { built: boolean; steps: Record<string, number>; buildLog?: string };

/** Environment shared by every step and by the server: only the bench's own paths and port. */
export const benchEnv = (options: BenchOptions) => ownEnv(BENCH_STATE, options);

export async function prepare(root: string, options: BenchOptions): Promise<PreparedState> {
  const env = benchEnv(options);
  const built = await hasBuild(root, BENCH_STATE, options);
  const rebuild = options.build || !built;
  if (!options.build && !built) console.log(`• --no-build, but ${BENCH_STATE.distDir} has no build for this address: building anyway`);
  // A reused build goes with the database it was pre-rendered from; a new build starts afresh.
  if (rebuild || !fs.existsSync(path.join(root, BENCH_STATE.dataDir))) resetDatabase(root, BENCH_STATE);

  const steps: Record<string, number> = {};
  steps.generate = await generateClient(root, env);
  steps.compileServer = await compileServer(root, env);
  // Seeding happens only outside production: the setup step runs as development.
  const setupArgs = ["--import", "tsx", "scripts/db.ts", "setup"];
  const setupEnv: NodeJS.ProcessEnv = { ...env, NODE_ENV: "development" };
  steps.databaseSetup = (
    await runStep(`database setup (${BENCH_STATE.dataDir})`, process.execPath, setupArgs, { cwd: root, env: setupEnv, timeoutMs: 180_000 })
  ).seconds;
  if (!rebuild) return { built: false, steps };

  const result = await build(root, BENCH_STATE, env, 600_000);
  steps.build = result.seconds;
  return { built: true, steps, buildLog: result.output };
}
