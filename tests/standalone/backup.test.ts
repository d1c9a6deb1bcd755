import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { seedDemoData } from "@/prisma/seed";
import { countRows, createBackup, restoreBackup } from "@/server/platform/backup/archive";
import { applyMigrations } from "@/server/platform/database/migrations";
import { openDatabase, type Database } from "@/server/platform/database/open";
import { folderStorage, newStorageKey } from "@/server/platform/storage";

const work = fs.mkdtempSync(path.join(os.tmpdir(), "club-backup-test-"));
afterAll(() => fs.rmSync(work, { recursive: true, force: true }));

async function bytes(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A fingerprint of the rows that matter, to compare two databases. */
async function fingerprint(db: Database) {
  const [row] = await db.prisma.$queryRawUnsafe<{ operations: string; documents: string; transactions: string; users: string }[]>(`
    SELECT (SELECT md5(string_agg(id::text || slug || title || pvp::text, ',' ORDER BY id)) FROM operations) AS operations,
           (SELECT md5(string_agg(id::text || name || coalesce(storage_key, '') || file_url, ',' ORDER BY id)) FROM documents) AS documents,
           (SELECT md5(string_agg(id::text || amount::text || type, ',' ORDER BY id)) FROM transactions) AS transactions,
           (SELECT md5(string_agg(id::text || coalesce(email, '') || role, ',' ORDER BY id)) FROM users) AS users`);
  return row;
}

describe("npm run backup / npm run restore", () => {
  it("round-trips the demo data and the stored files into an empty embedded database", async () => {
    const sourceFiles = folderStorage(path.join(work, "files-a"));
    const source = await openDatabase({ kind: "pglite", dataDir: path.join(work, "db-a") });
    let before;
    try {
      await applyMigrations(source.adapter);
      await seedDemoData(source.prisma, { storage: sourceFiles });
      // One more file, uploaded but not yet attached: it is part of the backup too.
      const pendingKey = newStorageKey();
      await sourceFiles.put(pendingKey, Readable.from([Buffer.from("%PDF-1.4 pendiente")]), { contentType: "application/pdf" });
      const admin = await source.prisma.user.findFirstOrThrow({ where: { role: "admin" } });
      await source.prisma.pendingUpload.create({
        data: {
          storageKey: pendingKey,
          originalName: "p.pdf",
          contentType: "application/pdf",
          size: 18,
          purpose: "document",
          uploadedBy: admin.id,
        },
      });
      before = { counts: await countRows(source), fingerprint: await fingerprint(source) };
      const manifest = await createBackup(source, sourceFiles, path.join(work, "copia.tar.gz"));
      expect(manifest.files.length).toBeGreaterThan(5);
      expect(manifest.counts.operations).toBeGreaterThan(0);
    } finally {
      await source.close();
    }

    const targetFiles = folderStorage(path.join(work, "files-b"));
    const manifest = await restoreBackup(path.join(work, "copia.tar.gz"), path.join(work, "db-b"), targetFiles);
    const restored = await openDatabase({ kind: "pglite", dataDir: path.join(work, "db-b") });
    try {
      expect(await countRows(restored)).toEqual(before.counts);
      expect(await fingerprint(restored)).toEqual(before.fingerprint);
      expect(await applyMigrations(restored.adapter)).toEqual([]); // the schema came back whole
      for (const file of manifest.files) {
        const [a, b] = await Promise.all([sourceFiles.get(file.key), targetFiles.get(file.key)]);
        expect((await bytes(b.stream)).equals(await bytes(a.stream))).toBe(true);
        expect(b.contentType).toBe(file.contentType);
      }
    } finally {
      await restored.close();
    }
  }, 120_000); // seeds, dumps and restores two embedded databases on disk (≈11 s alone, 3× that on a loaded machine)

  it("refuses to restore over a database that is not empty", async () => {
    const occupied = path.join(work, "db-ocupada");
    fs.mkdirSync(occupied, { recursive: true });
    fs.writeFileSync(path.join(occupied, "PG_VERSION"), "17");
    await expect(restoreBackup(path.join(work, "no-importa.tar.gz"), occupied, folderStorage(path.join(work, "files-c")))).rejects.toThrow(
      /no está vacía/,
    );
  });
});
