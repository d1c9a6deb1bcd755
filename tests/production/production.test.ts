import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL } from "@/prisma/demo/people";
import { openDatabase } from "@/server/database/open";
import { guardGeneratedFiles } from "../../scripts/bench/generated-files";
import { npm, npmStart, stop, type Server } from "./processes";

/**
 * The README's "Producción" section, top to bottom, on an empty embedded database: the build
 * fails without SITE_URL, then builds without loading any demo data; the server says there is no
 * administrator and admin@demo.local cannot sign in; another SITE_URL than the build's is refused;
 * `npm run create-admin` makes the first administrator, who can sign in.
 * The values the README writes into `.env` are given as environment variables instead, so the
 * developer's own `.env` is never touched nor read.
 */
const root = process.cwd();
const distDir = ".next-production-test";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-production-"));
const dataDir = path.join(dir, "pglite");
let port = 0;
let server: Server | undefined;
let restoreGenerated: () => string[] = () => [];

const BUILD_LIMIT = 20 * 60_000; // measured 4 to 7 min on 2 shared cores
const START_LIMIT = 120_000;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, "127.0.0.1", () => {
      const { port: p } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(p));
    });
    probe.on("error", reject);
  });
}

const siteUrl = () => `http://127.0.0.1:${port}`;
const productionEnv = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: `file:${dataDir}`,
  NEXT_DIST_DIR: distDir,
  BETTER_AUTH_SECRET: "un-secreto-de-prueba-con-mas-de-32-caracteres-0123",
  SITE_URL: siteUrl(),
  PORT: String(port),
  HOSTNAME: "127.0.0.1",
  ...extra,
});

async function signIn(email: string, password: string): Promise<number> {
  const response = await fetch(`${siteUrl()}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: siteUrl() },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

async function stopServer() {
  if (!server) return;
  stop(server.child);
  await server.exited;
  server = undefined;
}

beforeAll(async () => {
  port = await freePort();
  restoreGenerated = guardGeneratedFiles(root, distDir);
});

afterAll(async () => {
  await stopServer();
  for (const note of restoreGenerated()) console.warn(note);
  fs.rmSync(path.join(root, distDir), { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
});

describe("production, following the README", () => {
  it("npm run build fails without SITE_URL, saying why", { timeout: START_LIMIT }, async () => {
    const { SITE_URL: _omitted, ...withoutSiteUrl } = productionEnv();
    const result = await npm(["run", "build"], withoutSiteUrl, START_LIMIT - 10_000);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain("Falta SITE_URL: en producción es obligatoria");
  });

  it("npm run build on an empty embedded database creates no demo data", { timeout: BUILD_LIMIT }, async () => {
    const result = await npm(["run", "build"], productionEnv(), BUILD_LIMIT - 30_000);
    expect(result.code, result.out).toBe(0);
    const db = await openDatabase({ kind: "pglite", dataDir });
    try {
      expect(await db.prisma.user.count()).toBe(0);
      expect(await db.prisma.operation.count()).toBe(0);
    } finally {
      await db.close();
    }
  });

  it("npm start says there is no administrator, and admin@demo.local cannot sign in", { timeout: START_LIMIT }, async () => {
    server = await npmStart(productionEnv(), START_LIMIT - 20_000);
    expect(server.output()).toContain("Club listo en");
    expect(server.output()).toContain("no hay ningún administrador");
    expect(server.output()).toContain("npm run create-admin -- --email");
    expect(await signIn(ADMIN_EMAIL, "demo-password")).toBe(401);
    const robots = await (await fetch(`${siteUrl()}/robots.txt`)).text();
    expect(robots).toContain(`Sitemap: ${siteUrl()}/sitemap.xml`);
    await stopServer();
  });

  it("npm start refuses a SITE_URL other than the build's", { timeout: START_LIMIT }, async () => {
    server = await npmStart(productionEnv({ SITE_URL: "https://otra-direccion.example" }), START_LIMIT - 20_000);
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain("SITE_URL (https://otra-direccion.example) no coincide");
    server = undefined;
  });

  it("npm run create-admin makes the first administrator, who then signs in", { timeout: START_LIMIT * 2 }, async () => {
    const created = await npm(
      ["run", "create-admin", "--", "--email", "ana@club.es", "--password", "clave-muy-segura", "--first-name", "Ana"],
      productionEnv(),
      START_LIMIT - 10_000,
    );
    expect(created.code, created.out).toBe(0);
    server = await npmStart(productionEnv(), START_LIMIT - 20_000);
    expect(server.output()).not.toContain("no hay ningún administrador");
    expect(await signIn("ana@club.es", "clave-muy-segura")).toBe(200);
    expect(await signIn(ADMIN_EMAIL, "demo-password")).toBe(401);
    await stopServer();
  });
});
