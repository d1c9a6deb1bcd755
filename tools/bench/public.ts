/**
 * `npm run bench`: the performance benchmark of the public site.
 *
 *  1. Prepares its own isolated state (database `.data/bench`, build `.next-bench`) and builds.
 *  2. Starts the production server (port 3200, or BENCH_PORT) as a child process.
 *  3. For `/`, `/operations`, `/operations/<slug>` and `/api/operations`: warms the path up,
 *     captures Next's response (status, headers, body bytes as transferred) and replays it from a
 *     bare `node:http` server in another child process, then loads both with autocannon (a third
 *     child process) with the same settings: requests/s, p99 latency and the Next/bare ratio.
 *     On Linux it also records who used the CPU during each run (server, autocannon, other
 *     processes) and flags runs disturbed by unrelated work.
 *  4. Weighs the JavaScript of `/`, `/operations`, the detail page and `/contact` (external scripts
 *     gzip -9, inline apart). `--js-only` does this step alone, without the load runs.
 *  5. Prints Markdown tables and writes everything to `bench-results/bench-<timestamp>.json`
 *     (next to the build output and the server log of the same run).
 *
 * Every request (capture, warm-up, load) sends `accept-encoding: gzip` by default (as browsers
 * do), so both servers transfer the same gzip bytes; `--encoding identity` benchmarks
 * uncompressed responses instead. Targets (2-core machine): every path ≥ 2,500 req/s with
 * p99 ≤ 50 ms; ≤ 130 KB of gzipped JavaScript on each weighed page (the CI gate,
 * tests/e2e/public/js-budget.spec.ts, holds them at JS_GATE_KB: see tools/bench/lib/report.ts).
 *
 * Exit code: 0 when the measurement completed (targets met or not); 1 when something failed
 * (a step, the server, non-2xx responses or errors under load).
 *
 *   npm run bench -- [--duration 10] [--connections 32] [--pipelining 1] [--warmup 300]
 *                    [--encoding gzip|identity] [--no-build] [--js-only]
 */
import fs from "node:fs";
import path from "node:path";
import { withCpuShares } from "./lib/cpu";
import { fixtureFrom, type Fixture } from "./lib/fixtures";
import { headerValue, isOk, pickSlug, rawGet, type RawResponse } from "./lib/http";
import { GZIP_LEVEL, weighPage, type PageWeight } from "./lib/js-weight";
import { measure, warmUp, type LoadSettings } from "./lib/load";
import { parseOptions, type BenchOptions } from "./lib/options";
import { BENCH_STATE, prepare } from "./lib/prepare";
import { delay, runBenchmark } from "./lib/processes";
import {
  DISTURBANCE_PERCENT,
  disturbedRuns,
  errorsTable,
  failuresOf,
  jsTable,
  KB,
  loadTable,
  meetsJsTarget,
  meetsLoadTarget,
  responsesTable,
  JS_BUDGET_PAGES,
  TARGETS,
  type CapturedResponse,
  type MeasuredLoad,
  type PathResult,
} from "./lib/report";
import { assertPortFree, startBareServer, startNextServer, type Service } from "./lib/services";
import { machineLoad, RESULTS_DIR, ROOT, startRun } from "./lib/results";

function requestHeaders(options: BenchOptions): Record<string, string> {
  return { "accept-encoding": options.encoding };
}

function describe(pathname: string, response: RawResponse): CapturedResponse {
  const header = (name: string) => headerValue(response.headers, name) ?? "–";
  return {
    path: pathname,
    status: response.status,
    contentType: header("content-type"),
    contentEncoding: headerValue(response.headers, "content-encoding") ?? "identity",
    bodyBytes: response.body.length,
    transferEncoding: headerValue(response.headers, "transfer-encoding") ?? "content-length",
    nextjsCache: header("x-nextjs-cache"),
    nextjsPrerender: header("x-nextjs-prerender"),
    cacheControl: header("cache-control"),
  };
}

/** Warms each path up on Next, then captures the response the bare server will replay. */
async function captureFixtures(next: Service, paths: string[], settings: LoadSettings, options: BenchOptions) {
  const fixtures: Fixture[] = [];
  const responses: CapturedResponse[] = [];
  for (const pathname of paths) {
    const url = `${next.baseUrl}${pathname}`;
    const warm = await warmUp(url, settings, options.warmupRequests);
    if (failuresOf(warm).length) throw new Error(`warming ${pathname} up failed: ${failuresOf(warm).join(", ")}`);
    const response = await rawGet(url, settings.headers);
    if (!isOk(response.status)) throw new Error(`GET ${pathname} answered ${response.status}`);
    fixtures.push(fixtureFrom(pathname, response));
    responses.push(describe(pathname, response));
  }
  return { fixtures, responses };
}

/** Checks that the bare server sends exactly the captured bytes, then warms it up too. */
async function checkAndWarmBare(bare: Service, fixtures: Fixture[], settings: LoadSettings, options: BenchOptions) {
  for (const fixture of fixtures) {
    const response = await rawGet(`${bare.baseUrl}${fixture.path}`, settings.headers);
    const same = response.status === fixture.status && response.body.equals(Buffer.from(fixture.bodyBase64, "base64"));
    if (!same) throw new Error(`the bare server does not replay ${fixture.path} byte for byte`);
    await warmUp(`${bare.baseUrl}${fixture.path}`, settings, options.warmupRequests);
  }
}

async function measurePaths(next: Service, bare: Service, paths: string[], settings: LoadSettings): Promise<PathResult[]> {
  const results: PathResult[] = [];
  for (const pathname of paths) {
    const nextResult = await measureOne("Next", next, pathname, settings);
    const bareResult = await measureOne("bare", bare, pathname, settings);
    results.push({ path: pathname, next: nextResult, bare: bareResult });
  }
  return results;
}

