/**
 * Lighthouse (mobile: its default form factor, screen and simulated throttling) against a running
 * server, through a Chromium started here with a remote-debugging port. Each page is audited
 * `runs` times; the report keeps the median of each figure.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import lighthouse from "lighthouse";
import { CHROMIUM_ARGS, chromiumPath } from "./chromium";
import { delay, spawnTracked, stopChild } from "./processes";

export type LighthouseRun = { performance: number; accessibility: number; lcpMs: number; tbtMs: number; fcpMs: number; cls: number };
export type LighthousePage = { path: string; runs: LighthouseRun[]; median: LighthouseRun };

export const LIGHTHOUSE_TARGETS = { performance: 90, accessibility: 100, lcpMs: 2_500 } as const;

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Median of each figure on its own (not the run whose score is the median). */
export function medianRun(runs: LighthouseRun[]): LighthouseRun {
  const of = (key: keyof LighthouseRun) => median(runs.map((run) => run[key]));
  return {
    performance: of("performance"),
    accessibility: of("accessibility"),
    lcpMs: of("lcpMs"),
    tbtMs: of("tbtMs"),
    fcpMs: of("fcpMs"),
    cls: of("cls"),
  };
}

export type Browser = { port: number; stop: () => Promise<void> };

/** A headless Chromium listening for DevTools on `port`, with a throwaway profile. */
export async function startChromium(port: number): Promise<Browser> {
  const executable = chromiumPath();
  if (!executable) throw new Error("no Chromium found (apt-get install -y chromium, or set PLAYWRIGHT_CHROMIUM_PATH)");
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "lighthouse-chromium-"));
  const args = [...CHROMIUM_ARGS, "--headless=new", `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"];
  const child = spawnTracked(executable, args, { cwd: process.cwd(), env: process.env });
  child.stdin?.end();
  const stop = async () => {
    await stopChild(child);
    fs.rmSync(profile, { recursive: true, force: true });
  };
  for (let waited = 0; waited < 30_000; waited += 250) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/json/version`);
      if (response.ok) return { port, stop };
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  await stop();
  throw new Error(`Chromium did not open its DevTools port ${port} within 30 s`);
}

export type Audited = { run: LighthouseRun; report: unknown };

/**
 * One Lighthouse run; a run that fails to record the page (NO_NAVSTART and the like happen on a
 * busy machine) is tried again, up to `attempts` times.
 */
export async function audit(url: string, browserPort: number, attempts = 3): Promise<Audited> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await auditOnce(url, browserPort);
    } catch (error) {
      if (attempt >= attempts) throw error;
      process.stdout.write(`(${error instanceof Error ? error.message : String(error)}; again) `);
    }
  }
}

async function auditOnce(url: string, browserPort: number): Promise<Audited> {
  const result = await lighthouse(url, {
    port: browserPort,
    onlyCategories: ["performance", "accessibility"],
    logLevel: "error",
    output: "json",
  });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { categories, audits, runtimeError } = result.lhr;
  if (runtimeError) throw new Error(`Lighthouse failed on ${url}: ${runtimeError.code}`);
  const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);
  const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
  const run = {
    performance: score(categories.performance?.score),
    accessibility: score(categories.accessibility?.score),
    lcpMs: numeric("largest-contentful-paint"),
    tbtMs: numeric("total-blocking-time"),
    fcpMs: numeric("first-contentful-paint"),
    cls: numeric("cumulative-layout-shift"),
  };
  return { run, report: result.lhr };
}
