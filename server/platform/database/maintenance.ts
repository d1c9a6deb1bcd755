import type { PrismaClient } from "../../../generated/prisma/client";

/**
 * Reclaims dead rows and refreshes the planner's statistics. A PostgreSQL server does this by
 * itself (autovacuum); the embedded engine has no background workers, so it is done after bulk
 * loads and whenever the embedded database is opened by the server. Without statistics the
 * planner may pick a full scan over an index; without a vacuum the visibility map stays empty and
 * index-only scans still read the table.
 */
export async function vacuumAndAnalyze(prisma: PrismaClient): Promise<void> {
  await prisma.$executeRawUnsafe("VACUUM ANALYZE");
}
