import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject, vi } from "vitest";
import { resolveDatabaseTarget } from "@/server/platform/database/config";
import { provideDatabase } from "@/server/platform/database/instance";
import { folderStorage } from "@/server/platform/storage/folder";
import { provideStorage } from "@/server/platform/storage/provided";

// Next's cache functions only work inside a Next server; here they are recorded and do nothing,
// so tests can assert which tags a write invalidates.
vi.mock("next/cache", () => ({
  cacheTag: vi.fn(),
  cacheLife: vi.fn(),
  revalidateTag: vi.fn(),
  updateTag: vi.fn(),
  revalidatePath: vi.fn(),
}));

// Each test file gets its own database: in memory, loaded from the migrated dump the global setup
// made (migrated-snapshot.ts), or, on the PostgreSQL server that `npm run test:pg` started, its
// worker's copy of the migrated database. The driver, Prisma and the embedded engine load on first
// use: a unit test never pays for them.
provideDatabase(async () => {
  const target = resolveDatabaseTarget();
  const { openDatabase } = await import("@/server/platform/database/open");
  const { workerDatabase } = await import("./pg-worker-database");
  if (target.kind === "postgres") return openDatabase(await workerDatabase(target.url));
  const snapshot = new Blob([fs.readFileSync(inject("migratedSnapshot"))]);
  return openDatabase({ kind: "memory", snapshot });
});

// …and its own private file storage, in a temporary folder removed at the end.
const filesDir = fs.mkdtempSync(path.join(os.tmpdir(), "club-test-files-"));
provideStorage(folderStorage(filesDir));
afterAll(() => fs.rmSync(filesDir, { recursive: true, force: true }));
