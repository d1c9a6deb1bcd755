import pg from "pg";
import type { DatabaseTarget } from "@/server/platform/database/config";

/**
 * `npm run test:pg` migrates one database on its throw-away server; each Vitest worker copies it
 * (CREATE DATABASE … TEMPLATE) into a database of its own, so test files run in parallel there
 * too, as they do in memory. The template is never connected to while the tests run.
 * `seededTemplate` (the global setup's seeded copy, tests/helpers/database-snapshots.ts) replaces the
 * worker's database with a fresh copy of the demo data: the file asked for it (seedDatabase).
 */
export async function workerDatabase(templateUrl: string, seededTemplate?: string): Promise<DatabaseTarget> {
  const template = new URL(templateUrl).pathname.slice(1);
  const name = `${template}_w${process.env.VITEST_POOL_ID ?? "1"}`;
  const admin = new pg.Client({ connectionString: onDatabase(templateUrl, "postgres") });
  await admin.connect();
  try {
    if (seededTemplate) {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${seededTemplate}"`);
    } else {
      const exists = await admin.query("SELECT 1 FROM pg_database WHERE datname = $1", [name]);
      if (!exists.rowCount) await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    }
  } finally {
    await admin.end();
  }
  return { kind: "postgres", url: onDatabase(templateUrl, name) };
}

export function onDatabase(url: string, database: string): string {
  const copy = new URL(url);
  copy.pathname = `/${database}`;
  return copy.toString();
}
