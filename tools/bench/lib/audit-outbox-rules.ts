/**
 * How `npm run bench:writes` measures a write without the audit log and the e-mail outbox, with no
 * switch in the server's code: between two runs (no server holds the benchmark's database then), it
 * adds or drops database rules that turn every INSERT into `audit_events` and `emails` into nothing.
 * The server does all its work as shipped; only the two rows are not written.
 */
import path from "node:path";
import { openDatabase } from "../../../server/platform/database/open";
import { BENCH_STATE } from "./prepare";
import { ROOT } from "./results";

const TABLES = ["audit_events", "emails"] as const;

export async function writeAuditAndOutbox(on: boolean): Promise<void> {
  const db = await openDatabase({ kind: "pglite", dataDir: path.join(ROOT, BENCH_STATE.dataDir) });
  try {
    for (const table of TABLES) {
      const rule = `bench_no_insert_${table}`;
      await db.prisma.$executeRawUnsafe(
        on ? `DROP RULE IF EXISTS ${rule} ON ${table}` : `CREATE OR REPLACE RULE ${rule} AS ON INSERT TO ${table} DO INSTEAD NOTHING`,
      );
    }
  } finally {
    await db.close();
  }
}
