import fs from "node:fs";
import os from "node:os";
import path from "node:path";

/** Longer than any step held under a lock: one whose holder still runs is then taken over all the same. */
const STALE_MS = 120_000;

/**
 * Runs `step` while no other end-to-end worker runs a step under the same `name`: for the few
 * club-wide settings a spec must change for a moment and others read (the club's NIF, which the
 * tax certificates need). A lock folder made atomically in the machine's temporary folder, naming
 * its holder's process: a lock left by a process that is gone (a killed run) is taken over at once.
 * Steps never take a lock they already hold.
 */
export async function exclusive<T>(name: string, step: () => Promise<T>): Promise<T> {
  const lock = path.join(os.tmpdir(), `club-e2e-${name}.lock`);
  for (;;) {
    try {
      fs.mkdirSync(lock);
      fs.writeFileSync(path.join(lock, "holder"), String(process.pid));
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      if (abandoned(lock)) {
        // Renamed away before it is removed: of two workers that found it abandoned, one removes it.
        const gone = `${lock}.${process.pid}.${Date.now()}`;
        try {
          fs.renameSync(lock, gone);
          fs.rmSync(gone, { recursive: true, force: true });
        } catch {
          // the other worker took it over first
        }
      } else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  try {
    return await step();
  } finally {
    fs.rmSync(lock, { recursive: true, force: true });
  }
}

/** Whether the lock's holder is gone, or has held it past any step's length. */
function abandoned(lock: string): boolean {
  const since = fs.statSync(lock, { throwIfNoEntry: false })?.mtimeMs;
  if (since === undefined) return false; // just released: try again
  if (Date.now() - since > STALE_MS) return true;
  let holder = 0;
  try {
    holder = Number(fs.readFileSync(path.join(lock, "holder"), "utf8"));
  } catch {
    return Date.now() - since > 1_000; // made, its holder not written yet (or just released)
  }
  try {
    process.kill(holder, 0);
    return false;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "ESRCH";
  }
}

/** The club's fiscal settings (its NIF), which the liquidation spec empties for a moment. */
export const FISCAL_SETTINGS = "fiscal-settings";
