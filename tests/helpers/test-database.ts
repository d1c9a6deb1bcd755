import fs from "node:fs";
import path from "node:path";
import { inject } from "vitest";
import { resolveDatabaseTarget } from "@/server/platform/database/config";
import { closeDatabase, getDatabase, provideDatabase } from "@/server/platform/database/instance";
import type { Database } from "@/server/platform/database/open";
import { folderStorage } from "@/server/platform/storage/folder";

/**
 * A test file's database: the run's migrated one (tests/helpers/setup.ts provides it), or its copy of
 * the demo data seeded once for the run (database-snapshots.ts). In memory a dump is loaded; on the
 * PostgreSQL server of `npm run test:pg`, the worker's database is copied from a template. The
 * driver, Prisma and the embedded engine load on first use: a unit test never pays for them.
 */
export async function openTestDatabase(state: "migrated" | "seeded"): Promise<Database> {
  const { openDatabase } = await import("@/server/platform/database/open");
  const snapshots = inject("databaseSnapshots");
  const target = resolveDatabaseTarget();
  if (target.kind === "postgres") {
    const { workerDatabase } = await import("./pg-worker-database");
    return openDatabase(await workerDatabase(target.url, state === "seeded" ? snapshots.seededTemplate : undefined));
  }
  const dump = state === "seeded" ? snapshots.seeded : snapshots.migrated;
  return openDatabase({ kind: "memory", snapshot: new Blob([fs.readFileSync(dump)]) });
}

/**
 * Replaces the file's database with a copy of the seeded demo, and puts the demo's files in its
 * storage. False when the run's demo is another day's (the run went past midnight in Madrid, or the
 * test set the clock): the caller seeds for today, as the demo's dates are relative to the day.
 */
export async function loadSeededDemo(): Promise<boolean> {
  const snapshots = inject("databaseSnapshots");
  // Loaded here, not with the setup every file runs: date-fns's whole index is a second a process.
  const { dayInMadrid } = await import("@/lib/format");
  if (snapshots.seededDay !== dayInMadrid(new Date())) return false;
  await closeDatabase();
  // The sign-in instance is bound to the database it was made with.
  delete (globalThis as { __clubLocalAuth?: unknown }).__clubLocalAuth;
  provideDatabase(() => openTestDatabase("seeded"));
  await getDatabase();
  await copyStoredFiles(snapshots.seededFiles);
  return true;
}

/** Every file of the folder storage at `root` (`<key>` and its `<key>.json`) put into this file's storage. */
async function copyStoredFiles(root: string): Promise<void> {
  const { storage } = await import("@/server/platform/storage");
  const source = folderStorage(root);
  const keys = (fs.readdirSync(root, { recursive: true }) as string[])
    .filter((entry) => entry.endsWith(".json") && !path.basename(entry).startsWith("."))
    .map((entry) => entry.slice(0, -".json".length).split(path.sep).join("/"));
  for (const key of keys) {
    const file = await source.get(key);
    await storage().put(key, file.stream, { contentType: file.contentType, size: file.size });
  }
}
