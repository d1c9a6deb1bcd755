import { testDb } from "./db";

/** Every table of the application (migrations' bookkeeping aside), read from the database itself. */
async function tableNames(): Promise<string[]> {
  const rows = await (
    await testDb()
  ).$queryRawUnsafe<{ name: string }[]>(
    `SELECT table_name AS name FROM information_schema.tables
     WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' AND table_name <> '_prisma_migrations'
     ORDER BY table_name`,
  );
  return rows.map((row) => row.name);
}

export type Fingerprint = Record<string, string>;

/**
 * `{ table: "rows:sum of row versions" }` for every table, in one query. PostgreSQL stamps every
 * row version with the transaction that wrote it (xmin), so an insert, update or delete anywhere
 * changes the fingerprint, even an update that rewrites the same values.
 */
export async function databaseFingerprint(): Promise<Fingerprint> {
  const db = await testDb();
  fingerprintSql ??= tableNames().then((tables) =>
    tables
      .map(
        (table) => `SELECT '${table}' AS name, count(*)::int || ':' || coalesce(sum(t.xmin::text::bigint), 0) AS value FROM "${table}" t`,
      )
      .join(" UNION ALL "),
  );
  const rows = await db.$queryRawUnsafe<{ name: string; value: string }[]>(await fingerprintSql);
  return Object.fromEntries(rows.map((row) => [row.name, row.value]));
}

let fingerprintSql: Promise<string> | undefined;

/** The tables whose fingerprint differs, leaving out `ignored`. */
export function changedTables(before: Fingerprint, after: Fingerprint, ignored: readonly string[] = []): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((name) => !ignored.includes(name) && before[name] !== after[name]).sort();
}
