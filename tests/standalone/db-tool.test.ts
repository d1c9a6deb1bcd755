import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { applyMigrations } from "@/server/platform/database/migrations";
import { openDatabase } from "@/server/platform/database/open";
import { isolatedEnv } from "../helpers/isolated-env";
import { migratedFolder } from "../helpers/migrated-database";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-db-tool-"));
const dataDir = path.join(dir, "pglite");
beforeAll(() => migratedFolder(dataDir));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Like create-admin's test: a process opening an embedded database on disk (see its note on limits). */
const SPAWN_LIMIT = 90_000;

async function dbTool(args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout, stderr } = await run(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], {
      env: isolatedEnv({ DATABASE_URL: `file:${dataDir}`, ...env }),
      timeout: 80_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

async function users(): Promise<string[]> {
  const db = await openDatabase({ kind: "pglite", dataDir });
  try {
    await applyMigrations(db.adapter);
    return (await db.prisma.user.findMany({ select: { email: true } })).map((u) => u.email ?? "");
  } finally {
    await db.close();
  }
}

describe("npm run db:seed", () => {
  it("is refused in production", async () => {
    const result = await dbTool(["seed"], { NODE_ENV: "production" });
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("se rechaza en producción");
  });

  it("refuses to delete an administrator made with create-admin, naming them", { timeout: SPAWN_LIMIT }, async () => {
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      await applyMigrations(db.adapter);
      await db.prisma.user.create({ data: { email: "ana@club.es", role: "admin" } });
    } finally {
      await db.close();
    }
    const result = await dbTool(["seed"]);
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("1 usuario(s) que no son de demostración: ana@club.es (administrador)");
    expect(result.stderr).toContain("npm run db:seed -- --yes");
    expect(await users()).toEqual(["ana@club.es"]);
  });

  it("with --yes says what it deletes and what it loads", { timeout: SPAWN_LIMIT }, async () => {
    const result = await dbTool(["seed", "--yes"]);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain("Se borrará: 1 usuarios (con sus sesiones y cuentas), 0 operaciones");
    expect(result.stdout).toMatch(/Cargado: \d+ usuarios .*, \d+ operaciones/);
    expect(await users()).not.toContain("ana@club.es");
  });
  // Demo users alone are replaced without asking: tests/standalone/demo-data-rules.test.ts (the guard itself).
});
