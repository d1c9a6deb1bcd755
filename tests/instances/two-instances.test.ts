import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_EMAIL, DEMO_INVESTOR_EMAIL } from "@/prisma/demo/people";
import { npmStart, stop, type Server } from "../production/processes";
import { operationForm } from "../helpers/operation-form";
import { DEMO_TOTP_SECRET, withUnusedTotpCode } from "../helpers/totp";

/**
 * The README's second deployment shape: two production servers (`npm start`) on one PostgreSQL
 * server, as behind a load balancer (same SITE_URL, different ports). Run by `npm run test:pg`
 * (scripts/test-postgres.ts) with DATABASE_URL, INSTANCES_DIST_DIR and INSTANCES_SITE_URL (the
 * build's address) set, on a database holding the demo data. What one instance writes, the other
 * shows on the very next request; a session ended on one is refused by the other at once; a rate
 * limit counts the requests made to both.
 */
const databaseUrl = process.env.DATABASE_URL ?? "";
const siteUrl = process.env.INSTANCES_SITE_URL ?? "";
const distDir = process.env.INSTANCES_DIST_DIR ?? "";
const firstPort = Number(process.env.INSTANCES_PORT ?? 3620);
const password = process.env.DEMO_PASSWORD ?? "demo-password";
const START_LIMIT = 180_000;

let a: Server | undefined;
let b: Server | undefined;
const base = { a: `http://127.0.0.1:${firstPort}`, b: `http://127.0.0.1:${firstPort + 1}` };

const instanceEnv = (port: number) => ({
  DATABASE_URL: databaseUrl,
  NEXT_DIST_DIR: distDir,
  SITE_URL: siteUrl,
  PORT: String(port),
  HOSTNAME: "127.0.0.1",
  // The seed's (scripts/test-postgres.ts): the demo admin's second factor is encrypted with it.
  BETTER_AUTH_SECRET: process.env.INSTANCES_AUTH_SECRET ?? "two-instances-secret-only-for-this-test-0123456789",
  TRUSTED_PROXY_HOPS: "1", // as behind a load balancer: the client's address comes in X-Forwarded-For
  PERIODIC_WORK_SECONDS: "1", // both send the payment reminders that are due, every second
  ...(process.env.STORAGE_URL ? { STORAGE_URL: process.env.STORAGE_URL } : {}),
});

const write = (url: string, method: string, body: unknown, cookie = "") =>
  fetch(url, {
    method,
    headers: { "content-type": "application/json", origin: siteUrl, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body),
    redirect: "manual",
  });

const cookiesOf = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .filter((pair) => pair && !pair.endsWith("="))
    .join("; ");

/** Password, then (the demo admin) the code of its second factor, DEMO_TOTP_SECRET. */
async function signIn(server: string, email: string): Promise<string> {
  const response = await write(`${server}/api/auth/sign-in`, "POST", { email, password });
  expect(response.status).toBe(200);
  if (!((await response.clone().json()) as { twoFactorRequired?: boolean }).twoFactorRequired) return cookiesOf(response);
  const second = await withUnusedTotpCode(DEMO_TOTP_SECRET, (code) =>
    write(`${server}/api/auth/two-factor`, "POST", { code }, cookiesOf(response)),
  );
  expect(second.status).toBe(200);
  return cookiesOf(second);
}

const text = async (url: string, cookie = "") => {
  const response = await fetch(url, { headers: cookie ? { cookie } : {} });
  return { status: response.status, body: await response.text() };
};

beforeAll(async () => {
  if (!databaseUrl.startsWith("postgres") || !siteUrl || !distDir) throw new Error("run through npm run test:pg");
  [a, b] = await Promise.all([npmStart(instanceEnv(firstPort), START_LIMIT), npmStart(instanceEnv(firstPort + 1), START_LIMIT)]);
  for (const server of [a, b]) expect(server.output(), server.output()).toContain("Club listo en");
}, START_LIMIT + 10_000);

afterAll(async () => {
  for (const server of [a, b]) if (server) stop(server.child);
  await Promise.all([a?.exited, b?.exited]);
});

