import path from "node:path";
import { env } from "../env";

/** Where the data lives, decided once from DATABASE_URL. */
export type DatabaseTarget =
  | { kind: "pglite"; dataDir: string }
  // `snapshot`: a PGlite dump (`dumpDataDir`) the in-memory database starts from, instead of empty.
  | { kind: "memory"; snapshot?: Blob }
  | { kind: "postgres"; url: string };

export const DEFAULT_PGLITE_DIR = ".data/pglite";

/**
 * - unset or empty          → embedded PGlite under `.data/pglite`
 * - `file:<dir>`            → embedded PGlite in <dir>
 * - `memory://`             → embedded PGlite in memory (tests)
 * - `postgres://…` / `postgresql://…` → a PostgreSQL server
 */
export function resolveDatabaseTarget(url = env().DATABASE_URL): DatabaseTarget {
  const value = url.trim();
  if (value === "") return { kind: "pglite", dataDir: path.resolve(DEFAULT_PGLITE_DIR) };
  if (value.startsWith("memory://")) return { kind: "memory" };
  if (value.startsWith("file:")) return { kind: "pglite", dataDir: path.resolve(value.slice("file:".length)) };
  if (/^postgres(ql)?:\/\//.test(value)) return { kind: "postgres", url: value };
  throw new Error("DATABASE_URL no es válida: usa postgres://…, file:<carpeta> o déjala vacía para la base embebida.");
}
