/**
 * `npm run bench:signed-in`: the screens people sign in for, side by side with the API calls that
 * carry their data (issue 34), in one run on the production server.
 *
 *  1. Same isolated state as `npm run bench` (.data/bench, .next-bench; demo data): builds unless
 *     --no-build. Port 3200 (or BENCH_PORT).
 *  2. Signs in as the demo investor and the demo admin, finds the demo investor's id and an
 *     operation's id (for their pages), then for each screen and its API: the single-request time
 *     (median of `--single` requests one after another, to the complete response), a warm-up
 *     (`--warmup` requests), and `--duration` s of load at `--connections` connections (autocannon in
 *     a child process): req/s, p50, p99.
 *  3. Prints a Markdown table with each screen's ratio to its API (req/s) and the targets: a screen
 *     at least a third of its API's req/s, and ≤ 15 ms for a single request on a quiet machine.
 *     Writes `bench-results/bench-signed-in-<timestamp>.json`.
 *
 * On PostgreSQL: BENCH_DATABASE_URL=postgres://… names an empty database given the demo data
 * beforehand under the benchmark's auth secret (the demo admin's second factor is sealed with it):
 *   export DATABASE_URL=postgres://… BETTER_AUTH_SECRET=bench-secret-only-for-the-local-benchmark-server-0123456789
 *   npm run db:deploy && npm run db:seed
 * (db:setup and db:reset seed only the embedded database); the server then runs on it.
 *
 * Exit code: 0 when measured (targets met or not); 1 when something failed.
 *
 *   npm run bench:signed-in -- [--duration 10] [--connections 8] [--warmup 50] [--single 21] [--no-build]
 */
import path from "node:path";
import { parseCommandLine, positiveInteger } from "./lib/cli";
import { decodedBody, isOk, pickSlug, rawGet } from "./lib/http";
import { measure, warmUp, type LoadResult, type LoadSettings } from "./lib/load";
import { fixed, table } from "./lib/markdown";
import type { BenchOptions } from "./lib/options";
import { prepare } from "./lib/prepare";
import { delay, runBenchmark } from "./lib/processes";
import { signInAsAdmin, signInAsInvestor } from "./lib/demo-sessions";
import { assertPortFree, startNextServer } from "./lib/services";
import { machineLoad, RESULTS_DIR, ROOT, startRun } from "./lib/results";

const TARGETS = { minRatio: 1 / 3, singleMs: 15 } as const;
const USAGE =
  "Usage: npm run bench:signed-in -- [--duration <s>] [--connections <n>] [--warmup <requests>] [--single <requests>] [--no-build]";

type Role = "investor" | "admin";
type Ids = { operationId: string; investorId: string };
type Pair = { role: Role; screen: (ids: Ids) => string; api: (ids: Ids) => string };

/** Each screen with the API call that answers the same data (its main list or record). */
const PAIRS: Pair[] = [
  { role: "investor", screen: () => "/investor", api: () => "/api/transactions" },
  { role: "investor", screen: () => "/investor/operations", api: () => "/api/investments" },
  { role: "admin", screen: () => "/admin", api: () => "/api/transactions?page=1" },
  { role: "admin", screen: () => "/admin/transactions", api: () => "/api/transactions?page=1" },
  { role: "admin", screen: () => "/admin/actividad", api: () => "/api/audit-events" },
  // The public `/api/operations/slug/{slug}` is a cached response (10,000 req/s): the signed-in API with the page's money is its movements.
  {
    role: "admin",
    screen: (ids) => `/admin/operations/${ids.operationId}`,
    api: (ids) => `/api/transactions?page=1&operationId=${ids.operationId}`,
  },
  { role: "admin", screen: (ids) => `/admin/inversores/${ids.investorId}`, api: (ids) => `/api/users/${ids.investorId}` },
];

type Measured = { path: string; singleMs: number; load: LoadResult; bytes: number };
type Row = { role: Role; screen: Measured; api: Measured };

