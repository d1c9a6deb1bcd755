/**
 * `npm run bench:restart`: how long a production server takes to serve again after a crash
 * (`kill -9`) of itself and of the embedded database it holds. Starts the given server command,
 * waits until `GET /api/health/ready` (or `--ready-path`) answers 200 and then until `GET /` has been
 * served (the first visitor after the restart), lets it settle, kills its process group with
 * SIGKILL (the lock file stays behind, as after a real crash), and starts it again; `--runs` times.
 * Prints, for each, start-to-ready and start-to-first-page, their medians and, when the server logs
 * it, where the time went (the phases of its "Club listo" line). The first start (after a clean
 * state) is not counted.
 *
 *   PORT=3640 HOSTNAME=127.0.0.1 DATABASE_URL=file:… NEXT_DIST_DIR=… SITE_URL=… BETTER_AUTH_SECRET=… \
 *     npm run bench:restart -- [--runs 5] [--settle 3000] [--ready-path /] [--cwd DIR] -- node dist/server.mjs
 *
 * Nothing else reads that database while it runs: the server is the only opener.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { parseArgs } from "node:util";

const separator = process.argv.indexOf("--");
const own = separator === -1 ? process.argv.slice(2) : process.argv.slice(2, separator);
const command = separator === -1 ? ["node", "dist/server.mjs"] : process.argv.slice(separator + 1);
const { values } = parseArgs({
  args: own,
  options: {
    runs: { type: "string", default: "5" },
    settle: { type: "string", default: "3000" },
    cwd: { type: "string" },
    "ready-path": { type: "string", default: "/api/health/ready" },
  },
});
const runs = Number(values.runs);
const settleMs = Number(values.settle);
const readyPath = values["ready-path"];
const base = `http://${process.env.HOSTNAME ?? "127.0.0.1"}:${process.env.PORT ?? "3000"}`;
const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

type Start = { child: ChildProcess; readyMs: number; firstPageMs: number; phases: string };

async function start(): Promise<Start> {
  const started = performance.now();
  const child = spawn(command[0]!, command.slice(1), {
    cwd: values.cwd ?? process.cwd(),
    env: { ...process.env, NODE_ENV: "production" },
    detached: true,
    stdio: ["ignore", "pipe", "pipe"],
  });
  let out = "";
  child.stdout!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (out += chunk.toString()));
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (${child.exitCode}):\n${out}`);
    if (performance.now() - started > 120_000) throw new Error(`not ready after 120 s:\n${out}`);
    try {
      const response = await fetch(`${base}${readyPath}`, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await delay(20);
  }
  const readyMs = Math.round(performance.now() - started);
  const page = await fetch(`${base}/`);
  await page.arrayBuffer();
  if (page.status !== 200) throw new Error(`GET / answered ${page.status} once ready:\n${out}`);
  const firstPageMs = Math.round(performance.now() - started);
  await delay(200); // the ready line follows the first answers by a moment
  const line = out.split("\n").find((l) => l.includes("Club listo en"));
  let phases = "";
  try {
    const parsed = JSON.parse(line ?? "") as { totalMs?: number; phases?: Record<string, number> };
    phases = `totalMs ${parsed.totalMs} ${JSON.stringify(parsed.phases)}`;
  } catch {
    phases = line?.trim() ?? "";
  }
  return { child, readyMs, firstPageMs, phases };
}

async function crash(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once("exit", resolve));
  process.kill(-child.pid!, "SIGKILL");
  await exited;
}

const times: number[] = [];
const pageTimes: number[] = [];
let current = await start();
console.log(`first start: ready ${current.readyMs} ms, first page ${current.firstPageMs} ms  ${current.phases}`);
try {
  for (let i = 1; i <= runs; i++) {
    await delay(settleMs); // after ready: the background VACUUM ANALYZE has finished
    await crash(current.child);
    current = await start();
    times.push(current.readyMs);
    pageTimes.push(current.firstPageMs);
    console.log(`restart ${i} after kill -9: ready ${current.readyMs} ms, first page ${current.firstPageMs} ms  ${current.phases}`);
  }
} finally {
  await crash(current.child);
}
const summary = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `${sorted[Math.floor(sorted.length / 2)]} ms (min ${sorted[0]}, max ${sorted.at(-1)})`;
};
console.log(`median of ${runs}: ready ${summary(times)}; first page ${summary(pageTimes)}`);
