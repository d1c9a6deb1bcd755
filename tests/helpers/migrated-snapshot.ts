import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { applyMigrations } from "@/server/platform/database/migrations";
import { openDatabase } from "@/server/platform/database/open";

declare module "vitest" {
  export interface ProvidedContext {
    /** A dump of a migrated in-memory database, or "" when the suite runs on PostgreSQL. */
    migratedSnapshot: string;
  }
}

/**
 * Vitest global setup: migrates one in-memory database and dumps it to a file, so each test file
 * loads the migrated database (~0.5 s) instead of starting Prisma's migration engine (~2 s a file).
 * `npm run test:pg` copies a migrated template database instead (pg-worker-database.ts).
 */
export default async function migrateOnce(project: TestProject) {
  if (!(project.config.env.DATABASE_URL ?? "memory://").startsWith("memory://")) {
    project.provide("migratedSnapshot", "");
    return;
  }
  // Each Vitest project (vitest.config.ts) runs this setup, at the same time: they share one dump.
  const shared = globalThis as typeof globalThis & { __migratedSnapshot?: { file: Promise<string>; users: number } };
  shared.__migratedSnapshot ??= { file: migratedDump(), users: 0 };
  const snapshot = shared.__migratedSnapshot;
  snapshot.users++;
  project.provide("migratedSnapshot", await snapshot.file);
  return async () => {
    if (--snapshot.users > 0) return;
    fs.rmSync(path.dirname(await snapshot.file), { recursive: true, force: true });
    shared.__migratedSnapshot = undefined;
  };
}

async function migratedDump(): Promise<string> {
  const db = await openDatabase({ kind: "memory" });
  await applyMigrations(db.adapter);
  const dump = await db.pglite!.dumpDataDir("none");
  await db.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "club-migrated-")), "database.tar");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  return file;
}