function options(argv: string[]) {
  const values = parseCommandLine(argv, USAGE, {
    duration: { type: "string" },
    connections: { type: "string" },
    warmup: { type: "string" },
    single: { type: "string" },
    "no-build": { type: "boolean", default: false },
  });
  const bench: BenchOptions = {
    durationSec: positiveInteger("--duration", values.duration, 10, USAGE),
    connections: positiveInteger("--connections", values.connections, 8, USAGE),
    pipelining: 1,
    warmupRequests: positiveInteger("--warmup", values.warmup, 50, USAGE),
    encoding: "gzip",
    build: !values["no-build"],
    jsOnly: false,
    port: positiveInteger("BENCH_PORT", process.env.BENCH_PORT, 3200, USAGE),
    host: "127.0.0.1",
  };
  return { ...bench, single: positiveInteger("--single", values.single, 21, USAGE) };
}

const headersFor = (apiPath: boolean, cookie: string): Record<string, string> => ({
  cookie,
  accept: apiPath ? "application/json" : "text/html,application/xhtml+xml",
  "accept-encoding": "gzip",
});

async function getJson(url: string, cookie: string): Promise<unknown> {
  const response = await rawGet(url, headersFor(true, cookie), 60_000);
  if (!isOk(response.status)) throw new Error(`GET ${new URL(url).pathname} answered ${response.status}`);
  return JSON.parse(decodedBody(response).toString("utf8"));
}

/** The demo investor's id (their admin page) and an operation's id (its admin page). */
async function findIds(baseUrl: string, admin: string): Promise<Ids> {
  const slug = await pickSlug(baseUrl);
  const operation = (await getJson(`${baseUrl}/api/operations/slug/${encodeURIComponent(slug)}`, admin)) as { id: string };
  const { options } = (await getJson(`${baseUrl}/api/options/investors?q=inversor%40demo.local`, admin)) as {
    options: { value: string }[];
  };
  if (!options[0]) throw new Error("the demo investor was not found");
  return { operationId: operation.id, investorId: options[0].value };
}

/** The median time of `count` requests one after another, each to its complete response. */
async function singleRequestMs(url: string, headers: Record<string, string>, count: number): Promise<{ ms: number; bytes: number }> {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const response = await rawGet(url, headers, 60_000);
    times.push(performance.now() - started);
    if (!isOk(response.status))
      throw new Error(`GET ${new URL(url).pathname} answered ${response.status} (${response.headers.location ?? ""})`);
    bytes = response.body.length;
  }
  times.sort((a, b) => a - b);
  return { ms: times[Math.floor(times.length / 2)]!, bytes };
}

/** The load on one path: the run's connections and duration, with the role's cookie. */
function loadOn(pathname: string, cookie: string, run: ReturnType<typeof options>): LoadSettings {
  const headers = headersFor(pathname.startsWith("/api/"), cookie);
  return { connections: run.connections, durationSec: run.durationSec, pipelining: 1, headers };
}

async function measurePath(baseUrl: string, pathname: string, cookie: string, run: ReturnType<typeof options>): Promise<Measured> {
  const url = `${baseUrl}${pathname}`;
  const settings = loadOn(pathname, cookie, run);
  const single = await singleRequestMs(url, settings.headers, run.single);
  await warmUp(url, settings, run.warmupRequests);
  await delay(300);
  const load = await measure(url, settings);
  if (load.non2xx || load.errors) throw new Error(`${pathname} under load: ${load.non2xx} non-2xx, ${load.errors} errors`);
  console.log(
    `• ${pathname}: single ${fixed(single.ms, 1)} ms, ${fixed(load.requestsPerSec)} req/s, p50 ${load.latencyP50Ms} ms, p99 ${load.latencyP99Ms} ms`,
  );
  return { path: pathname, singleMs: single.ms, load, bytes: single.bytes };
}

/**
 * Every path a few times before any is measured: a server just started compiles and fills its
 * caches for the first tens of seconds (the first screen measured ran at 18 req/s where it runs at
 * 32 once warm), which would handicap whichever pair comes first.
 */
