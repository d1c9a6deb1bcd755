/**
 * `npm run bench:lighthouse`: Lighthouse mobile on the production build of the public pages that
 * carry the JavaScript budget (`/`, `/operations`, a detail page, `/contact`), `--runs` times each
 * (5 by default), printing the median Performance, Accessibility, LCP (and TBT, FCP, CLS).
 *
 * It uses the same isolated state as `npm run bench` (database `.data/bench`, build `.next-bench`),
 * so `--no-build` reuses that build. The server listens on BENCH_PORT (3200); Chromium's DevTools
 * port is the next one. A report, not a gate: timings on a shared 2-core machine are noisy, and the
 * LCP of one page moves between runs (why: docs/decisions.md §14).
 *
 *   npm run bench:lighthouse -- [--runs 5] [--no-build]
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { positiveInteger } from "./lib/cli";
import { pickSlug, rawGet } from "./lib/http";
import { audit, LIGHTHOUSE_TARGETS, medianRun, startChromium, type LighthousePage, type LighthouseRun } from "./lib/lighthouse";
import { fixed, table } from "./lib/markdown";
import { parseOptions } from "./lib/options";
import { prepare } from "./lib/prepare";
import { runBenchmark } from "./lib/processes";
import { JS_BUDGET_PAGES } from "./lib/report";
import { startNextServer } from "./lib/services";
import { fileStamp, RESULTS_DIR, ROOT, writeJson } from "./lib/results";

function runsOption(argv: string[]): { runs: number; build: boolean } {
  const { values } = parseArgs({ args: argv, options: { runs: { type: "string" }, "no-build": { type: "boolean", default: false } } });
  return {
    runs: positiveInteger("--runs", values.runs, 5, "Usage: npm run bench:lighthouse -- [--runs <n>] [--no-build]"),
    build: !values["no-build"],
  };
}

const reportName = (page: string) =>
  page
    .replace(/^\/$/, "home")
    .replace(/^\//, "")
    .replace(/[^a-z0-9]+/gi, "-")
    .slice(0, 40);

const met = (ok: boolean) => (ok ? "yes" : "**no**");

function report(pages: LighthousePage[], runs: number): string {
  const header = [
    "page",
    "Performance",
    "Accessibility",
    "LCP s",
    "TBT ms",
    "FCP s",
    "CLS",
    `targets (≥ ${LIGHTHOUSE_TARGETS.performance}, ${LIGHTHOUSE_TARGETS.accessibility}, LCP ≤ ${LIGHTHOUSE_TARGETS.lcpMs / 1000} s)`,
    `Performance of the ${runs} runs`,
    `LCP s of the ${runs} runs`,
  ];
  const rows = pages.map(({ path: page, median: m, runs: all }) => [
    `\`${page}\``,
    fixed(m.performance),
    fixed(m.accessibility),
    fixed(m.lcpMs / 1000, 2),
    fixed(m.tbtMs),
    fixed(m.fcpMs / 1000, 2),
    fixed(m.cls, 3),
    met(
      m.performance >= LIGHTHOUSE_TARGETS.performance &&
        m.accessibility >= LIGHTHOUSE_TARGETS.accessibility &&
        m.lcpMs <= LIGHTHOUSE_TARGETS.lcpMs,
    ),
    all.map((run) => run.performance).join(", "),
    all.map((run) => fixed(run.lcpMs / 1000, 2)).join(", "),
  ]);
  return table(header, rows);
}

async function main(): Promise<number> {
  const { runs, build } = runsOption(process.argv.slice(2));
  const options = parseOptions(build ? [] : ["--no-build"]);
  const stamp = fileStamp(new Date());
  fs.mkdirSync(RESULTS_DIR, { recursive: true });

  const prepared = await prepare(ROOT, options);
  if (prepared.buildLog) fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-build-${stamp}.log`), prepared.buildLog);
  const next = await startNextServer(ROOT, options, path.join(RESULTS_DIR, `lighthouse-server-${stamp}.log`));
  const browser = await startChromium(options.port + 1);
  const pages: LighthousePage[] = [];
  try {
    const paths = JS_BUDGET_PAGES(await pickSlug(next.baseUrl));
    for (const page of paths) await rawGet(`${next.baseUrl}${page}`, { "accept-encoding": "gzip" }); // warm the caches
    for (const page of paths) {
      const results: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run++) {
        process.stdout.write(`• Lighthouse ${page} ${run}/${runs} … `);
        const { run: result, report: lhr } = await audit(`${next.baseUrl}${page}`, browser.port);
        // The first run's full report, to read the audits behind the figures.
        if (run === 1) fs.writeFileSync(path.join(RESULTS_DIR, `lighthouse-${stamp}-${reportName(page)}.json`), JSON.stringify(lhr));
        console.log(
          `Performance ${result.performance}, Accessibility ${result.accessibility}, LCP ${fixed(result.lcpMs / 1000, 2)} s, TBT ${fixed(result.tbtMs)} ms`,
        );
        results.push(result);
      }
      pages.push({ path: page, runs: results, median: medianRun(results) });
    }
  } finally {
    await browser.stop();
    await next.stop();
  }

  console.log(`\n## Lighthouse mobile, median of ${runs} runs (simulated throttling; noisy on a shared machine)\n`);
  console.log(report(pages, runs));
  const jsonFile = path.join(RESULTS_DIR, `lighthouse-${stamp}.json`);
  writeJson(jsonFile, { startedAt: stamp, runs, targets: LIGHTHOUSE_TARGETS, pages });
  console.log(`\nResults: ${path.relative(ROOT, jsonFile)}`);
  return 0;
}

runBenchmark("Lighthouse", main);
