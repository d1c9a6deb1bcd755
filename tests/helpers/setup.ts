import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
import { closeDatabase, provideDatabase } from "@/server/platform/database/instance";
import { folderStorage } from "@/server/platform/storage/folder";
import { provideStorage } from "@/server/platform/storage/provided";
import { setTestFilesDir } from "./test-files-dir";
import { openTestDatabase } from "./test-database";

// Next's cache functions only work inside a Next server; here they are recorded and do nothing,
// so tests can assert which tags a write invalidates.
// One set of recorders per process: files that share a worker's modules (vitest.config.ts) keep the
// app modules the first file loaded, and those hold the first recorders.
vi.mock("next/cache", () => {
  const shared = globalThis as typeof globalThis & { __nextCacheRecorders?: Record<string, unknown> };
  shared.__nextCacheRecorders ??= {
    cacheTag: vi.fn(),
    cacheLife: vi.fn(),
    revalidateTag: vi.fn(),
    updateTag: vi.fn(),
    revalidatePath: vi.fn(),
  };
  return shared.__nextCacheRecorders;
});

// Each test file gets its own database: in memory, loaded from the migrated dump the global setup
// made (database-snapshots.ts), or, on the PostgreSQL server that `npm run test:pg` started, its
// worker's copy of the migrated database. `seedDatabase()` replaces it with a copy of the demo data.
provideDatabase(() => openTestDatabase("migrated"));
// Files that share a worker's modules (vitest.config.ts) also share its globals: after each file the
// database is closed and the app's process state (kept on globalThis as `__club…`: the auth
// instance bound to that database, caches, the storage driver) is dropped, so the next file starts
// as in a fresh process.
afterAll(async () => {
  await closeDatabase();
  const state = globalThis as Record<string, unknown>;
  // (Not the cache handler's hook: its module sets it once when loaded.)
  for (const key of Object.keys(state)) if (key.startsWith("__club") && key !== "__clubExpireTagsNow") delete state[key];
});

// …and its own private file storage, in a temporary folder removed at the end.
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-test-files-"));
provideStorage(folderStorage(filesDir));
setTestFilesDir(filesDir);
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));
