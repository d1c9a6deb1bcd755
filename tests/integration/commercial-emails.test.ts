import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { POST as createOperation } from "@/app/api/operations/route";
import { PUT as updateOperation } from "@/app/api/operations/[id]/route";
import { PUT as putPreferences, GET as getPreferences } from "@/app/api/preferences/route";
import { POST as unsubscribeRoute } from "@/app/api/unsubscribe/route";
import { UNSUBSCRIBE_MESSAGES } from "@/server/account/preferences";
import { unsubscribeToken, userOfUnsubscribeToken } from "@/server/mail/unsubscribe";
import { runMailWorkerOnce } from "@/server/platform/mail/worker";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { startSmtpServer } from "../helpers/smtp";

/** Issue 33, item 2: commercial e-mails only with an opt-in, withdrawable in one click, every change recorded. */
let admin: string;
let investor: string;
let investorId: string;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;

beforeAll(async () => {
  await seedDatabase();
  smtp = await startSmtpServer();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  investorId = (await (await testDb()).user.findUniqueOrThrow({ where: { email: INVESTOR } })).id;
});
afterAll(() => smtp.stop());

const OTHER_INVESTOR = "carmen.lopez@correo.example";
const preferences = async (body: unknown, cookie = investor) => {
  const response = await putPreferences(jsonRequest("PUT", "/api/preferences", { body, headers: { cookie } }), params({}));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};
const consents = () =>
  testDb().then((db) => db.consent.findMany({ where: { userId: investorId, purpose: "commercial" }, orderBy: { createdAt: "asc" } }));
let sequence = 0;
const newOperation = async (status = "abierta") => {
  sequence += 1;
  const body = { title: `Operación comercial ${sequence}`, province: "madrid", pvp: "200000", ticketMin: "25000", status };
  const response = await createOperation(jsonRequest("POST", "/api/operations", { body, headers: { cookie: admin } }), params({}));
  expect(response.status).toBe(201);
  const { id, slug } = (await response.json()) as { id: string; slug: string };
  return { ...body, id, slug };
};
const openOperation = async () => (await newOperation()).title;
const announced = (title: string) =>
  testDb().then((db) => db.email.findMany({ where: { kind: "new-operation", subject: { contains: title } }, orderBy: { to: "asc" } }));
/** The one-click POST a mail client sends (RFC 8058): cross-site, no cookie, a form body. */
const oneClick = (url: string) =>
  unsubscribeRoute(
    new Request(url, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://mail.example", "sec-fetch-site": "cross-site" },
      body: "List-Unsubscribe=One-Click",
    }),
    params({}),
  );

describe("the opt-in", () => {
  it("is off by default: opening an operation e-mails nobody commercially", async () => {
    expect((await getPreferences(jsonRequest("GET", "/api/preferences", { headers: { cookie: investor } }), params({}))).status).toBe(200);
    const title = await openOperation();
    expect(await (await testDb()).email.count({ where: { kind: "new-operation", subject: { contains: title } } })).toBe(0);
  });

  it("Preferencias turns it on and off, recording each change (and nothing for a save that changes nothing)", async () => {
    const on = await preferences({ notifyDocuments: true, notifyOperations: true, notifyNewOperations: true });
    expect(on).toEqual({
      status: 200,
      body: { notifyDocuments: true, notifyOperations: true, notifyNewOperations: true, notifyUpdates: "each" },
    });
    await preferences({ notifyDocuments: false, notifyOperations: true, notifyNewOperations: true });
    await preferences({ notifyDocuments: true, notifyOperations: true }); // absent: unchanged
    expect((await consents()).map((row) => [row.granted, row.source])).toEqual([[true, "preferencias"]]);
    await preferences({ notifyDocuments: true, notifyOperations: true, notifyNewOperations: false });
    await preferences({ notifyDocuments: true, notifyOperations: true, notifyNewOperations: true });
    expect((await consents()).map((row) => [row.granted, row.source])).toEqual([
      [true, "preferencias"],
      [false, "preferencias"],
      [true, "preferencias"],
    ]);
    expect((await preferences({ notifyDocuments: true, notifyOperations: true, notifyNewOperations: "sí" })).status).toBe(400);
  });
});

