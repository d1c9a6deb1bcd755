import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL } from "@/prisma/demo/people";
import { openDatabase } from "@/server/platform/database/open";
import { guardGeneratedFiles } from "../../scripts/generated-files";
import { lockFilePath } from "@/server/platform/database/lock";
import { npm, npmStart, run, startServer, stop, type Server } from "./processes";
import { copyForProduction } from "./pruned-copy";
import { operationForm } from "../helpers/operation-form";
import { unusedTotpCode } from "../helpers/totp";

/**
 * The README's "Producción" section, top to bottom, on an empty embedded database: the build
 * fails without SITE_URL, then builds without loading any demo data; the server says there is no
 * administrator and admin@demo.local cannot sign in; another SITE_URL than the build's is refused;
 * `npm run create-admin` makes the first administrator, who can sign in. Then the README's
 * "Deploying": a stop under way lets the request in flight finish, refuses new ones with 503 and
 * releases the lock; and a copy of the built folder with production packages only
 * (`npm install --omit=dev`) starts and serves the public pages, the sign-in and an admin write.
 * The values the README writes into `.env` are given as environment variables instead, so the
 * developer's own `.env` is never touched nor read.
 */
const root = process.cwd();
/**
 * The build under test. By default one made here, by the README's `npm run build`. CI (.ci/run) names
 * the one `npm test` has just made with the same command (PRODUCTION_BUILD_DIR, for the address in
 * PRODUCTION_BUILD_SITE_URL): a second build of the same sources would take two minutes of CI's twenty
 * to prove nothing more. The servers then answer on a port of their own for that address, as behind
 * a proxy.
 */
const givenBuild = process.env.PRODUCTION_BUILD_DIR && process.env.PRODUCTION_BUILD_SITE_URL ? process.env.PRODUCTION_BUILD_DIR : "";
const distDir = givenBuild || ".next-production-test";
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "club-production-"));
const dataDir = path.join(dir, "pglite");
let port = 0;
let server: Server | undefined;
let restoreGenerated: () => string[] = () => [];
/** The production packages of the pruned copy, installed while the builds run (the last test). */
const prunedFolder = path.join(dir, "app");
let prunedInstall: Promise<{ installed: Awaited<ReturnType<typeof npm>>; seconds: number }>;

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

/** Where the test's requests go; SITE_URL, the address the site is built for, is the same unless a build is given. */
const base = () => `http://127.0.0.1:${port}`;
const siteUrl = () => (givenBuild ? process.env.PRODUCTION_BUILD_SITE_URL! : base());
const productionEnv = (extra: Record<string, string> = {}) => ({
  DATABASE_URL: `file:${dataDir}`,
  // The build without Next's own type-check: CI type-checks the project once (npm run typecheck).
  NEXT_BUILD_TYPECHECK: "off",
  NEXT_DIST_DIR: distDir,
  BETTER_AUTH_SECRET: "un-secreto-de-prueba-con-mas-de-32-caracteres-0123",
  SITE_URL: siteUrl(),
  PORT: String(port),
  HOSTNAME: "127.0.0.1",
  ...extra,
});

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");

/**
 * Sets up the second factor of the signed-in account through the real calls, as the set-up page
 * does (password → secret → the first code of an authenticator app); returns the renewed session.
 */
