import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { applyMigrations, MIGRATIONS_DIR } from "@/server/platform/database/migrations";
import { openDatabase } from "@/server/platform/database/open";

const scratchDirs: string[] = [];

/** The project's migrations plus one more, in a throw-away folder. */
function migrationsWith(name: string, sql: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-migrations-"));
  scratchDirs.push(dir);
  fs.cpSync(MIGRATIONS_DIR, dir, { recursive: true });
  fs.mkdirSync(path.join(dir, name));
  fs.writeFileSync(path.join(dir, name, "migration.sql"), sql);
  return dir;
}

afterAll(() => {
  for (const dir of scratchDirs) fs.rmSync(dir, { recursive: true, force: true });
});

// Each case loads the WASM migration engine and migrates a fresh database (≈5 s alone; far more on a loaded machine).
describe("applying migrations", { timeout: 90_000 }, () => {
  it("a failing migration is neither recorded as applied nor half applied", async () => {
    const db = await openDatabase({ kind: "memory" });
    try {
      const dir = migrationsWith("29990101000000_broken", 'CREATE TABLE "half_done" (id INT);\nSELECT * FROM "no_such_table";\n');
      await expect(applyMigrations(db.adapter, dir)).rejects.toThrow();
      const recorded = await db.prisma.$queryRawUnsafe<{ finished: boolean }[]>(
        `SELECT finished_at IS NOT NULL AS finished FROM _prisma_migrations WHERE migration_name = '29990101000000_broken'`,
      );
      expect(recorded.every((row) => !row.finished)).toBe(true);
      const tables = await db.prisma.$queryRawUnsafe<unknown[]>(`SELECT 1 FROM pg_tables WHERE tablename = 'half_done'`);
      expect(tables).toEqual([]);
    } finally {
      await db.close();
    }
  });

  it("runs a script whose function bodies contain semicolons", async () => {
    const db = await openDatabase({ kind: "memory" });
    try {
      const dir = migrationsWith(
        "29990101000000_function",
        "CREATE FUNCTION twice(n INT) RETURNS INT LANGUAGE plpgsql AS $$\nBEGIN\n  RETURN n * 2;\nEND\n$$;\n",
      );
      expect(await applyMigrations(db.adapter, dir)).toContain("29990101000000_function");
      expect(await db.prisma.$queryRawUnsafe<{ twice: number }[]>("SELECT twice(21) AS twice")).toEqual([{ twice: 42 }]);
    } finally {
      await db.close();
    }
  });
});
