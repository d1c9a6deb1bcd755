/**
 * `npm run bench:writes`: what the audit log and the e-mail outbox cost an admin write. Target
 * (issue 9): the p99 of an admin write grows by no more than 20 % with both on.
 *
 *  1. Same isolated state as `npm run bench` (.data/bench, .next-bench): builds unless --no-build.
 *  2. Rounds (`--rounds`, default 3) of two runs each, in alternating order so that a slow spell of
 *     a shared machine does not land on one side only:
 *       - "on": the production server as shipped (every write records its audit row, and an
 *         operation's status change queues an e-mail to each of its investors);
 *       - "off": the same build on a database whose rules turn the audit and outbox INSERTs into
 *         nothing (lib/audit-outbox-rules.ts): the server does the same work, the two rows are not
 *         written.
 *     Each run starts the server (port 3620, or BENCH_PORT), signs in as the demo admin, makes an
 *     operation of its own with five investors, warms up, and loads `PUT /api/operations/{id}`
 *     (the status toggled on every request, so each write is a real change with e-mails) for
 *     `--duration` s with `--connections` connections; then deletes the operation and stops.
 *  3. Prints each run and the median p99 of each side, and their ratio.
 *
 * Exit code: 0 when measured (whatever the ratio), 1 when something failed.
 *
 *   npm run bench:writes -- [--rounds 3] [--duration 10] [--connections 4] [--warmup 100] [--no-build]
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { parseAutocannonJson, type LoadResult } from "./lib/load";
import { fixed, table } from "./lib/markdown";
import { parseOptions } from "./lib/options";
import { prepare } from "./lib/prepare";
import { runBenchmark, spawnTracked, stopChild } from "./lib/processes";
import { signInAsAdmin } from "./lib/demo-sessions";
import { startNextServer } from "./lib/services";
import { writeAuditAndOutbox } from "./lib/audit-outbox-rules";
import { machineLoad, ROOT } from "./lib/results";

type Mode = "on" | "off";
const TARGET_RATIO = 1.2;

type Api = (method: string, pathname: string, body?: unknown) => Promise<{ status: number; json: unknown }>;

async function session(base: string): Promise<{ cookie: string; api: Api }> {
  const cookie = await signInAsAdmin(base);
  const api: Api = async (method, pathname, body) => {
    const response = await fetch(`${base}${pathname}`, {
      method,
      headers: { cookie, origin: base, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const text = await response.text();
    return { status: response.status, json: text ? (JSON.parse(text) as unknown) : null };
  };
  return { cookie, api };
}

/** An operation of the run's own, held by five investors (who get the status e-mails). */
async function benchOperation(api: Api, label: string): Promise<{ id: string; body: Record<string, string> }> {
  const body = { title: `Banco de pruebas ${label} ${Date.now()}`, province: "madrid", pvp: "100000", ticketMin: "1000" };
  const created = await api("POST", "/api/operations", body);
  if (created.status !== 201) throw new Error(`creating the operation answered ${created.status}`);
  const { id } = created.json as { id: string };
  const investors = (await api("GET", "/api/users")).json as { id: string; email: string | null }[];
  for (const investor of investors.filter((person) => person.email).slice(0, 5)) {
    const made = await api("POST", "/api/investments", { userId: investor.id, operationId: id, amount: "1000.00" });
    if (made.status !== 201) throw new Error(`an investment answered ${made.status}`);
  }
  return { id, body };
}

