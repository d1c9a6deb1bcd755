import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { LOCK_GRACE_MS, lockFilePath } from "@/server/platform/database/lock";
import { openDatabase, type Database } from "@/server/platform/database/open";
import { migratedFolder } from "../helpers/migrated-database";

const run = promisify(execFile);
const child = path.resolve("tests/helpers/open-db-child.ts");

async function openInChild(dataDir: string) {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", child, dataDir], { timeout: 60_000 });
    return { code: 0, stdout, stderr: "" };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe("exclusive lock on the embedded database", () => {
  let dir: string;
  let db: Database | undefined;

  afterEach(async () => {
    await db?.close();
    db = undefined;
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("makes a second process fail at once with a clear message while the first holds it", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-lock-"));
    const dataDir = path.join(dir, "pglite");
    await migratedFolder(dataDir);
    db = await openDatabase({ kind: "pglite", dataDir });
    expect(fs.readFileSync(lockFilePath(dataDir), "utf8")).toBe(String(process.pid));

    const started = Date.now();
    const second = await openInChild(dataDir);
    expect(second.code).toBe(3);
    expect(second.stderr).toContain("ya está abierta por otro proceso");
    expect(second.stderr).toContain(`pid ${process.pid}`);
    expect(second.stdout).not.toContain("opened");
    // It waits out the grace period for a holder that is shutting down, then gives up.
    expect(Date.now() - started).toBeLessThan(LOCK_GRACE_MS + 15_000);

    // The holder is unharmed and still works.
    const rows = await db.pglite!.query<{ n: number }>("select 2 as n");
    expect(rows.rows[0]?.n).toBe(2);
  });

  it("lets the next process in once the holder has closed, and takes over a stale lock", async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-lock-"));
    const dataDir = path.join(dir, "pglite");
    await migratedFolder(dataDir);
    const first = await openDatabase({ kind: "pglite", dataDir });
    await first.close();
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
    expect((await openInChild(dataDir)).stdout).toContain("opened 1");

    // A lock left by a process that died: its pid no longer exists.
    const { stdout: deadPid } = await run(process.execPath, ["-e", "console.log(process.pid)"]);
    fs.writeFileSync(lockFilePath(dataDir), deadPid.trim());
    const reopened = await openInChild(dataDir);
    expect(reopened.stdout).toContain("opened 1");
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
  }, 120_000); // three child processes open the embedded database in turn: slow while the e2e build runs beside Vitest
});
