import type { PrismaClient } from "../../../generated/prisma/client";
import { MIGRATIONS_DIR, readMigrations } from "./migrations";

/**
 * The migrations of `prisma/migrations` that `_prisma_migrations` does not record as applied, read
 * with one query. A start whose database is up to date (every restart but the first after a
 * deploy) thus never loads the WASM migration engine; readiness asks the same question.
 */
export async function pendingMigrations(prisma: PrismaClient, dir = MIGRATIONS_DIR): Promise<string[]> {
  const wanted = readMigrations(dir).migrationDirectories.map((migration) => migration.path);
  let applied: { migration_name: string }[];
  try {
    applied = await prisma.$queryRawUnsafe<{ migration_name: string }[]>(
      "SELECT migration_name FROM _prisma_migrations WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL",
    );
  } catch {
    return wanted; // no _prisma_migrations table yet: a new database
  }
  const done = new Set(applied.map((row) => row.migration_name));
  return wanted.filter((name) => !done.has(name));
}