describe("the commercial e-mail", () => {
  it("goes only to those who opted in, with the unsubscribe link in its body and its List-Unsubscribe headers", async () => {
    const db = await testDb();
    const title = await openOperation();
    const rows = await db.email.findMany({ where: { kind: "new-operation", subject: { contains: title } } });
    expect(rows.map((row) => row.to)).toEqual([INVESTOR]);
    const [row] = rows;
    const token = unsubscribeToken(investorId);
    expect(row!.listUnsubscribe).toBe(`http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(token)}`);
    expect(row!.text).toContain(`Darse de baja: http://localhost:3000/baja?token=${encodeURIComponent(token)}`);
    expect(row!.html).toContain(`/baja?token=${encodeURIComponent(token)}`);

    expect(row!.subject).toBe(`Nueva operación abierta: ${title}`);
    expect(row!.text).toContain(`${title} (Madrid) ya admite participaciones.`);
    expect(row!.text).toMatch(/Ticket mínimo: 25\.000,00\s€/);
    expect(row!.text).toMatch(/Ver la operación: http:\/\/localhost:3000\/operations\/operacion-comercial-\d+/);

    await db.email.updateMany({ where: { id: row!.id }, data: { status: "pending" } });
    smtp.received.length = 0;
    while ((await runMailWorkerOnce(smtp.transport)) > 0);
    const sent = smtp.received.find((mail) => mail.subject?.includes(title))!;
    const lines = sent.headerLines.map((header) => header.line.replace(/\r?\n\s+/g, " "));
    expect(lines).toContain(`List-Unsubscribe: <${row!.listUnsubscribe}>`);
    expect(lines).toContain("List-Unsubscribe-Post: List-Unsubscribe=One-Click");
  });

  it("reaches exactly the opted-in investors with an open, unarchived account, each with their own link only", async () => {
    const db = await testDb();
    const investors = await db.user.findMany({
      where: { role: "investor", email: { notIn: [INVESTOR, OTHER_INVESTOR] }, closedAt: null, archivedAt: null },
      select: { id: true },
      take: 2,
    });
    const [archived, closed] = investors.map((person) => person.id) as [string, string];
    const others = { email: { in: [OTHER_INVESTOR, ADMIN] } };
    await db.user.updateMany({ where: { OR: [others, { id: { in: [archived, closed] } }] }, data: { notifyNewOperations: true } });
    await db.user.update({ where: { id: archived }, data: { archivedAt: new Date() } });
    await db.user.update({ where: { id: closed }, data: { closedAt: new Date() } });
    try {
      const rows = await announced(await openOperation());
      expect(rows.map((row) => row.to)).toEqual([INVESTOR, OTHER_INVESTOR].sort());
      const otherId = (await db.user.findUniqueOrThrow({ where: { email: OTHER_INVESTOR } })).id;
      for (const [row, id, notId] of [
        [rows.find((row) => row.to === INVESTOR)!, investorId, otherId],
        [rows.find((row) => row.to === OTHER_INVESTOR)!, otherId, investorId],
      ] as const) {
        const own = encodeURIComponent(unsubscribeToken(id));
        expect(row.listUnsubscribe).toBe(`http://localhost:3000/api/unsubscribe?token=${own}`);
        expect(row.html).toContain(`href="http://localhost:3000/baja?token=${own}"`);
        expect(row.text).toContain(`Darse de baja: http://localhost:3000/baja?token=${own}`);
        expect(`${row.html}${row.text}`).not.toContain(encodeURIComponent(unsubscribeToken(notId)));
        expect(`${row.html}${row.text}`).not.toContain("[enlace de baja]");
      }
    } finally {
      await db.user.updateMany({ where: { OR: [others, { id: { in: [archived, closed] } }] }, data: { notifyNewOperations: false } });
      await db.user.updateMany({ where: { id: { in: [archived, closed] } }, data: { archivedAt: null, closedAt: null } });
    }
  });

  it('goes when an operation moves to "abierta", not on its other edits nor on other statuses', async () => {
    const operation = await newOperation("reservada");
    expect(await announced(operation.title)).toHaveLength(0);
    const put = (changes: Record<string, unknown>) =>
      updateOperation(
        jsonRequest("PUT", `/api/operations/${operation.id}`, {
          body: { title: operation.title, province: operation.province, pvp: operation.pvp, ticketMin: operation.ticketMin, ...changes },
          headers: { cookie: admin },
        }),
        params({ id: operation.id }),
      );
    expect((await put({ status: "en_curso" })).status).toBe(200);
    expect(await announced(operation.title)).toHaveLength(0);
    expect((await put({ status: "abierta" })).status).toBe(200);
    expect((await announced(operation.title)).map((row) => row.to)).toEqual([INVESTOR]);
    expect((await put({ status: "abierta", pvp: "250000" })).status).toBe(200);
    expect(await announced(operation.title)).toHaveLength(1);
  });
});

describe("the one-click unsubscribe", () => {
  it("works signed out from the mail client, records the withdrawal once, and a second click changes nothing", async () => {
    const db = await testDb();
    const url = `http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(investorId))}`;
    const before = (await consents()).length;
    const first = await oneClick(url);
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ unsubscribed: true });
    expect((await db.user.findUniqueOrThrow({ where: { id: investorId } })).notifyNewOperations).toBe(false);
    const after = await consents();
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ granted: false, source: "email", email: INVESTOR });
    const [audited] = await db.$queryRaw<[{ count: bigint }]>`
      SELECT count(*) FROM audit_events
      WHERE entity_id = ${investorId}::uuid AND actor_id = ${investorId}::uuid AND changes::text LIKE '%notifyNewOperations%'`;
    expect(audited.count).toBeGreaterThan(0n);
    expect((await oneClick(url)).status).toBe(200);
    expect(await consents()).toHaveLength(before + 1);
    // Off: the next operation is not announced to them.
    const title = await openOperation();
    expect(await db.email.count({ where: { kind: "new-operation", subject: { contains: title } } })).toBe(0);
  });

  it("refuses a token not made here and changes nothing", async () => {
    await preferences({ notifyDocuments: true, notifyOperations: true, notifyNewOperations: true });
    const before = (await consents()).length;
    const good = unsubscribeToken(investorId);
    const other = (await (await testDb()).user.findUniqueOrThrow({ where: { email: OTHER_INVESTOR } })).id;
    for (const token of [`${other}.${good.split(".")[1]}`, `${good}x`, good.slice(0, -2), "nada", `${good}.extra`]) {
      const response = await oneClick(`http://localhost:3000/api/unsubscribe?token=${encodeURIComponent(token)}`);
      expect(response.status, token).toBe(400);
      expect(((await response.json()) as { error: string }).error).toBe(UNSUBSCRIBE_MESSAGES.invalid);
    }
    expect((await oneClick("http://localhost:3000/api/unsubscribe")).status).toBe(400);
    expect((await testDb().then((db) => db.user.findUniqueOrThrow({ where: { id: investorId } }))).notifyNewOperations).toBe(true);
    expect(await consents()).toHaveLength(before);
    expect(userOfUnsubscribeToken(good)).toBe(investorId);
  });
});