async function load(settings: object): Promise<LoadResult> {
  const file = path.join(os.tmpdir(), `bench-writes-${process.pid}.json`);
  fs.writeFileSync(file, JSON.stringify(settings));
  const child = spawnTracked(process.execPath, ["--import", "tsx", path.join(ROOT, "tools", "bench", "lib", "write-load.ts"), file], {
    cwd: ROOT,
    env: process.env,
  });
  child.stdin?.end();
  let out = "";
  let err = "";
  child.stdout?.on("data", (chunk: Buffer) => (out += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (err = (err + chunk.toString("utf8")).slice(-4000)));
  const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  fs.rmSync(file, { force: true });
  if (code !== 0) throw new Error(`the load generator exited with ${code}: ${err.trim()}`);
  const result = parseAutocannonJson(String((settings as { url: string }).url), out.trim().split("\n").pop() ?? "");
  if (result.non2xx || result.errors)
    throw new Error(`${result.non2xx} non-2xx and ${result.errors} errors under load (${JSON.stringify(result.statusCodes)})`);
  return result;
}

type Run = { round: number; mode: Mode; result: LoadResult };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

runBenchmark("bench:writes", async () => {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: {
      rounds: { type: "string" },
      duration: { type: "string" },
      connections: { type: "string" },
      warmup: { type: "string" },
      "no-build": { type: "boolean", default: false },
    },
  });
  const rounds = Number(values.rounds ?? 3);
  const durationSec = Number(values.duration ?? 10);
  const connections = Number(values.connections ?? 4);
  const warmup = Number(values.warmup ?? 100);
  const options = { ...parseOptions(values["no-build"] ? ["--no-build"] : []), port: Number(process.env.BENCH_PORT ?? 3620) };
  const prepared = await prepare(ROOT, options);
  if (prepared.built) console.log(`• build: ${fixed(prepared.steps.build ?? 0, 1)} s`);
  console.log(
    `• load: PUT /api/operations/{id}, ${connections} connections, ${durationSec} s per run, ${rounds} rounds (${machineLoad()})`,
  );

  const runs: Run[] = [];
  for (let round = 1; round <= rounds; round++) {
    const order: Mode[] = round % 2 === 1 ? ["on", "off"] : ["off", "on"];
    for (const mode of order) {
      await writeAuditAndOutbox(mode === "on");
      const server = await startNextServer(ROOT, options);
      try {
        const { cookie, api } = await session(server.baseUrl);
        const operation = await benchOperation(api, `${mode}-${round}`);
        const statuses = ["en_curso", "reservada"];
        const settings = {
          url: `${server.baseUrl}/api/operations/${operation.id}`,
          method: "PUT",
          headers: { cookie, origin: server.baseUrl, "content-type": "application/json" },
          bodies: statuses.map((status) => JSON.stringify({ ...operation.body, status })),
          connections,
        };
        await load({ ...settings, amount: warmup });
        const result = await load({ ...settings, durationSec });
        runs.push({ round, mode, result });
        console.log(
          `  round ${round}, audit+outbox ${mode}: p99 ${result.latencyP99Ms} ms, p50 ${result.latencyP50Ms} ms, ${fixed(result.requestsPerSec, 0)} writes/s`,
        );
        const removed = await api("DELETE", `/api/operations/${operation.id}`);
        if (removed.status !== 204) throw new Error(`deleting the operation answered ${removed.status}`);
      } finally {
        await server.stop();
        await stopChild(server.child);
      }
    }
  }

  const side = (mode: Mode) => runs.filter((run) => run.mode === mode).map((run) => run.result);
  const p99 = (mode: Mode) => median(side(mode).map((result) => result.latencyP99Ms));
  const ratio = p99("on") / p99("off");
  console.log(`\nAdmin write (PUT /api/operations/{id}, status change with e-mails), ${rounds} rounds:\n`);
  console.log(
    table(
      ["audit log + outbox", "median p99 (ms)", "median p50 (ms)", "median writes/s", "p99 of each run (ms)"],
      (["off", "on"] as const).map((mode) => [
        mode,
        fixed(p99(mode), 1),
        fixed(median(side(mode).map((result) => result.latencyP50Ms)), 1),
        fixed(median(side(mode).map((result) => result.requestsPerSec)), 0),
        side(mode)
          .map((result) => fixed(result.latencyP99Ms, 0))
          .join(", "),
      ]),
    ),
  );
  console.log(`\np99 on/off: ${fixed(ratio, 2)} (target ≤ ${TARGET_RATIO}: ${ratio <= TARGET_RATIO ? "met" : "NOT met"})`);
  return 0;
});
