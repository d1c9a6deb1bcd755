import { resolveDatabaseTarget } from "./config";
import type { Database } from "./open";

/**
 * The one database of this process. Kept on globalThis because the custom server, Next's bundled
 * server code and hot reloads each load their own copy of this module, and the embedded database
 * must be opened exactly once per process.
 */
const holder = globalThis as typeof globalThis & {
  __clubDatabase?: Promise<Database>;
  __clubDatabaseOpener?: () => Promise<Database>;
};

export function getDatabase(): Promise<Database> {
  // The driver, Prisma and the embedded engine are loaded when a database is opened, not with this module.
  const open = holder.__clubDatabaseOpener ?? (async () => (await import("./open")).openDatabase(resolveDatabaseTarget()));
  holder.__clubDatabase ??= open().catch((error: unknown) => {
    holder.__clubDatabase = undefined;
    throw error;
  });
  return holder.__clubDatabase;
}

/** Replaces how this process opens its database, on first use (tests migrate an in-memory one). */
export function provideDatabase(open: () => Promise<Database>): void {
  holder.__clubDatabaseOpener = open;
}

export async function closeDatabase(): Promise<void> {
  const pending = holder.__clubDatabase;
  holder.__clubDatabase = undefined;
  if (pending) await (await pending).close();
}
