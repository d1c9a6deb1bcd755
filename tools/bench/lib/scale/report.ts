/** Targets, comparison and the Markdown table of `npm run bench:scale`. */
import type { LoadResult } from "../load";
import { fixed, table } from "../markdown";

export const SCALE_TARGETS = { apiP99Ms: 100, pageP99Ms: 300, maxGrowth: 2, judgedUpToConnections: 3 } as const;

export type EndpointKind = "api" | "page";

export type Endpoint = { name: string; kind: EndpointKind; path: string };

export type EndpointRun = {
  endpoint: Endpoint;
  /** Concurrent connections of the measurement. */
  connections: number;
  /** `total` from the API (for pages: the total of the matching API query). */
  rows: number | null;
  /** The count stopped at `rows`: more rows match. */
  rowsCapped: boolean;
  /** Bytes of one response body (as transferred). */
  bodyBytes: number;
  load: LoadResult;
};

export type Comparison = {
  endpoint: Endpoint;
  connections: number;
  small: EndpointRun;
  large: EndpointRun;
  /** p99(large) / p99(small). */
  growth: number | null;
  p99TargetMs: number;
  /** Whether the targets apply at this concurrency (else a stress figure). */
  judged: boolean;
  p99Met: boolean;
  growthMet: boolean;
};

export function compare(small: EndpointRun[], large: EndpointRun[]): Comparison[] {
  return large.flatMap((big) => {
    const little = small.find((run) => run.endpoint.name === big.endpoint.name && run.connections === big.connections);
    if (!little) return [];
    const p99TargetMs = big.endpoint.kind === "api" ? SCALE_TARGETS.apiP99Ms : SCALE_TARGETS.pageP99Ms;
    // With timed-out requests (no latency recorded) or no completed request, p99 is unknown: no ratio.
    const known = (load: LoadResult) => load.timeouts === 0 && load.latencyP99Ms > 0;
    const growth = known(little.load) && known(big.load) ? big.load.latencyP99Ms / little.load.latencyP99Ms : null;
    return [
      {
        endpoint: big.endpoint,
        connections: big.connections,
        small: little,
        large: big,
        growth,
        p99TargetMs,
        judged: big.connections <= SCALE_TARGETS.judgedUpToConnections,
        // Timed-out requests have no latency in autocannon's histogram: any of them misses the target.
        p99Met: [big.load, little.load].every((load) => load.latencyP99Ms < p99TargetMs && load.timeouts === 0),
        growthMet: growth === null ? big.load.timeouts === 0 && little.load.timeouts > 0 : growth <= SCALE_TARGETS.maxGrowth,
      },
    ];
  });
}

const rows = (run: EndpointRun) => (run.rows === null ? "–" : `${run.rowsCapped ? "> " : ""}${fixed(run.rows)}`);
const yes = (ok: boolean) => (ok ? "yes" : "**no**");
/** A latency figure, or why there is none (every request timed out after autocannon's 10 s). */
const latency = (load: LoadResult, value: number, digits = 0) => (load.timeouts > 0 && value === 0 ? "> 10,000" : fixed(value, digits));

export function scaleTable(comparisons: Comparison[]): string {
  const header = [
    "endpoint",
    "conn.",
    "rows 1k",
    "req/s 1k",
    "p50 ms 1k",
    "p99 ms 1k",
    "mean ms 1k",
    "rows 100k",
    "req/s 100k",
    "p50 ms 100k",
    "p99 ms 100k",
    "mean ms 100k",
    "timeouts 1k/100k",
    "p99 growth",
    "p99 target",
    "growth ≤ 2×",
  ];
  const body = comparisons.map((c) => [
    `${c.endpoint.kind === "api" ? "API" : "page"} \`${c.endpoint.path}\``,
    String(c.connections),
    rows(c.small),
    fixed(c.small.load.requestsPerSec),
    latency(c.small.load, c.small.load.latencyP50Ms),
    latency(c.small.load, c.small.load.latencyP99Ms),
    latency(c.small.load, c.small.load.latencyAvgMs, 1),
    rows(c.large),
    fixed(c.large.load.requestsPerSec),
    latency(c.large.load, c.large.load.latencyP50Ms),
    latency(c.large.load, c.large.load.latencyP99Ms),
    latency(c.large.load, c.large.load.latencyAvgMs, 1),
    `${c.small.load.timeouts}/${c.large.load.timeouts}`,
    c.growth === null ? "n/a (timeouts)" : `${fixed(c.growth, 2)}×`,
    c.judged ? `${yes(c.p99Met)} (< ${c.p99TargetMs} ms)` : "stress",
    c.judged ? yes(c.growthMet) : "stress",
  ]);
  return table(header, body);
}