async function enrolSecondFactor(cookie: string, password: string): Promise<string> {
  const post = (pathname: string, body: unknown) =>
    fetch(`${base()}${pathname}`, {
      method: "POST",
      headers: { "content-type": "application/json", origin: siteUrl(), cookie },
      body: JSON.stringify(body),
    });
  const started = await post("/api/auth/two-factor/enable", { password });
  expect(started.status, await started.clone().text()).toBe(200);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await post("/api/auth/two-factor/confirm", { code: await unusedTotpCode(secret) });
  expect(confirmed.status, await confirmed.clone().text()).toBe(200);
  expect(((await confirmed.json()) as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
  return cookiesOf(confirmed);
}

async function signIn(email: string, password: string): Promise<number> {
  const response = await fetch(`${base()}/api/auth/sign-in`, {
    method: "POST",
    headers: { "content-type": "application/json", origin: siteUrl() },
    body: JSON.stringify({ email, password }),
  });
  return response.status;
}

/** Sends the head of a request and part of its body on a socket of its own; `finish` sends the rest and resolves with the status. */
function halfSentRequest(method: string, pathname: string, body: string) {
  const socket = net.connect(port, "127.0.0.1");
  const bytes = Buffer.from(body);
  const half = Math.floor(bytes.length / 2);
  let received = "";
  socket.on("data", (chunk: Buffer) => (received += chunk.toString()));
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.write(
    `${method} ${pathname} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\nOrigin: ${siteUrl()}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${bytes.length}\r\nConnection: close\r\n\r\n`,
  );
  socket.write(bytes.subarray(0, half));
  return {
    received: () => received,
    async finish(): Promise<number> {
      socket.end(bytes.subarray(half));
      await closed;
      return Number(/^HTTP\/1\.1 (\d{3})/.exec(received)?.[1] ?? 0);
    },
  };
}

async function stopServer() {
  if (!server) return;
  stop(server.child);
  await server.exited;
  server = undefined;
}

beforeAll(async () => {
  port = process.env.PRODUCTION_TEST_PORT ? Number(process.env.PRODUCTION_TEST_PORT) : await freePort();
  if (!givenBuild) restoreGenerated = guardGeneratedFiles(root, distDir);
  else if (!fs.existsSync(path.join(root, distDir, "BUILD_ID"))) throw new Error(`PRODUCTION_BUILD_DIR: ${distDir} holds no build`);
  // `npm install --omit=dev`, as the README says (`npm ci --omit=dev` gave a tree in which Prisma's
  // nested SQL fragments failed: docs/decisions.md §20). From npm's cache when it holds them. It
  // needs only the package files, so it starts now and the builds below do not wait for it.
  // The manifests npm reads: the project's, its lock and its workspaces' (tools/bench).
  const { workspaces = [] } = JSON.parse(fs.readFileSync(path.join(root, "package.json"), "utf8")) as { workspaces?: string[] };
  for (const file of ["package.json", "package-lock.json", ...workspaces.map((folder) => path.join(folder, "package.json"))]) {
    fs.mkdirSync(path.dirname(path.join(prunedFolder, file)), { recursive: true });
    fs.copyFileSync(path.join(root, file), path.join(prunedFolder, file));
  }
  const started = performance.now();
  prunedInstall = npm(["install", "--omit=dev", "--prefer-offline", "--no-audit", "--no-fund"], {}, BUILD_LIMIT / 2, prunedFolder).then(
    (installed) => ({ installed, seconds: (performance.now() - started) / 1000 }),
  );
  prunedInstall.catch(() => {}); // a failure is reported by the test that awaits it, not as an unhandled rejection
});

afterAll(async () => {
  await stopServer();
  for (const note of restoreGenerated()) console.warn(note);
  if (!givenBuild) fs.rmSync(path.join(root, distDir), { recursive: true, force: true });
  fs.rmSync(dir, { recursive: true, force: true });
}, START_LIMIT);

describe("production, following the README", () => {
  it("npm run build fails without SITE_URL, saying why", { timeout: START_LIMIT }, async () => {
    const { SITE_URL: _omitted, ...withoutSiteUrl } = productionEnv();
    const result = await npm(["run", "build"], withoutSiteUrl, START_LIMIT - 10_000);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain("Falta SITE_URL: en producción es obligatoria");
  });

  it("npm run build on an empty embedded database creates no demo data", { timeout: BUILD_LIMIT }, async () => {
    // With a given build, its database step (`npm run db:deploy`, what `npm run build` runs before Next's build).
    const result = givenBuild
      ? await npm(["run", "db:deploy"], productionEnv(), START_LIMIT)
      : await npm(["run", "build"], productionEnv(), BUILD_LIMIT - 30_000);
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
    const robots = await (await fetch(`${base()}/robots.txt`)).text();
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

  it("stops gracefully: the request in flight finishes, new ones get 503, the lock is released", { timeout: START_LIMIT }, async () => {
    // The server itself (not npm) gets the signal and gives the exit code.
    server = await startServer(process.execPath, ["dist/server.mjs"], productionEnv({ NODE_ENV: "production" }), START_LIMIT - 20_000);
    expect(server.output()).toContain("Club listo en");
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(true);

    const inFlight = halfSentRequest(
      "POST",
      "/api/contact",
      JSON.stringify({ name: "Lucía", email: "lucia@example.es", message: "Quiero información.", acceptPrivacy: true }),
    );
    // Once a later request is answered, the server has read the first one's head (one event loop,
    // in order; right after "ready" the loop may still be busy with the VACUUM ANALYZE).
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await fetch(`${base()}/api/health`, { headers: { connection: "close" } })).status).toBe(200);
    expect(inFlight.received()).toBe("");
    server.child.kill("SIGTERM");

    let refused: Response | undefined;
    for (let i = 0; i < 40 && refused?.status !== 503; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      refused = await fetch(`${base()}/operations`);
    }
    expect(refused?.status).toBe(503);
    expect(refused?.headers.get("retry-after")).toBe("5");
    expect(await refused?.json()).toEqual({ error: "El servidor se está reiniciando. Inténtalo de nuevo en unos segundos." });
    const ready = await fetch(`${base()}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(((await ready.json()) as { status: string }).status).toBe("deteniendo");

    expect(await inFlight.finish()).toBe(201);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain("Detenido: base de datos cerrada");
    expect(fs.existsSync(lockFilePath(dataDir))).toBe(false);
    server = undefined;
  });

  it(
    "a copy with production packages only (npm install --omit=dev): the compiled tools, then npm start serves the public pages, readiness, sign-in, an admin write",
    { timeout: BUILD_LIMIT },
    async () => {
      const folder = prunedFolder;
      const { installed, seconds } = await prunedInstall;
      expect(installed.code, installed.out).toBe(0);
      console.log(`npm install --omit=dev: ${seconds.toFixed(1)} s (begun with the first build)`);
      copyForProduction(root, folder, distDir);
      // (esbuild, tsx, vitest and Playwright do come: npm installs them as optional peers of production packages.)
      for (const devTool of ["eslint", "@tailwindcss/postcss", "autocannon", "pino-pretty"]) {
        expect(fs.existsSync(path.join(folder, "node_modules", devTool)), devTool).toBe(false);
      }
      // The README's Deploying commands on the pruned folder: the database tool and create-admin, compiled.
      const deployed = await run(
        process.execPath,
        ["dist/db.mjs", "deploy"],
        productionEnv({ NODE_ENV: "production" }),
        START_LIMIT,
        folder,
      );
      expect(deployed.code, deployed.out).toBe(0);
      const adminArgs = ["dist/create-admin.mjs", "--email", "luis@club.es", "--password", "otra-clave-muy-segura", "--first-name", "Luis"];
      const created = await run(process.execPath, adminArgs, productionEnv({ NODE_ENV: "production" }), START_LIMIT, folder);
      expect(created.code, created.out).toBe(0);

      server = await npmStart(productionEnv(), START_LIMIT - 20_000, folder);
      expect(server.output(), server.output()).toContain("Club listo en");
      for (const page of ["/", "/operations", "/how-it-works", "/resultados", "/contact"]) {
        expect((await fetch(`${base()}${page}`)).status, page).toBe(200);
      }
      // The build's Brotli copies (npm run build:compress) travel with the build and are served.
      const home = await (await fetch(`${base()}/`)).text();
      const chunk = home.match(/\/_next\/static\/chunks\/[\w.-]+\.js/)?.[0];
      expect(chunk).toBeDefined();
      const script = await fetch(`${base()}${chunk}`, { headers: { "accept-encoding": "br" } });
      expect(script.headers.get("content-encoding")).toBe("br");
      expect(await script.text()).toBe(fs.readFileSync(path.join(folder, distDir, chunk!.replace("/_next/", "")), "utf8"));
      // The public page's kept copy is re-encoded in Brotli for a browser that accepts it.
      const browser = { "accept-encoding": "gzip, deflate, br" };
      await (await fetch(`${base()}/`, { headers: browser })).text();
      await expect
        .poll(
          async () => {
            const answer = await fetch(`${base()}/`, { headers: browser });
            await answer.arrayBuffer();
            return answer.headers.get("content-encoding");
          },
          { timeout: 5_000 },
        )
        .toBe("br");
      expect(await (await fetch(`${base()}/`, { headers: browser })).text()).toBe(home);
      const ready = await fetch(`${base()}/api/health/ready`);
      expect(ready.status).toBe(200);
      expect(await ready.json()).toEqual({
        status: "listo",
        checks: { database: "ok", migrations: "ok", mail: "ok", storage: "ok", http: "ok" },
      });

      const signedIn = await fetch(`${base()}/api/auth/sign-in`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: siteUrl() },
        body: JSON.stringify({ email: "luis@club.es", password: "otra-clave-muy-segura" }),
      });
      expect(signedIn.status, server.output()).toBe(200);
      const title = `Piso en Lavapiés ${Date.now()}`;
      const createOperation = (cookie: string) =>
        fetch(`${base()}/api/operations`, {
          method: "POST",
          headers: { "content-type": "application/json", origin: siteUrl(), cookie },
          body: JSON.stringify(operationForm(title)),
        });
      // A new administrator has no second factor: nothing of the back-office answers until it sets one up.
      expect((await createOperation(cookiesOf(signedIn))).status).toBe(403);
      const cookie = await enrolSecondFactor(cookiesOf(signedIn), "otra-clave-muy-segura");
      const saved = await createOperation(cookie);
      expect(saved.status, await saved.clone().text()).toBe(201);
      const { id: operationId, slug } = (await saved.json()) as { id: string; slug: string };
      expect(await (await fetch(`${base()}/operations/${slug}`)).text()).toContain(title);
      expect(await (await fetch(`${base()}/operations`)).text()).toContain(title);

      // A page's first render (the new operation's above, each unknown operation's) adds more `close`
      // listeners to its response than Node's default allows: no leak warning (server/platform/node/response-listeners.ts).
      for (let i = 0; i < 5; i++) expect((await fetch(`${base()}/operations/no-existe-${i}`)).status).toBe(404);
      expect(server.output()).not.toContain("MaxListenersExceededWarning");

      // A stored file through Next: its length on HEAD and GET (Next drops it; server/platform/node/declared-length.ts
      // restores it), a range past the end clamped, the name's extension the bytes' type.
      const pdf = Buffer.from("%PDF-1.7\n% produccion\n".padEnd(3000, " "));
      const uploaded = await fetch(`${base()}/api/files?purpose=document`, {
        method: "POST",
        headers: { origin: siteUrl(), cookie, "content-type": "application/octet-stream", "x-file-name": "poly.html" },
        body: pdf,
      });
      expect(uploaded.status, await uploaded.clone().text()).toBe(201);
      const { uploadId } = (await uploaded.json()) as { uploadId: string };
      const filed = await fetch(`${base()}/api/documents`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: siteUrl(), cookie },
        body: JSON.stringify({ name: "Nota simple", type: "Nota", operationId, uploadId, isPublic: false }),
      });
      expect(filed.status, await filed.clone().text()).toBe(201);
      const fileUrl = `${base()}${((await filed.json()) as { fileUrl: string }).fileUrl}`;
      const head = await fetch(fileUrl, { method: "HEAD", headers: { cookie } });
      expect(head.status).toBe(200);
      expect(head.headers.get("content-length")).toBe(String(pdf.length));
      expect(head.headers.get("content-disposition")).toContain('filename="poly.pdf"');
      const whole = await fetch(fileUrl, { headers: { cookie, range: "bytes=0-99999999999999999999" } });
      expect(whole.status).toBe(206);
      expect(whole.headers.get("content-range")).toBe(`bytes 0-${pdf.length - 1}/${pdf.length}`);
      expect(whole.headers.get("content-length")).toBe(String(pdf.length));
      expect(Buffer.from(await whole.arrayBuffer()).equals(pdf)).toBe(true);
      await stopServer();
    },
  );
});
