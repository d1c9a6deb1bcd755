/** Markdown tables printed at the end of the benchmark. */
import type { PageWeight } from "./js-weight";
import type { CpuShares } from "./cpu";
import type { LoadResult } from "./load";
import { fixed, table } from "./markdown";

export const TARGETS = { requestsPerSec: 2_500, p99Ms: 50, jsGzipKB: 130 } as const;

/**
 * The CI gate on the same figure (tests/e2e/public/js-budget.spec.ts). The target above is issue
 * 14's; it is below what Next 16.4's App Router and React 19.3 alone make a blank page download,
 * weighed the same way by `npm run bench:floor` (138.6 KB with Turbopack, 136.1 KB with webpack:
 * react-dom, the router and its runtime). The gate therefore holds every page at or under the
 * weight this work left it (158–161 KB: the floor plus ~22 KB of the project's own, from 159–269 KB),
 * so that nothing grows back; lower it as the framework allows (docs/decisions.md §13). 163 since the
 * contact form asks for the privacy notice's acceptance (issue 33: the law, +0.3 KB).
 */
export const JS_GATE_KB = 163;

/** The public pages whose JavaScript is weighed against `TARGETS.jsGzipKB` (the detail page by its slug). */
export const JS_BUDGET_PAGES = (detailSlug: string) => ["/", "/operations", `/operations/${encodeURIComponent(detailSlug)}`, "/contact"];

/** KB here are 1,000 bytes (as browsers' devtools count them). */
export const KB = 1_000;

/** One autocannon run, with who used the CPU meanwhile (Linux only). */
export type MeasuredLoad = LoadResult & { cpu?: CpuShares };

/** Above this share of a core used by unrelated processes during a run, its figures are flagged. */
export const DISTURBANCE_PERCENT = 15;

export type PathResult = {
  path: string;
  next: MeasuredLoad;
  bare: MeasuredLoad;
};

export type CapturedResponse = {
  path: string;
  status: number;
  contentType: string;
  contentEncoding: string;
  bodyBytes: number;
  transferEncoding: string;
  nextjsCache: string;
  nextjsPrerender: string;
  cacheControl: string;
};

const kb = (bytes: number) => fixed(bytes / KB, 1);

export function meetsLoadTarget(result: LoadResult): boolean {
  return result.requestsPerSec >= TARGETS.requestsPerSec && result.latencyP99Ms <= TARGETS.p99Ms;
}

export function loadTable(results: PathResult[]): string {
  const header = [
    "path",
    "Next req/s",
    "Next p99 ms",
    "bare req/s",
    "bare p99 ms",
    "Next/bare (req/s)",
    `target met (≥ ${fixed(TARGETS.requestsPerSec)} req/s, p99 ≤ ${TARGETS.p99Ms} ms)`,
  ];
  const rows = results.map(({ path, next, bare }) => [
    `\`${path}\``,
    fixed(next.requestsPerSec),
    fixed(next.latencyP99Ms),
    fixed(bare.requestsPerSec),
    fixed(bare.latencyP99Ms),
    bare.requestsPerSec > 0 ? `${fixed(next.requestsPerSec / bare.requestsPerSec, 2)}×` : "n/a",
    meetsLoadTarget(next) ? "yes" : "**no**",
  ]);
  return table(header, rows);
}

export function failuresOf(result: LoadResult): string[] {
  const problems: string[] = [];
  if (result.non2xx > 0) problems.push(`${result.non2xx} non-2xx (${JSON.stringify(result.statusCodes)})`);
  if (result.errors > 0) problems.push(`${result.errors} errors`);
  if (result.timeouts > 0) problems.push(`${result.timeouts} timeouts`);
  return problems;
}

export function errorsTable(results: PathResult[]): string {
  const rows = results.flatMap(({ path, next, bare }) =>
    (
      [
        ["Next", next],
        ["bare", bare],
      ] as const
    ).map(([server, r]) => [
      `\`${path}\``,
      server,
      fixed(r.totalRequests),
      fixed(r.non2xx),
      fixed(r.errors),
      fixed(r.timeouts),
      r.cpu ? `${r.cpu.serverPercent}%` : "n/a",
      r.cpu && r.totalRequests > 0 ? fixed((r.cpu.serverSeconds * 1000) / r.totalRequests, 3) : "n/a",
      r.cpu ? `${r.cpu.loadGeneratorPercent}%` : "n/a",
      r.cpu ? `${r.cpu.othersPercent}%` : "n/a",
    ]),
  );
  const header = [
    "path",
    "server",
    "requests",
    "non-2xx",
    "errors",
    "timeouts",
    "server CPU",
    "server CPU ms/request",
    "autocannon CPU",
    "others CPU",
  ];
  return table(header, rows);
}

/** Runs during which unrelated processes used a noticeable share of the CPU. */
export function disturbedRuns(results: PathResult[]): string[] {
  return results.flatMap(({ path, next, bare }) =>
    (
      [
        ["Next", next],
        ["bare", bare],
      ] as const
    )
      .filter(([, r]) => (r.cpu?.othersPercent ?? 0) > DISTURBANCE_PERCENT)
      .map(([server, r]) => `${server} ${path} (${r.cpu?.othersPercent ?? 0}%)`),
  );
}

export function responsesTable(responses: CapturedResponse[]): string {
  const rows = responses.map((r) => [
    `\`${r.path}\``,
    String(r.status),
    r.contentType,
    r.contentEncoding,
    fixed(r.bodyBytes),
    r.transferEncoding,
    r.nextjsCache,
    r.nextjsPrerender,
    r.cacheControl,
  ]);
  return table(
    ["path", "status", "content-type", "encoding", "body bytes", "transfer", "x-nextjs-cache", "x-nextjs-prerender", "cache-control"],
    rows,
  );
}

export function meetsJsTarget(page: PageWeight): boolean {
  return page.external.gzipBytes / KB <= TARGETS.jsGzipKB;
}

export function jsTable(pages: PageWeight[]): string {
  const header = [
    "page",
    "scripts",
    "JS raw KB",
    "JS gzip KB",
    "served KB",
    `target ≤ ${TARGETS.jsGzipKB} KB`,
    "nomodule gzip KB (not counted)",
    "inline scripts",
    "inline raw KB",
    "inline gzip KB",
  ];
  const rows = pages.map((page) => [
    `\`${page.path}\``,
    String(page.external.count),
    kb(page.external.rawBytes),
    kb(page.external.gzipBytes),
    kb(page.external.wireBytes),
    meetsJsTarget(page) ? "yes" : "**no**",
    page.nomodule.count ? `${kb(page.nomodule.gzipBytes)} (${page.nomodule.count})` : "–",
    String(page.inline.count),
    kb(page.inline.rawBytes),
    kb(page.inline.gzipBytes),
  ]);
  return table(header, rows);
}
