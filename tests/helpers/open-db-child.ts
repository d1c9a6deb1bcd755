// Run as a separate process by tests/standalone/database-lock.test.ts: opens the embedded
// database in the directory given as argument, reads from it, and closes it.
import { openDatabase } from "../../server/platform/database/open";

const dataDir = process.argv[2];
if (!dataDir) throw new Error("usage: open-db-child <dataDir>");

try {
  const db = await openDatabase({ kind: "pglite", dataDir });
  const rows = await db.pglite!.query<{ ok: number }>("select 1 as ok");
  console.log(`opened ${rows.rows[0]?.ok}`);
  await db.close();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(3);
}
