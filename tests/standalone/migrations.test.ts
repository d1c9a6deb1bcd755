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

/** The project's migrations before `name`, in a throw-away folder; `add()` then puts `name` in it. */
function migrationsBefore(name: string): { dir: string; add: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-migrations-"));
  scratchDirs.push(dir);
  for (const entry of fs.readdirSync(MIGRATIONS_DIR))
    if (entry < name || !/^\d/.test(entry)) fs.cpSync(path.join(MIGRATIONS_DIR, entry), path.join(dir, entry), { recursive: true });
  return { dir, add: () => fs.cpSync(path.join(MIGRATIONS_DIR, name), path.join(dir, name), { recursive: true }) };
}

const LEDGER_ROWS = "20261202010542_ledger_rows";
const LEGACY = [
  `INSERT INTO users (id, email, role, updated_at) VALUES ('00000000-0000-4000-8000-000000000001', 'legado@correo.example', 'investor', now())`,
  `INSERT INTO operations (id, title, slug, province, pvp, ticket_min, updated_at)
    VALUES ('00000000-0000-4000-8000-000000000002', 'Legado', 'legado', 'madrid', 100000, 1000, now())`,
];
const legacyMovement = (id: number, type: string, status: string, at: string) =>
  `INSERT INTO transactions (id, operation_id, user_id, type, amount, status, transaction_date)
   VALUES ('00000000-0000-4000-8000-00000000010${id}', '00000000-0000-4000-8000-000000000002', '00000000-0000-4000-8000-000000000001', '${type}', 100, '${status}', '${at}')`;

describe("the ledger's rows (issue 47)", { timeout: 90_000 }, () => {
  it("turns each instant into its Madrid day, keeps the instant as entered, normalises legacy spellings and closes the sets", async () => {
    const db = await openDatabase({ kind: "memory" });
    try {
      const { dir, add } = migrationsBefore(LEDGER_ROWS);
      await applyMigrations(db.adapter, dir);
      for (const statement of LEGACY) await db.prisma.$executeRawUnsafe(statement);
      // 22:30 UTC on 1 December is 23:30 in Madrid (the 1st); 23:30 UTC is 00:30 on the 2nd.
      await db.prisma.$executeRawUnsafe(legacyMovement(1, "aporte ", "Completed", "2026-12-01T22:30:00Z"));
      await db.prisma.$executeRawUnsafe(legacyMovement(2, "Devolución", "completed", "2026-12-01T23:30:00Z"));
      add();
      await applyMigrations(db.adapter, dir);
      const rows = await db.prisma.$queryRawUnsafe<{ type: string; status: string; day: string; recorded: Date }[]>(
        `SELECT type, status, transaction_date::text AS day, recorded_at AS recorded FROM transactions ORDER BY id`,
      );
      expect(rows).toEqual([
        { type: "APORTE", status: "completed", day: "2026-12-01", recorded: new Date("2026-12-01T22:30:00Z") },
        { type: "DEVOLUCION", status: "completed", day: "2026-12-02", recorded: new Date("2026-12-01T23:30:00Z") },
      ]);
      await expect(db.prisma.$executeRawUnsafe(legacyMovement(3, "AJUSTE", "completed", "2026-12-01"))).rejects.toThrow(
        /transactions_type_check/,
      );
      await expect(db.prisma.$executeRawUnsafe(legacyMovement(4, "APORTE", "hecho", "2026-12-01"))).rejects.toThrow(
        /transactions_status_check/,
      );
    } finally {
      await db.close();
    }
  });

  it("stops, naming them, on types the ledger does not know (an operator decides what they are)", async () => {
    const db = await openDatabase({ kind: "memory" });
    try {
      const { dir, add } = migrationsBefore(LEDGER_ROWS);
      await applyMigrations(db.adapter, dir);
      for (const statement of LEGACY) await db.prisma.$executeRawUnsafe(statement);
      await db.prisma.$executeRawUnsafe(legacyMovement(1, "AJUSTE", "completed", "2026-12-01T10:00:00Z"));
      add();
      await expect(applyMigrations(db.adapter, dir)).rejects.toThrow(/movement types the ledger does not know: AJUSTE/);
    } finally {
      await db.close();
    }
  });
});
