import fs from "node:fs";
import { inject } from "vitest";
import { createPGlite } from "@/server/platform/database/adapters";

/**
 * The dump of a migrated, empty database that the global setup made (database-snapshots.ts), for the
 * tests that open embedded databases of their own: loading it takes about 1.5 s, where a new
 * database's initdb and migrations take 6–7 s.
 */
export const migratedDump = () => new Blob([fs.readFileSync(inject("databaseSnapshots").migrated)]);

/** Writes a migrated, empty embedded database into `dataDir`, for a process (or `openDatabase`) to open. */
export async function migratedFolder(dataDir: string): Promise<void> {
  const pglite = await createPGlite(dataDir, migratedDump());
  await pglite.close();
}
