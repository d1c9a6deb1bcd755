/**
 * `npm run backup [-- --out FILE]`: one archive with the embedded database and every stored file
 * (server/platform/backup/archive.ts). Stop the server first: the embedded database has one opener.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { createBackup } from "../server/platform/backup/archive";
import { resolveDatabaseTarget } from "../server/platform/database/config";
import { openDatabase } from "../server/platform/database/open";
import { loadEnvFiles } from "../server/platform/load-env-files";
import { storage } from "../server/platform/storage";

async function main() {
  loadEnvFiles();
  const { values } = parseArgs({ options: { out: { type: "string" } } });
  const stamp = new Date().toISOString().replace(/[:T]/g, "-").slice(0, 19);
  const out = path.resolve(values.out ?? `backups/club-${stamp}.tar.gz`);
  const db = await openDatabase(resolveDatabaseTarget());
  try {
    const manifest = await createBackup(db, storage(), out);
    const rows = Object.entries(manifest.counts)
      .map(([table, n]) => `${table} ${n}`)
      .join(", ");
    console.log(`Copia creada: ${out}\n  ${rows}\n  ${manifest.files.length} archivos`);
  } finally {
    await db.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