describe("two production servers on one PostgreSQL", () => {
  it("both are ready, with their PostgreSQL listener up", async () => {
    for (const server of [base.a, base.b]) {
      const response = await fetch(`${server}/api/health/ready`);
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        status: "listo",
        checks: { database: "ok", migrations: "ok", bus: "ok", mail: "ok", storage: "ok", http: "ok" },
      });
    }
  });

  it("an edit saved on A is on B's public page and API on the next request", async () => {
    const admin = await signIn(base.a, ADMIN_EMAIL);
    const form = operationForm(`Piso en Malasaña ${Date.now()}`);
    const created = await write(`${base.a}/api/operations`, "POST", form, admin);
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };

    // B serves the page and the API from its caches (Next's and its in-process copy).
    for (let i = 0; i < 3; i++) {
      expect((await text(`${base.b}/operations/${slug}`)).body).toContain(form.title);
      expect((await text(`${base.b}/api/operations/slug/${slug}`)).body).toContain(form.title);
    }
    expect((await text(`${base.b}/operations`)).body).toContain(form.title);

    const renamed = `${form.title} (reformado)`;
    const updated = await write(`${base.a}/api/operations/${id}`, "PUT", { ...form, title: renamed }, admin);
    expect(updated.status).toBe(200);

    expect((await text(`${base.b}/api/operations/slug/${slug}`)).body).toContain(renamed);
    expect((await text(`${base.b}/operations/${slug}`)).body).toContain(renamed);
    expect((await text(`${base.b}/operations`)).body).toContain(renamed);

    const removed = await fetch(`${base.a}/api/operations/${id}`, { method: "DELETE", headers: { origin: siteUrl, cookie: admin } });
    expect(removed.status).toBe(204);
    expect((await text(`${base.b}/api/operations/slug/${slug}`)).status).toBe(404);
  });

  // A render that read the row before an edit must not be kept after it (docs/decisions.md §16):
  // the page is requested while it renders (an edit has just expired it), another edit is saved
  // 0–60 ms later, and once both are done the page must show the second edit, on the instance that
  // saved it and on the other.
  it.each([
    ["one instance (render and edit on A)", "a", "a"],
    ["two instances (render on B, edit on A)", "b", "a"],
  ] as const)(
    "no page rendered during an edit stays stale: %s",
    async (_, renderer, editor) => {
      const admin = await signIn(base[editor], ADMIN_EMAIL);
      const form = operationForm(`Local en Ruzafa ${Date.now()}`);
      const created = await write(`${base[editor]}/api/operations`, "POST", form, admin);
      expect(created.status).toBe(201);
      const { id, slug } = (await created.json()) as { id: string; slug: string };
      const page = `${base[renderer]}/operations/${slug}`;
      const stale: string[] = [];
      for (let round = 1; round <= 20; round++) {
        // An edit first, so that the next request of the page is a miss and renders.
        expect(
          (await write(`${base[editor]}/api/operations/${id}`, "PUT", { ...form, title: `${form.title} · antes ${round}` }, admin)).status,
        ).toBe(200);
        const title = `${form.title} · edición ${round}`;
        const rendering = text(page);
        await new Promise((resolve) => setTimeout(resolve, (round * 4) % 61));
        expect((await write(`${base[editor]}/api/operations/${id}`, "PUT", { ...form, title }, admin)).status).toBe(200);
        await rendering;
        for (let read = 0; read < 2; read++) {
          const response = await fetch(page);
          const shown = /· (antes|edición) \d+/.exec(await response.text())?.[0];
          if (shown !== `· edición ${round}`)
            stale.push(`edición ${round}, lectura ${read + 1}: ${shown} (${response.headers.get("x-nextjs-cache")})`);
        }
      }
      expect(stale).toEqual([]);
      await fetch(`${base[editor]}/api/operations/${id}`, { method: "DELETE", headers: { origin: siteUrl, cookie: admin } });
    },
    180_000,
  );

  it("one Idempotency-Key sent to both at once creates one operation; both answer its id", async () => {
    const admin = await signIn(base.a, ADMIN_EMAIL);
    const form = operationForm(`Piso en Chueca ${Date.now()}`);
    const key = `alta-chueca-${Date.now()}`;
    const send = (server: string) =>
      fetch(`${server}/api/operations`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: siteUrl, cookie: admin, "idempotency-key": key },
        body: JSON.stringify(form),
      });
    const answers = await Promise.all([send(base.a), send(base.b), send(base.a), send(base.b)]);
    expect(answers.map((answer) => answer.status)).toEqual([201, 201, 201, 201]);
    const ids = new Set(await Promise.all(answers.map(async (answer) => ((await answer.json()) as { id: string }).id)));
    expect(ids.size).toBe(1);
    const listed = (await (await fetch(`${base.b}/api/operations`)).json()) as { title: string }[];
    expect(listed.filter((operation) => operation.title === form.title)).toHaveLength(1);
    const [id] = ids;
    await fetch(`${base.a}/api/operations/${id}`, { method: "DELETE", headers: { origin: siteUrl, cookie: admin } });
  });

  it("a sign-out on A is refused on B at once", async () => {
    const investor = await signIn(base.a, DEMO_INVESTOR_EMAIL);
    for (let i = 0; i < 2; i++) expect((await text(`${base.b}/api/auth/user`, investor)).status).toBe(200); // B remembers it
    const out = await fetch(`${base.a}/api/logout`, { headers: { cookie: investor }, redirect: "manual" });
    expect(out.status).toBe(303);
    expect((await text(`${base.b}/api/auth/user`, investor)).status).toBe(401);
  });

  it("the payment reminders that are due go once, though both servers send them every second", async () => {
    // The demo always has a committed participation past its deadline that still owes money (Miguel's in
    // Chamberí, due 12 days ago: docs/product.md#demo-data-development-only).
    const admin = await signIn(base.b, ADMIN_EMAIL);
    const reminders = async () => {
      const response = await fetch(`${base.b}/api/emails?q=Pago%20vencido&pageSize=100`, { headers: { cookie: admin } });
      return ((await response.json()) as { rows: { to: string; subject: string }[] }).rows.map((row) => `${row.to} · ${row.subject}`);
    };
    let sent: string[] = [];
    for (let i = 0; i < 60 && !sent.length; i++) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      sent = await reminders();
    }
    expect(sent.length).toBeGreaterThan(0);
    await new Promise((resolve) => setTimeout(resolve, 4_000)); // several more runs on each server
    const settled = await reminders();
    expect(settled.sort()).toEqual([...new Set(settled)].sort()); // one e-mail per participation
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect((await reminders()).sort()).toEqual(settled);
  });

  it("a rate limit counts the requests made to both", async () => {
    const client = `203.0.113.${Math.floor(Math.random() * 250) + 1}`;
    const send = (server: string) =>
      fetch(`${server}/api/contact`, {
        method: "POST",
        headers: { "content-type": "application/json", origin: siteUrl, "x-forwarded-for": client },
        body: JSON.stringify({ name: "Lucía", email: "lucia@example.es", message: "Quiero información.", acceptPrivacy: true }),
      });
    const statuses: number[] = [];
    for (const server of [base.a, base.b, base.a, base.b, base.a, base.b, base.a]) statuses.push((await send(server)).status);
    expect(statuses.slice(0, 5).every((status) => status === 201 || status === 200)).toBe(true);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});
