/**
 * The scale benchmark's own state: the embedded database in `.data/bench-scale` and the build in
 * `.next-bench-scale`, never a developer's. Preparing means: the Prisma client generated, a fresh
 * database seeded with the large data set (100,000 transactions), then `next build` — each step's
 * output shown only when it fails.
 */
import path from "node:path";
import { build, compileServer, generateClient, hasBuild, ownEnv, resetDatabase, type OwnState } from "../own-state";
import { runStep } from "../processes";
import type { ScaleOptions } from "./options";

export const SCALE_STATE: OwnState = { dataDir: ".data/bench-scale", distDir: ".next-bench-scale" };

/** Environment shared by every step and the server: only the scale bench's own paths and port. */
export const scaleEnv = (options: ScaleOptions) => ownEnv(SCALE_STATE, options);

export type PreparedScale = { built: boolean; steps: Record<string, number> };

export async function prepareScale(root: string, options: ScaleOptions): Promise<PreparedScale> {
  const env = scaleEnv(options);
  const built = await hasBuild(root, SCALE_STATE, options);
  const rebuild = options.build || !built;
  if (!options.build && !built) console.log(`• --no-build, but ${SCALE_STATE.distDir} has no build for this address: building anyway`);
  resetDatabase(root, SCALE_STATE);

  const steps: Record<string, number> = {};
  steps.generate = await generateClient(root, env);
  steps.compileServer = await compileServer(root, env);
  const seedArgs = ["--import", "tsx", "scripts/db.ts", "seed", "--large"];
  steps.seed = (
    await runStep(`seed --large (${SCALE_STATE.dataDir})`, process.execPath, seedArgs, { cwd: root, env, timeoutMs: 600_000 })
  ).seconds;
  if (!rebuild) return { built: false, steps };
  steps.build = (await build(root, SCALE_STATE, env, 900_000)).seconds;
  return { built: true, steps };
}

/** Scenario "1k": keeps the 1,000 most recent transactions (the server must be stopped). */
export async function trimTo(root: string, options: ScaleOptions, keep: number): Promise<number> {
  const script = path.join(root, "tools", "bench", "lib", "scale", "trim-data.ts");
  const args = ["--import", "tsx", script, path.join(root, SCALE_STATE.dataDir), String(keep)];
  return (
    await runStep(`keep ${keep.toLocaleString("en-US")} transactions`, process.execPath, args, {
      cwd: root,
      env: scaleEnv(options),
      timeoutMs: 300_000,
    })
  ).seconds;
}
