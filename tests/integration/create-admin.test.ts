import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { verifyPassword } from "better-auth/crypto";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/database/open";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-admin-"));
const dataDir = path.join(dir, "pglite");

async function createAdmin(args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
      env: { PATH: process.env.PATH ?? "", DATABASE_URL: `file:${dataDir}`, NODE_ENV: "production" },
      timeout: 60_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("npm run create-admin", () => {
  it("creates an administrator with a hashed password in an empty production database, and no demo data", async () => {
    const result = await createAdmin(["--email", "Ana@Club.example", "--password", "clave-muy-segura", "--first-name", "Ana", "--last-name", "Ruiz"]);
    expect(result.code).toBe(0);
    expect(result.out).toContain("Administrador listo: ana@club.example");

    const again = await createAdmin(["--email", "ana@club.example", "--password", "otra-clave-segura", "--first-name", "Ana"]);
    expect(again.code).toBe(0);

    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      const user = await db.prisma.user.findUniqueOrThrow({ where: { email: "ana@club.example" }, include: { accounts: true } });
      expect(user.role).toBe("admin");
      expect(user.accounts).toHaveLength(1);
      expect(await verifyPassword({ hash: user.accounts[0]!.password!, password: "otra-clave-segura" })).toBe(true);
      expect(await db.prisma.operation.count()).toBe(0);
      expect(await db.prisma.user.count()).toBe(1);
    } finally {
      await db.close();
    }
  });

  it("refuses bad arguments with a Spanish message", async () => {
    const result = await createAdmin(["--email", "no-email", "--password", "corta"]);
    expect(result.code).toBe(1);
    expect(result.out).toContain("--email no es un email válido");
    expect(result.out).toContain("--password debe tener al menos 8 caracteres");
  });
});