async function warmWholeServer(baseUrl: string, cookies: Record<Role, string>, ids: Ids, run: ReturnType<typeof options>) {
  const paths = PAIRS.flatMap((pair) => [pair.screen(ids), pair.api(ids)].map((pathname) => ({ pathname, cookie: cookies[pair.role] })));
  for (let round = 0; round < 3; round++) {
    for (const { pathname, cookie } of paths) await warmUp(`${baseUrl}${pathname}`, loadOn(pathname, cookie, run), run.warmupRequests);
  }
}

const ratioOf = (row: Row) => row.screen.load.requestsPerSec / row.api.load.requestsPerSec;
const meets = (row: Row) => ratioOf(row) >= TARGETS.minRatio && row.screen.singleMs <= TARGETS.singleMs;

function report(rows: Row[]): string {
  return table(
    ["as", "screen", "req/s", "p50", "p99", "single", "KB", "API", "req/s", "p50", "p99", "single", "screen/API", "target"],
    rows.map((row) => [
      row.role,
      `\`${row.screen.path}\``,
      fixed(row.screen.load.requestsPerSec),
      `${row.screen.load.latencyP50Ms} ms`,
      `${row.screen.load.latencyP99Ms} ms`,
      `${fixed(row.screen.singleMs, 1)} ms`,
      fixed(row.screen.bytes / 1000, 1),
      `\`${row.api.path}\``,
      fixed(row.api.load.requestsPerSec),
      `${row.api.load.latencyP50Ms} ms`,
      `${row.api.load.latencyP99Ms} ms`,
      `${fixed(row.api.singleMs, 1)} ms`,
      fixed(ratioOf(row), 2),
      meets(row) ? "met" : "missed",
    ]),
  );
}

async function main(): Promise<number> {
  const run = options(process.argv.slice(2));
  const started = startRun();
  const database = process.env.BENCH_DATABASE_URL ? "PostgreSQL (BENCH_DATABASE_URL)" : "embedded (.data/bench)";
  console.log(`Signed-in screens: ${database}, ${run.connections} connections, ${run.durationSec} s each — ${machineLoad()}`);
  await assertPortFree(run.host, run.port);
  const prepared = await prepare(ROOT, run);
  const serverLog = path.join(RESULTS_DIR, `server-signed-in-${started.stamp}.log`);
  const extraEnv: Record<string, string> = process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {};
  const server = await startNextServer(ROOT, run, serverLog, extraEnv);
  const rows: Row[] = [];
  try {
    const cookies: Record<Role, string> = { investor: await signInAsInvestor(server.baseUrl), admin: await signInAsAdmin(server.baseUrl) };
    const ids = await findIds(server.baseUrl, cookies.admin);
    await warmWholeServer(server.baseUrl, cookies, ids, run);
    for (const pair of PAIRS) {
      const cookie = cookies[pair.role];
      const screen = await measurePath(server.baseUrl, pair.screen(ids), cookie, run);
      const api = await measurePath(server.baseUrl, pair.api(ids), cookie, run);
      rows.push({ role: pair.role, screen, api });
    }
  } finally {
    await server.stop();
  }
  console.log(`\n## Signed-in screens and their APIs — ${run.connections} connections, ${run.durationSec} s each\n`);
  console.log(report(rows));
  const missed = rows.filter((row) => !meets(row)).map((row) => row.screen.path);
  console.log(
    `\nTargets: each screen ≥ ${fixed(TARGETS.minRatio, 2)} of its API's req/s and a single request ≤ ${TARGETS.singleMs} ms — ` +
      (missed.length ? `missed by ${missed.map((p) => `\`${p}\``).join(", ")}` : "all met"),
  );
  const { file, totalSec } = started.finish("bench-signed-in", {
    options: run,
    database,
    targets: TARGETS,
    steps: prepared.steps,
    rows,
    missed,
  });
  console.log(`\nResults: ${path.relative(ROOT, file)} — total ${totalSec.toFixed(0)} s`);
  return 0;
}

runBenchmark("bench:signed-in", main);
