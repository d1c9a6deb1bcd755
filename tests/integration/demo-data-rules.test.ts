import { afterEach, describe, expect, it, vi } from "vitest";
import { ADMIN_EMAIL } from "@/prisma/demo/people";
import { nonDemoUsers } from "@/prisma/demo/demo-users";
import { seedDemoData } from "@/prisma/seed";
import { assertMayReplaceData } from "@/scripts/db/guard";
import { applyMigrations } from "@/server/database/migrations";
import { openDatabase, type Database } from "@/server/database/open";
import { prepareDatabase } from "@/server/database/prepare";
import { noAdministratorWarning } from "@/server/start/administrators";

let db: Database | undefined;

/** A fresh embedded database of its own (prepareDatabase migrates it itself). */
async function fresh(): Promise<Database> {
  db = await openDatabase({ kind: "memory" });
  return db;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  await db?.close();
  db = undefined;
});

describe("demo data only where it is asked for", () => {
  it("a start that does not ask (production build, npm start) loads nothing", async () => {
    const { prisma } = await fresh();
    await prepareDatabase(db!);
    expect(await prisma.user.count()).toBe(0);
    expect(await prisma.operation.count()).toBe(0);
  });

  it("production loads nothing even when asked", async () => {
    vi.stubEnv("NODE_ENV", "production");
    const { prisma } = await fresh();
    await prepareDatabase(db!, { demoData: true });
    expect(await prisma.user.count()).toBe(0);
  });

  it("development asks: an empty embedded database gets the demo accounts", async () => {
    const { prisma } = await fresh();
    await prepareDatabase(db!, { demoData: true });
    expect(await prisma.user.count({ where: { email: ADMIN_EMAIL, role: "admin" } })).toBe(1);
  });
});

describe("a server with no administrator says so", () => {
  it("points to npm run create-admin, and is silent once an administrator exists", async () => {
    const { prisma } = await fresh();
    await applyMigrations(db!.adapter);
    expect(await noAdministratorWarning(prisma)).toContain("npm run create-admin -- --email");
    await prisma.user.create({ data: { email: "ana@club.es", role: "admin" } });
    expect(await noAdministratorWarning(prisma)).toBeNull();
  });
});

describe("reloading the demo data never deletes a person's account silently", () => {
  it("demo users alone may be replaced; anyone else needs --yes and is named", async () => {
    const { prisma } = await fresh();
    await applyMigrations(db!.adapter);
    const lines: string[] = [];
    await seedDemoData(prisma, { progress: (line) => lines.push(line) });
    expect(lines.length).toBeGreaterThan(0);
    expect(await nonDemoUsers(prisma)).toEqual({ count: 0, examples: [] });
    await expect(assertMayReplaceData(prisma, false, "db:seed")).resolves.toBeUndefined();

    await prisma.user.create({ data: { email: "ana@club.es", role: "admin" } });
    await prisma.user.create({ data: { firstName: "Sin correo" } });
    await expect(assertMayReplaceData(prisma, false, "db:seed")).rejects.toThrow(
      /2 usuario\(s\) que no son de demostración: ana@club\.es \(administrador\), \(sin e-mail\).*npm run db:seed -- --yes/,
    );
    await expect(assertMayReplaceData(prisma, true, "db:seed")).resolves.toBeUndefined();
  });
});
