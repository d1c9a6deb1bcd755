/**
 * `npm run purge`: destroys the blocked data of the closed accounts whose retention period has
 * ended (server/account/purge.ts). Safe to run every day (e.g. from cron) and twice: what it
 * destroyed is gone. Run it while no server holds the embedded database (the lock refuses otherwise);
 * on PostgreSQL it runs beside the servers.
 */
import { resolveDatabaseTarget } from "../server/platform/database/config";
import { applyMigrations } from "../server/platform/database/migrations";
import { openDatabase } from "../server/platform/database/open";
import { loadEnvFiles } from "../server/platform/load-env-files";
import { purgeBlockedAccounts } from "../server/account/purge";

async function main() {
  loadEnvFiles();
  const db = await openDatabase(resolveDatabaseTarget());
  try {
    await applyMigrations(db.adapter);
    const done = await purgeBlockedAccounts(db.prisma);
    console.log(
      done.accounts
        ? `Datos bloqueados destruidos: ${done.accounts} cuentas (${done.documents} documentos, ${done.contracts} contratos, ${done.certificates} certificados, ${done.identifications} identificaciones).`
        : "Ninguna cuenta cerrada ha cumplido su plazo de conservación.",
    );
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
