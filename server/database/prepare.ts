import { seedDemoData } from "../../prisma/seed";
import { vacuumAndAnalyze } from "./maintenance";
import { applyMigrations } from "./migrations";
import type { Database } from "./open";

/**
 * What a start needs: pending migrations applied and, only when the caller asks for demo data
 * (`npm run dev`, `npm run db:setup`/`db:reset`), the demo data loaded into an embedded database
 * that is still empty. A PostgreSQL server is never seeded implicitly (use `npm run db:seed`), and
 * nothing is seeded in production, whoever asks: a production build or start never creates the demo
 * accounts. An embedded database is vacuumed and analysed, standing in for the server's autovacuum.
 */
export async function prepareDatabase(
  db: Database,
  { demoData = false, log = (_: string) => {} }: { demoData?: boolean; log?: (line: string) => void } = {},
): Promise<void> {
  const applied = await applyMigrations(db.adapter);
  if (applied.length) log(`Migraciones aplicadas: ${applied.join(", ")}`);
  const maySeed = demoData && db.target.kind !== "postgres" && process.env.NODE_ENV !== "production";
  if (maySeed && (await db.prisma.operation.count()) === 0) {
    await seedDemoData(db.prisma);
    log("Datos de demostración cargados.");
  } else if (db.target.kind === "pglite") {
    await vacuumAndAnalyze(db.prisma); // the embedded engine has no autovacuum (the seed does it itself)
  }
}
