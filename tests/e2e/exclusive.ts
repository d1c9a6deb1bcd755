import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Longer than any step held under a lock: one left by a killed run is then taken over. */
const STALE_MS = 120_000;

/**
 * Runs `step` while no other end-to-end worker runs a step under the same `name`: for the few
 * club-wide settings a spec must change for a moment and others read (the club's NIF, which the
 * tax certificates need). A lock folder made atomically in the machine's temporary folder.
 */
export async function exclusive<T>(name: string, step: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `club-e2e-${name}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const age = Date.now() - (fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > STALE_MS) fs.rmSync(lock, { recursive: true, force: true });
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await step();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** The club's fiscal settings (its NIF), which the liquidation spec empties for a moment. */
export const FISCAL_SETTINGS = "fiscal-settings";
