import { resolveDatabaseTarget } from "./config";
import { applyMigrations } from "./migrations";
import { openDatabase, type Database } from "./open";

/**
 * The one database of this process. Kept on globalThis because the custom server, Next's bundled
 * server code and hot reloads each load their own copy of this module, and the embedded database
 * must be opened exactly once per process.
 */
const holder = globalThis as typeof globalThis & { __clubDatabase?: Promise<Database> };

export function getDatabase(): Promise<Database> {
  holder.__clubDatabase ??= (async () => {
    const db = await openDatabase(resolveDatabaseTarget());
    // An in-memory database starts empty every time: bring it to the current schema.
    if (db.target.kind === "memory") await applyMigrations(db.adapter);
    return db;
  })().catch((error: unknown) => {
    holder.__clubDatabase = undefined;
    throw error;
  });
  return holder.__clubDatabase;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__clubDatabase;
  holder.__clubDatabase = undefined;
  if (pending) await (await pending).close();
}
