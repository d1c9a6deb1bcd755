import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, vi } from "vitest";
import { resolveDatabaseTarget } from "@/server/database/config";
import { provideDatabase } from "@/server/database/instance";
import { applyMigrations } from "@/server/database/migrations";
import { openDatabase } from "@/server/database/open";
import { folderStorage, provideStorage } from "@/server/storage";
import { workerDatabase } from "./pg-worker-database";

// Next's cache functions only work inside a Next server; here they are recorded and do nothing,
// so tests can assert which tags a write invalidates.
vi.mock("next/cache", () => ({
  cacheTag: vi.fn(),
  cacheLife: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  revalidatePath: vi.fn(),
}));

// Each test file gets its own database: in memory and migrated here, or, on the PostgreSQL server
// that `npm run test:pg` started, its worker's copy of the migrated database.
provideDatabase(async () => {
  const target = resolveDatabaseTarget();
  const db = await openDatabase(target.kind === "postgres" ? await workerDatabase(target.url) : target);
  if (db.target.kind === "memory") await applyMigrations(db.adapter);
  return db;
});

// …and its own private file storage, in a temporary folder removed at the end.
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-test-files-"));
provideStorage(folderStorage(filesDir));
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));
