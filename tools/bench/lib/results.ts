/** Where every benchmark writes what it measured: `bench-results/` at the project's root (ignored by git). */
import fs from "node:fs";
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
