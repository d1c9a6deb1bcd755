import { execFile } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { verifyPassword } from "better-auth/crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "@/server/platform/database/open";
import { makeAdmin } from "@/scripts/make-admin";
import { isolatedEnv } from "../helpers/isolated-env";
import { migratedFolder } from "../helpers/migrated-database";

const run = promisify(execFile);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-admin-"));
const dataDir = path.join(dir, "pglite");

async function createAdmin(args: string[]) {
  try {
    const { stdout } = await run(process.execPath, ["--import", "tsx", "scripts/create-admin.ts", ...args], {
      env: isolatedEnv({ DATABASE_URL: `file:${dataDir}`, NODE_ENV: "production" }),
      timeout: 80_000,
    });
    return { code: 0, out: stdout };
  } catch (error) {
    const e = error as { code: number; stderr: string };
    return { code: e.code, out: e.stderr };
  }
}

beforeAll(() => migratedFolder(dataDir)); // an empty production database, as `npm run build` leaves it
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/**
 * A run of the command is a process that opens an embedded database on disk (about 4 s here
 * unloaded, several times that with the e2e build beside Vitest), hence a limit of 90 s instead of
 * the default 30 s. The command line is run twice (it works; it refuses what is missing); what it
 * does to the database (scripts/make-admin.ts) is called directly on the same database.
 */
const SPAWN_LIMIT = 90_000;

/** makeAdmin on the test's database, as the command does it. */
async function makeAdminHere(args: { email: string; password: string; firstName: string; lastName?: string }) {
  const db = await openDatabase({ kind: "pglite", dataDir });
  try {
    return await makeAdmin(db.prisma, { lastName: "", ...args });
  } finally {
    await db.close();
  }
}

describe("npm run create-admin", () => {
  it(
    "creates an administrator with a hashed password in an empty production database, and no demo data",
    { timeout: SPAWN_LIMIT },
    async () => {
      const result = await createAdmin([
        "--email",
        "Ana@Club.example",
        "--password",
        "clave-muy-segura",
        "--first-name",
        "Ana",
        "--last-name",
        "Ruiz",
      ]);
      expect(result.code).toBe(0);
      expect(result.out).toContain("Administrador listo: ana@club.example");
    },
  );

  it("run again, keeps one user and one account and sets the new password", async () => {
    expect(await makeAdminHere({ email: "ana@club.example", password: "otra-clave-segura", firstName: "Ana" })).toEqual({
      resetSecondFactor: false,
    });

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

  it("is the way back in: run again for an admin with a second factor, it removes it (audited, e-mailed) and ends its sessions", async () => {
    const args = { email: "lucia@club.example", password: "clave-de-vuelta", firstName: "Lucía", lastName: "Gil" };
    expect(await makeAdminHere(args)).toEqual({ resetSecondFactor: false }); // nothing to reset yet
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      const lucia = await db.prisma.user.update({ where: { email: "lucia@club.example" }, data: { twoFactorEnabled: true } });
      await db.prisma.twoFactor.create({ data: { userId: lucia.id, secret: "cifrado", backupCodes: "cifrados" } });
      await db.prisma.session.create({
        data: { userId: lucia.id, token: "sesion-perdida", expiresAt: new Date(Date.now() + 86_400_000) },
      });
    } finally {
      await db.close();
    }

    expect(await makeAdminHere(args)).toEqual({ resetSecondFactor: true });

    const after = await openDatabase({ kind: "pglite", dataDir });
    try {
      const user = await after.prisma.user.findUniqueOrThrow({ where: { email: "lucia@club.example" } });
      expect(user.twoFactorEnabled).toBe(false);
      expect(await after.prisma.twoFactor.count({ where: { userId: user.id } })).toBe(0);
      expect(await after.prisma.session.count({ where: { userId: user.id } })).toBe(0);
      const audit = await after.prisma.auditEvent.findMany({ where: { entityId: user.id, action: "two-factor-reset" } });
      expect(audit).toEqual([expect.objectContaining({ actorId: null, address: "npm run create-admin", entityLabel: "Lucía Gil" })]);
      const mail = await after.prisma.email.findMany({ where: { to: "lucia@club.example", kind: "two-factor" } });
      expect(mail).toHaveLength(1);
      expect(mail[0]!.subject).toBe("Verificación en dos pasos desactivada en Club Inversión Hipotecaria");
      expect(mail[0]!.text).toContain("ha restablecido la verificación en dos pasos");
    } finally {
      await after.close();
    }
  });

  it("refuses a command line without options, naming each missing one", async () => {
    const result = await createAdmin([]);
    expect(result.code).toBe(1);
    expect(result.out).toContain("--email es obligatorio; --password es obligatorio; --first-name es obligatorio");
    expect(result.out).toContain("Uso: npm run create-admin -- --email <email>");
    expect(result.out).not.toContain("Entrada inválida");
  });
});
