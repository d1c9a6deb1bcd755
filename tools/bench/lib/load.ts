/**
 * The load generator: autocannon's own CLI in a child process (`--json`), so that its CPU use never
 * shares an event loop with the benchmark or with a server under test.
 */
import { createRequire } from "node:module";
import { spawnTracked, stopChild } from "./processes";

const autocannonCli = createRequire(import.meta.url).resolve("autocannon");

export type LoadSettings = {
  connections: number;
  durationSec: number;
  pipelining: number;
  headers: Record<string, string>;
};

export type LoadResult = {
  url: string;
  /** Mean of autocannon's per-second samples. */
  requestsPerSec: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  latencyAvgMs: number;
  latencyMaxMs: number;
  totalRequests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodes: Record<string, number>;
  throughputBytesPerSec: number;
};

type Stats = Record<string, number>;

function numberAt(stats: Stats | undefined, key: string): number {
  const value = stats?.[key];
  return typeof value === "number" && Number.isFinite(value) ? value : 0;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function stats(value: unknown): Stats | undefined {
  if (!isRecord(value)) return undefined;
  const out: Stats = {};
  for (const [key, item] of Object.entries(value)) if (typeof item === "number") out[key] = item;
  return out;
}

function statusCodes(value: unknown): Record<string, number> {
  const out: Record<string, number> = {};
  if (!isRecord(value)) return out;
  for (const [code, entry] of Object.entries(value)) out[code] = numberAt(stats(entry), "count");
  return out;
}

/** Turns autocannon's JSON report into the few numbers the benchmark uses. */
export function parseAutocannonJson(url: string, text: string): LoadResult {
  const parsed: unknown = JSON.parse(text);
  if (!isRecord(parsed)) throw new Error("autocannon printed something that is not a JSON object");
  const top = stats(parsed);
  const latency = stats(parsed.latency);
  const requests = stats(parsed.requests);
  return {
    url,
    requestsPerSec: numberAt(requests, "average"),
    latencyP50Ms: numberAt(latency, "p50"),
    latencyP99Ms: numberAt(latency, "p99"),
    latencyAvgMs: numberAt(latency, "average"),
    latencyMaxMs: numberAt(latency, "max"),
    totalRequests: numberAt(requests, "total"),
    non2xx: numberAt(top, "non2xx"),
    errors: numberAt(top, "errors"),
    timeouts: numberAt(top, "timeouts"),
    statusCodes: statusCodes(parsed.statusCodeStats),
    throughputBytesPerSec: numberAt(stats(parsed.throughput), "average"),
  };
}

function autocannonArgs(url: string, settings: LoadSettings, amount?: number): string[] {
  const args = [autocannonCli, "--json", "--no-progress"];
  args.push("--connections", String(settings.connections), "--pipelining", String(settings.pipelining));
  args.push(...(amount === undefined ? ["--duration", String(settings.durationSec)] : ["--amount", String(amount)]));
  args.push("--timeout", "10");
  for (const [name, value] of Object.entries(settings.headers)) args.push("--headers", `${name}=${value}`);
  args.push(url);
  return args;
}

async function runAutocannon(url: string, settings: LoadSettings, amount?: number): Promise<LoadResult> {
  const child = spawnTracked(process.execPath, autocannonArgs(url, settings, amount), { cwd: process.cwd(), env: process.env });
  child.stdin?.end();
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk: Buffer) => (stdout += chunk.toString("utf8")));
  child.stderr?.on("data", (chunk: Buffer) => (stderr = (stderr + chunk.toString("utf8")).slice(-4000)));
  const limitMs = (amount === undefined ? settings.durationSec * 1000 : 60_000) + 30_000;
  const timer = setTimeout(() => void stopChild(child), limitMs);
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  }).finally(() => clearTimeout(timer));
  if (code !== 0) throw new Error(`autocannon exited with ${code ?? "a signal"} for ${url}: ${stderr.trim()}`);
  const line = stdout.trim().split("\n").pop() ?? "";
  return parseAutocannonJson(url, line);
}

/** A fixed number of requests, to warm caches and the JIT before measuring. */
export function warmUp(url: string, settings: LoadSettings, requests: number): Promise<LoadResult> {
  return runAutocannon(url, settings, requests);
}

/** The measurement: `settings.durationSec` seconds of load. */
export function measure(url: string, settings: LoadSettings): Promise<LoadResult> {
  return runAutocannon(url, settings);
}
