/**
 * `npm run restore -- FILE`: brings a backup made by `npm run backup` into an empty embedded
 * database (DATABASE_URL=file:<folder>, default .data/pglite) and the configured file storage.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { restoreBackup } from "../server/platform/backup/archive";
import { resolveDatabaseTarget } from "../server/platform/database/config";
import { loadEnvFiles } from "../server/platform/load-env-files";
import { storage } from "../server/platform/storage";

async function main() {
  loadEnvFiles();
  const { positionals } = parseArgs({ allowPositionals: true });
  const archive = positionals[0];
  if (!archive) throw new Error("Indica la copia: npm run restore -- backups/club-….tar.gz");
  const target = resolveDatabaseTarget();
  if (target.kind !== "pglite")
    throw new Error(
      "npm run restore restaura la base de datos embebida; en un servidor PostgreSQL usa pg_restore (README, «Copias de seguridad»).",
    );
  const manifest = await restoreBackup(path.resolve(archive), target.dataDir, storage());
  console.log(`Copia del ${manifest.createdAt} restaurada en ${target.dataDir}: ${manifest.files.length} archivos.`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
