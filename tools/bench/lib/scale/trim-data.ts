/**
 * Reduces the bench database to its 1,000 most recent transactions (scenario "1k").
 * Run with the server stopped: opening the directory takes its exclusive lock.
 *
 *   tsx tools/bench/lib/scale/trim-data.ts <dataDir> [keep=1000]
 */
import path from "node:path";
import { vacuumAndAnalyze } from "../../../../server/platform/database/maintenance";
import { openDatabase } from "../../../../server/platform/database/open";

async function main(): Promise<void> {
  const [dirArg, keepArg = "1000"] = process.argv.slice(2);
  if (!dirArg) throw new Error("Usage: tsx tools/bench/lib/scale/trim-data.ts <dataDir> [keep]");
  const keep = Number(keepArg);
  if (!Number.isInteger(keep) || keep < 1) throw new Error(`keep must be a positive integer (got "${keepArg}")`);
  const db = await openDatabase({ kind: "pglite", dataDir: path.resolve(dirArg) });
  try {
    if (!db.pglite) throw new Error("the database has no embedded engine");
    await db.pglite.exec(
      `DELETE FROM transactions WHERE id NOT IN (SELECT id FROM transactions ORDER BY transaction_date DESC, id DESC LIMIT ${keep})`,
    );
    await vacuumAndAnalyze(db.prisma);
    const result = await db.pglite.query<{ count: number }>("SELECT count(*)::int AS count FROM transactions");
    console.log(`transactions left: ${result.rows[0]?.count ?? "?"}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
