/**
 * One archive with everything the club would need after losing the machine: the embedded
 * database (PGlite's own data dump) and every stored file, with a manifest of checksums.
 *
 *   club-backup.tar.gz
 *     manifest.json        format, date, migrations applied, row counts, each file's key, type, size, sha256
 *     database.tar.gz      PGlite's dumpDataDir()
 *     files/<key>          the stored files, under their storage keys
 *
 * A PostgreSQL server is backed up with its own tools (pg_dump) and the bucket with the store's
 * (README "Copias de seguridad"); this covers the embedded set-up, where both live on one machine.
 * Not `server-only`: `npm run backup` and `npm run restore` run outside Next.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import * as tar from "tar";
import type { Database } from "../database/open";
import { createPGlite } from "../database/adapters";
import { acquireDatabaseLock } from "../database/lock";
import type { Storage } from "../storage";
import { storedFileKeys } from "../storage/stored-keys";

export const BACKUP_FORMAT = 1;
const COUNTED_TABLES = [
  "users",
  "operations",
  "investments",
  "documents",
  "contracts",
  "transactions",
  "contact_messages",
  "download_logs",
] as const;

export type BackupFile = { key: string; contentType: string; size: number; sha256: string };
export type Manifest = {
  format: number;
  createdAt: string;
  migrations: string[];
  counts: Record<string, number>;
  files: BackupFile[];
};

/** Writes the archive of an open embedded database and its stored files to `outFile`. */
export async function createBackup(db: Database, store: Storage, outFile: string): Promise<Manifest> {
  if (!db.pglite || db.target.kind !== "pglite") {
    throw new Error(
      "npm run backup copia la base de datos embebida; con un servidor PostgreSQL usa pg_dump (README, «Copias de seguridad»).",
    );
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "club-backup-"));
  try {
    const dump = await db.pglite.dumpDataDir("gzip");
    fs.writeFileSync(path.join(work, "database.tar.gz"), Buffer.from(await dump.arrayBuffer()));

    const keys = await storedFileKeys(db.prisma);
    const files: BackupFile[] = [];
    for (const key of keys) {
      const target = path.join(work, "files", key);
      fs.mkdirSync(path.dirname(target), { recursive: true });
      const read = await store.get(key);
      const hash = createHash("sha256");
      read.stream.on("data", (chunk: Buffer) => hash.update(chunk));
      await pipeline(read.stream, fs.createWriteStream(target));
      files.push({ key, contentType: read.contentType, size: read.size, sha256: hash.digest("hex") });
    }

    const migrations = await db.prisma.$queryRawUnsafe<{ name: string }[]>(
      `SELECT migration_name AS name FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY migration_name`,
    );
    const manifest: Manifest = {
      format: BACKUP_FORMAT,
      createdAt: new Date().toISOString(),
      migrations: migrations.map((m) => m.name),
      counts: await countRows(db),
      files,
    };
    fs.writeFileSync(path.join(work, "manifest.json"), JSON.stringify(manifest, null, 2));
    fs.mkdirSync(path.dirname(path.resolve(outFile)), { recursive: true });
    await tar.create({ gzip: true, file: outFile, cwd: work, portable: true }, [
      "manifest.json",
      "database.tar.gz",
      ...(files.length ? ["files"] : []),
    ]);
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

/**
 * Brings an archive back into an empty embedded database folder and the configured storage. The
 * files are checked against the manifest before anything is written.
 */
export async function restoreBackup(archive: string, dataDir: string, store: Storage): Promise<Manifest> {
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    throw new Error(
      `La base de datos embebida ${dataDir} no está vacía: restaura en una carpeta vacía (o bórrala antes con npm run db:reset … --yes).`,
    );
  }
  const work = fs.mkdtempSync(path.join(os.tmpdir(), "club-restore-"));
  try {
    await tar.extract({ file: archive, cwd: work, strict: true });
    const manifest = JSON.parse(fs.readFileSync(path.join(work, "manifest.json"), "utf8")) as Manifest;
    if (manifest.format !== BACKUP_FORMAT) throw new Error(`Formato de copia desconocido (${manifest.format}).`);
    for (const file of manifest.files) {
      const digest = createHash("sha256")
        .update(fs.readFileSync(path.join(work, "files", file.key)))
        .digest("hex");
      if (digest !== file.sha256) throw new Error(`La copia está dañada: el archivo ${file.key} no coincide con su suma de control.`);
    }

    const release = await acquireDatabaseLock(dataDir);
    try {
      fs.mkdirSync(dataDir, { recursive: true });
      const dump = new Blob([fs.readFileSync(path.join(work, "database.tar.gz"))]);
      const pglite = await createPGlite(dataDir, dump);
      await pglite.close();
    } finally {
      release();
    }
    for (const file of manifest.files) {
      await store.put(file.key, fs.createReadStream(path.join(work, "files", file.key)), {
        contentType: file.contentType,
        size: file.size,
      });
    }
    return manifest;
  } finally {
    fs.rmSync(work, { recursive: true, force: true });
  }
}

export async function countRows(db: Database): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of COUNTED_TABLES) {
    const [row] = await db.prisma.$queryRawUnsafe<{ n: bigint }[]>(`SELECT COUNT(*) AS n FROM "${table}"`);
    counts[table] = Number(row?.n ?? 0);
  }
  return counts;
}