async function measureOne(label: string, server: Service, pathname: string, settings: LoadSettings): Promise<MeasuredLoad> {
  await delay(1_000); // let the previous run's sockets and CPU settle
  process.stdout.write(`• ${label.padEnd(4)} ${pathname} (${settings.durationSec} s) … `);
  const { result, cpu } = await withCpuShares(server.child.pid, () => measure(`${server.baseUrl}${pathname}`, settings));
  const shares = cpu ? `; CPU: server ${cpu.serverPercent}%, autocannon ${cpu.loadGeneratorPercent}%, others ${cpu.othersPercent}%` : "";
  console.log(`${Math.round(result.requestsPerSec).toLocaleString("en-US")} req/s, p99 ${result.latencyP99Ms} ms${shares}`);
  return { ...result, cpu };
}

function printReport(responses: CapturedResponse[], results: PathResult[], pages: PageWeight[], options: BenchOptions) {
  if (options.jsOnly) {
    console.log(
      `\n## JavaScript transferred (external scripts; gzip = zlib level ${GZIP_LEVEL}; served = as the server sends it; KB = ${KB} bytes)\n`,
    );
    console.log(jsTable(pages));
    return;
  }
  console.log(`\n## Responses captured from Next (accept-encoding: ${options.encoding})\n`);
  console.log(responsesTable(responses));
  console.log(
    `\n## Throughput and latency — ${options.connections} connections, ${options.durationSec} s, pipelining ${options.pipelining}, accept-encoding: ${options.encoding}\n`,
  );
  console.log(loadTable(results));
  console.log("\n## Non-2xx responses and errors (must all be 0); CPU use during each run (% of one core)\n");
  console.log(errorsTable(results));
  const disturbed = disturbedRuns(results);
  if (disturbed.length) {
    console.log(
      `\n**Warning:** other processes used more than ${DISTURBANCE_PERCENT}% of a core during ${disturbed.join(", ")}: those figures are disturbed; run again on a quiet machine.`,
    );
  }
  console.log(
    `\n## JavaScript transferred (external scripts; gzip = zlib level ${GZIP_LEVEL}; served = as the server sends it; KB = ${KB} bytes)\n`,
  );
  console.log(jsTable(pages));
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2));
  const run = startRun();
  console.log(`Benchmark: ${BENCH_STATE.distDir}, ${BENCH_STATE.dataDir}, http://${options.host}:${options.port} — ${machineLoad()}`);

  await assertPortFree(options.host, options.port); // before minutes of building, not after
  const prepared = await prepare(ROOT, options);
  if (prepared.buildLog) fs.writeFileSync(path.join(RESULTS_DIR, `build-${run.stamp}.log`), prepared.buildLog);

  const serverLog = path.join(RESULTS_DIR, `server-${run.stamp}.log`);
  const next = await startNextServer(ROOT, options, serverLog);
  console.log(`• Next server answering on ${next.baseUrl} after ${next.startupSec.toFixed(1)} s (log: ${path.relative(ROOT, serverLog)})`);

  const slug = await pickSlug(next.baseUrl);
  const paths = ["/", "/operations", `/operations/${encodeURIComponent(slug)}`, "/api/operations"];
  const settings: LoadSettings = {
    connections: options.connections,
    durationSec: options.durationSec,
    pipelining: options.pipelining,
    headers: requestHeaders(options),
  };

  let responses: CapturedResponse[] = [];
  let results: PathResult[] = [];
  if (!options.jsOnly) {
    console.log(`• warming up and capturing ${paths.join(", ")} (${options.warmupRequests} requests each)`);
    const captured = await captureFixtures(next, paths, settings, options);
    responses = captured.responses;
    const bare = await startBareServer(ROOT, captured.fixtures, options.host);
    await checkAndWarmBare(bare, captured.fixtures, settings, options);
    console.log(`• bare server replaying the same bytes on ${bare.baseUrl}`);
    results = await measurePaths(next, bare, paths, settings);
    await bare.stop();
  }
  const pages: PageWeight[] = [];
  for (const page of JS_BUDGET_PAGES(slug)) pages.push(await weighPage(next.baseUrl, page));
  const stopping = performance.now();
  await next.stop();
  const nextShutdownSec = (performance.now() - stopping) / 1000;

  printReport(responses, results, pages, options);

  const problems = results.flatMap(({ path: p, next: n, bare: b }) => [
    ...failuresOf(n).map((f) => `Next ${p}: ${f}`),
    ...failuresOf(b).map((f) => `bare ${p}: ${f}`),
  ]);
  const { file: jsonFile, totalSec } = run.finish("bench", {
    options,
    acceptEncoding: options.encoding,
    targets: TARGETS,
    steps: { ...prepared.steps, built: prepared.built, nextStartup: next.startupSec, nextShutdown: nextShutdownSec },
    slug,
    responses,
    load: results.map((r) => ({
      ...r,
      ratio: r.bare.requestsPerSec > 0 ? r.next.requestsPerSec / r.bare.requestsPerSec : null,
      targetMet: meetsLoadTarget(r.next),
    })),
    javascript: { gzipLevel: GZIP_LEVEL, kbBytes: KB, pages: pages.map((page) => ({ ...page, targetMet: meetsJsTarget(page) })) },
    disturbedRuns: disturbedRuns(results),
    problems,
  });

  if (problems.length) console.log(`\nProblems:\n${problems.map((p) => `  - ${p}`).join("\n")}`);
  console.log(`\nResults: ${path.relative(ROOT, jsonFile)} — total ${totalSec.toFixed(0)} s`);
  return problems.length ? 1 : 0;
}

runBenchmark("Benchmark", main);
