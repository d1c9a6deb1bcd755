/** Where every benchmark writes what it measured: `bench-results/` at the project's root (ignored by git). */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../../..");
export const RESULTS_DIR = path.join(ROOT, "bench-results");

/** A run's time as a file-name part: `2026-11-26T11-30-00-000Z`. */
export const fileStamp = (date: Date) => date.toISOString().replace(/[:.]/g, "-");

export function writeJson(file: string, data: unknown): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
}

/** The machine a run measures on, for its first line: "4 CPUs, load average 0.52 0.61 0.70". */
export function machineLoad(): string {
  return `${os.cpus().length} CPUs, load average ${os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(" ")}`;
}

/**
 * A benchmark run: its files are named after the time it started (`stamp`); `finish(name, data)`
 * writes `bench-results/<name>-<stamp>.json` with the start, the time taken and the machine, then
 * `data`, and answers the file and the seconds taken.
 */
export function startRun() {
  const started = performance.now();
  const startedAt = new Date();
  const stamp = fileStamp(startedAt);
  fs.mkdirSync(RESULTS_DIR, { recursive: true });
  return {
    stamp,
    finish(name: string, data: object): { file: string; totalSec: number } {
      const totalSec = (performance.now() - started) / 1000;
      const file = path.join(RESULTS_DIR, `${name}-${stamp}.json`);
      writeJson(file, {
        startedAt: startedAt.toISOString(),
        totalSeconds: Number(totalSec.toFixed(1)),
        machine: { cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model, node: process.version, loadAvgAtEnd: os.loadavg() },
        ...data,
      });
      return { file, totalSec };
    },
  };
}
