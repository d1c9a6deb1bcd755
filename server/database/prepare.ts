import { seedDemoData } from "../../prisma/seed";
import { vacuumAndAnalyze } from "./maintenance";
import { applyMigrations } from "./migrations";
import type { Database } from "./open";

/**
 * What the first start needs: pending migrations applied and, for the embedded development
 * database only, the demo data loaded when the database is still empty. A PostgreSQL server is
 * never seeded implicitly (use `npm run db:seed`), and nothing is seeded in production. An embedded
 * database is vacuumed and analysed on every start, standing in for the server's autovacuum.
 */
export async function prepareDatabase(db: Database, { log = (_: string) => {} } = {}): Promise<void> {
  const applied = await applyMigrations(db.adapter);
  if (applied.length) log(`Migraciones aplicadas: ${applied.join(", ")}`);
  const mayAutoSeed = db.target.kind !== "postgres" && process.env.NODE_ENV !== "production";
  if (mayAutoSeed && (await db.prisma.operation.count()) === 0) {
    await seedDemoData(db.prisma);
    log("Datos de demostración cargados.");
  } else if (db.target.kind === "pglite") {
    await vacuumAndAnalyze(db.prisma); // the embedded engine has no autovacuum (the seed does it itself)
  }
}
