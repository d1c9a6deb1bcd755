import fs from "node:fs";
import path from "node:path";

/**
 * PGlite has no working lock between processes, and a second process opening the same data
 * directory corrupts it silently. Every opener therefore takes this exclusive lock first: a file
 * created with O_EXCL holding the owner's pid. A lock whose pid is no longer alive is stale and is
 * taken over; a live one makes the second opener fail with DatabaseLockedError. The opener gives
 * a live holder a short grace period first, because a process that has just finished (a build
 * worker, a tool) releases the lock a moment after its parent has already moved on.
 */
export class DatabaseLockedError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `La base de datos embebida (${dataDir}) ya está abierta por otro proceso (pid ${ownerPid}). ` +
        `Solo un proceso puede usarla a la vez: detén ese proceso o haz el trabajo a través del servidor.`,
    );
    this.name = "DatabaseLockedError";
  }
}

const heldLocks = new Set<string>();

export function lockFilePath(dataDir: string): string {
  return path.join(path.dirname(dataDir), `${path.basename(dataDir)}.lock`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readOwner(file: string): number {
  try {
    return Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
  } catch {
    return Number.NaN;
  }
}

export const LOCK_GRACE_MS = 3_000;
const POLL_MS = 100;

/** Takes the lock for `dataDir` or throws DatabaseLockedError. Re-entrant within one process. */
export async function acquireDatabaseLock(dataDir: string, graceMs = LOCK_GRACE_MS): Promise<() => void> {
  const deadline = Date.now() + graceMs;
  for (;;) {
    try {
      return tryAcquire(dataDir);
    } catch (error) {
      if (!(error instanceof DatabaseLockedError) || Date.now() >= deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

function tryAcquire(dataDir: string): () => void {
  const file = lockFilePath(dataDir);
  if (heldLocks.has(file)) return () => {};
  fs.mkdirSync(path.dirname(file), { recursive: true });

  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: "wx" });
      heldLocks.add(file);
      return () => releaseLock(file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const owner = readOwner(file);
      if (owner === process.pid) {
        // Left by this very process (for example after a hot reload dropped our bookkeeping).
        heldLocks.add(file);
        return () => releaseLock(file);
      }
      if (isAlive(owner)) throw new DatabaseLockedError(dataDir, owner);
      fs.rmSync(file, { force: true }); // stale: its owner died without cleaning up
    }
  }
  throw new DatabaseLockedError(dataDir, readOwner(file));
}

function releaseLock(file: string): void {
  if (!heldLocks.delete(file)) return;
  if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
}

process.once("exit", () => {
  for (const file of heldLocks) releaseLock(file);
});
