import type { PrismaClient } from "@/generated/prisma/client";
import { vacuumAndAnalyze } from "./maintenance";
import { applyMigrations } from "./migrations";
import type { Database } from "./open";
import { pendingMigrations } from "./pending-migrations";

/** Loads the demo data into an empty database (prisma/seed.ts's `seedDemoData`). */
export type DemoDataLoader = (prisma: PrismaClient) => Promise<unknown>;

/**
 * What a start needs: pending migrations applied (the WASM engine is loaded only when some are
 * pending) and, only when the caller hands in the demo data's loader (`npm run dev`, `npm run
 * db:setup`/`db:reset`: prisma/seed.ts, which server/ never imports), the demo data loaded into an
 * embedded database that is still empty. A PostgreSQL server is never
 * seeded implicitly (use `npm run db:seed`), and nothing is seeded in production, whoever asks: a
 * production build or start never creates the demo accounts.
 * An embedded database is vacuumed and analysed, standing in for the server's autovacuum: right
 * away after migrating, else through `maintenance`, which the server runs once it is ready, so a
 * restart does not wait for it.
 */
export async function prepareDatabase(
  db: Database,
  { demoData, log = (_: string) => {} }: { demoData?: DemoDataLoader; log?: (line: string) => void } = {},
): Promise<{ maintenance: () => Promise<void> }> {
  const pending = await pendingMigrations(db.prisma);
  const applied = pending.length ? await applyMigrations(db.adapter) : [];
  if (applied.length) log(`Migraciones aplicadas: ${applied.join(", ")}`);
  const maySeed = demoData !== undefined && db.target.kind !== "postgres" && process.env.NODE_ENV !== "production";
  const noMaintenance = { maintenance: async () => {} };
  if (maySeed && (await db.prisma.operation.count()) === 0) {
    await demoData(db.prisma); // vacuums by itself
    log("Datos de demostración cargados.");
    return noMaintenance;
  }
  if (db.target.kind !== "pglite") return noMaintenance;
  if (applied.length) {
    await vacuumAndAnalyze(db.prisma);
    return noMaintenance;
  }
  return { maintenance: () => vacuumAndAnalyze(db.prisma) };
}
