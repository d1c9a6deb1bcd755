/**
 * `npm run create-admin -- --email ana@club.es --password '…' --first-name Ana --last-name Ruiz`
 *
 * Creates the first administrator (or promotes an existing user) in the configured database, with
 * a password for the local sign-in. This is how production gets its admins: the demo seed never
 * runs there. Run it while no server holds the embedded database (the lock refuses otherwise).
 *
 * It is also the operator's way back in for an admin who lost their password or their second
 * factor: the account leaves with the given password, no second factor (it sets a new one up at
 * its next sign-in, as every admin must) and no open session. A second factor it removes is
 * recorded in the audit log and the account is told by e-mail.
 */
import { resolveDatabaseTarget } from "../server/platform/database/config";
import { applyMigrations } from "../server/platform/database/migrations";
import { openDatabase } from "../server/platform/database/open";
import { loadEnvFiles } from "../server/platform/load-env-files";
import { parseCreateAdminArgs } from "./create-admin-args";
import { makeAdmin } from "./make-admin";

async function main() {
  loadEnvFiles();
  const args = parseCreateAdminArgs(process.argv.slice(2));
  const db = await openDatabase(resolveDatabaseTarget());
  try {
    await applyMigrations(db.adapter);
    const { resetSecondFactor } = await makeAdmin(db.prisma, args);
    if (resetSecondFactor) console.log(`Verificación en dos pasos restablecida: ${args.email} la configurará de nuevo al iniciar sesión.`);
    console.log(`Administrador listo: ${args.email}`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
