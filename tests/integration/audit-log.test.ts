import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as listRoute } from "@/app/api/audit-events/route";
import { GET as exportRoute } from "@/app/api/audit-events/export/route";
import { GET as historyRoute } from "@/app/api/audit-events/[entity]/[id]/route";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { POST as resetPasswordRoute } from "@/app/api/auth/reset-password/route";
import { GET as documentFileRoute } from "@/app/api/documents/[id]/file/route";
import { PUT as updateOperationRoute } from "@/app/api/operations/[id]/route";
import { POST as calendarFeedRoute } from "@/app/api/calendar-feed/route";
import { PUT as updateInvestorRoute } from "@/app/api/users/[id]/route";
import { POST as passwordLinkRoute } from "@/app/api/users/[id]/password-link/route";
import { describeChanges } from "@/lib/audit";
import { CSV_BOM } from "@/lib/csv";
import { AUDIT_CSV_HEADER } from "@/server/audit/export";
import type { AuditPage } from "@/server/audit/list";
import { ADMIN, DEMO_PASSWORD, INVESTOR, signInAs } from "../helpers/auth";
import { auditMark, auditSince } from "../helpers/audit";
import { seedDatabase, testDb } from "../helpers/db";
import { INVESTOR_B, ownershipFixtures, type OwnershipFixtures } from "../helpers/fixtures";
import { jsonRequest, params } from "../helpers/http";
import { privateTokenTo } from "../helpers/private-links";

let f: OwnershipFixtures;
let admin: string;
let investor: string;

beforeAll(async () => {
  await seedDatabase();
  f = await ownershipFixtures();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

const adminGet = (path: string, cookie = admin) => jsonRequest("GET", path, { headers: cookie ? { cookie } : {} });

async function operationBody(id: string, changes: Record<string, unknown>) {
  const db = await testDb();
  const op = await db.operation.findUniqueOrThrow({ where: { id } });
  return {
    title: op.title,
    province: op.province,
    pvp: op.pvp.toFixed(2),
    ticketMin: op.ticketMin.toFixed(2),
    status: op.status,
    ...changes,
  };
}

describe("what an audit row holds", () => {
  it("an update keeps only the changed fields, each with its old and new value, and who and from where", async () => {
    const op = await (
      await testDb()
    ).operation.create({
      data: { title: "Solo lo cambiado", slug: `cambiado-${randomUUID()}`, province: "madrid", pvp: "1000.00", ticketMin: "100.00" },
    });
    const mark = await auditMark();
    const body = await operationBody(op.id, { status: "en_curso", pvp: "123456.78" });
    const response = await updateOperationRoute(
      jsonRequest("PUT", `/api/operations/${op.id}`, { body, headers: { cookie: admin }, peer: "203.0.113.50" }),
      params({ id: op.id }),
    );
    expect(response.status).toBe(200);
    const [row, ...rest] = await auditSince(mark);
    expect(rest).toEqual([]);
    const adminRow = await (await testDb()).user.findUniqueOrThrow({ where: { email: ADMIN } });
    expect(row).toMatchObject({
      action: "update",
      entityType: "operation",
      entityId: op.id,
      entityLabel: op.title,
      actorId: adminRow.id,
      actorEmail: ADMIN,
      address: "203.0.113.50",
    });
    expect(row!.changes).toEqual([
      { field: "status", from: "abierta", to: "en_curso" },
      { field: "pvp", from: "1000", to: "123456.78" },
    ]);

    const again = await auditMark();
    await updateOperationRoute(jsonRequest("PUT", `/api/operations/${op.id}`, { body, headers: { cookie: admin } }), params({ id: op.id }));
    // Saved again unchanged: recorded, with no changes.
    expect((await auditSince(again)).map((event) => event.changes)).toEqual([[]]);
  });

  it("an investor's edit records their fields; a password link and a password reset record no token or password", async () => {
    const mark = await auditMark();
    const edit = await updateInvestorRoute(
      jsonRequest("PUT", `/api/users/${f.b.id}`, {
        body: { firstName: "Beatriz", lastName: "Segura", email: INVESTOR_B, phone: "+34 611 222 333", notas: "Nota interna de B" },
        headers: { cookie: admin },
      }),
      params({ id: f.b.id }),
    );
    expect(edit.status).toBe(200);
    const link = await passwordLinkRoute(
      jsonRequest("POST", `/api/users/${f.b.id}/password-link`, { headers: { cookie: admin } }),
      params({ id: f.b.id }),
    );
    expect(link.status).toBe(201);
    const token = await privateTokenTo(INVESTOR_B);
    const newPassword = "clave-nueva-secreta-42";
    const reset = await resetPasswordRoute(
      jsonRequest("POST", "/api/auth/reset-password", { body: { token, password: newPassword } }),
      params({}),
    );
    expect(reset.status).toBe(200);
    const feed = await calendarFeedRoute(
      jsonRequest("POST", "/api/calendar-feed", { body: {}, headers: { cookie: investor } }),
      params({}),
    );
    const { path: feedPath } = (await feed.json()) as { path: string };
    const feedSecret = feedPath.split("/").pop()!.replace(".ics", "");

    const rows = await auditSince(mark);
    expect(rows.map((row) => [row.action, row.entityId])).toEqual([
      ["update", f.b.id],
      ["password-link", f.b.id],
      ["password-reset", f.b.id],
      ["update", f.a.id],
    ]);
    expect(rows[0]!.changes).toEqual([{ field: "phone", from: "+34 699 000 111", to: "+34 611 222 333" }]);
    // The reset is made by the link's owner (the token proves it), not by an anonymous caller.
    expect(rows[2]).toMatchObject({ actorId: f.b.id, actorEmail: INVESTOR_B });
    const everything = JSON.stringify(await (await testDb()).auditEvent.findMany({ select: { changes: true, entityLabel: true } }));
    for (const secret of [token, newPassword, DEMO_PASSWORD, feedSecret, "calendarTokenHash", "password", "storageKey"])
      expect(everything).not.toContain(secret);
  });

  it("a deleted operation keeps its fields and what went with it by cascade (its papers: one with money is archived instead)", async () => {
    const db = await testDb();
    const op = await db.operation.create({
      data: {
        title: "Se borra con su documento",
        slug: `borrar-${randomUUID()}`,
        province: "madrid",
        pvp: "1000.00",
        ticketMin: "100.00",
      },
    });
    await db.document.create({ data: { operationId: op.id, name: "Nota", type: "Nota", fileUrl: "https://club.example/nota.pdf" } });
    const mark = await auditMark();
    const { DELETE } = await import("@/app/api/operations/[id]/route");
    expect(
      (await DELETE(jsonRequest("DELETE", `/api/operations/${op.id}`, { headers: { cookie: admin } }), params({ id: op.id }))).status,
    ).toBe(204);
    const [row] = await auditSince(mark);
    expect(row).toMatchObject({ action: "delete", entityType: "operation", entityId: op.id, entityLabel: op.title });
    expect(row!.changes).toEqual(
      expect.arrayContaining([
        { field: "title", from: op.title },
        { field: "documentsDeleted", from: 1 },
        { field: "investmentsDeleted", from: 0 },
      ]),
    );
  });
});

describe("sign-ins and downloads", () => {
  const signIn = (email: string, password: string, peer: string) =>
    signInRoute(jsonRequest("POST", "/api/auth/sign-in", { body: { email, password }, peer }), params({}));

  it("a sign-in names the person and the address; a failed one only the e-mail tried (and the account, if there is one)", async () => {
    const mark = await auditMark();
    expect((await signIn(INVESTOR, DEMO_PASSWORD, "203.0.113.61")).status).toBe(200);
    expect((await signIn(INVESTOR, "no-es-la-clave", "203.0.113.62")).status).toBe(401);
    expect((await signIn("nadie@correo.example", "no-es-la-clave", "203.0.113.63")).status).toBe(401);
    expect(await auditSince(mark)).toEqual([
      expect.objectContaining({
        action: "sign-in",
        actorId: f.a.id,
        actorEmail: INVESTOR,
        entityType: "user",
        entityId: f.a.id,
        address: "203.0.113.61",
      }),
      expect.objectContaining({
        action: "sign-in-failed",
        actorId: null,
        actorEmail: INVESTOR,
        entityId: f.a.id,
        address: "203.0.113.62",
        changes: null,
      }),
      expect.objectContaining({
        action: "sign-in-failed",
        actorId: null,
        actorEmail: "nadie@correo.example",
        entityId: null,
        address: "203.0.113.63",
      }),
    ]);
  });

  it("a download of a private file is recorded with the download log; a viewer's later byte ranges are not", async () => {
    const mark = await auditMark();
    const get = (range?: string) =>
      documentFileRoute(
        jsonRequest("GET", `/api/documents/${f.aDocument.id}/file`, {
          headers: { cookie: investor, ...(range ? { range } : {}) },
          peer: "203.0.113.70",
        }),
        params({ id: f.aDocument.id }),
      );
    expect((await get()).status).toBe(200);
    expect((await get("bytes=5-9")).status).toBe(206);
    expect(await auditSince(mark)).toEqual([
      expect.objectContaining({
        action: "download",
        entityType: "document",
        entityId: f.aDocument.id,
        entityLabel: "Documento privado de A",
        actorId: f.a.id,
        address: "203.0.113.70",
      }),
    ]);
  });
});

describe("append-only", () => {
  it("the database refuses UPDATE, DELETE and TRUNCATE of the audit log, whoever asks", async () => {
    const db = await testDb();
    const before = await db.auditEvent.count();
    expect(before).toBeGreaterThan(0);
    await expect(db.$executeRawUnsafe(`UPDATE audit_events SET action = 'nada'`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`DELETE FROM audit_events`)).rejects.toThrow(/append-only/);
    await expect(db.$executeRawUnsafe(`TRUNCATE audit_events`)).rejects.toThrow(/append-only/);
    await expect(db.auditEvent.deleteMany({ where: { action: "nada" } })).rejects.toThrow();
    expect(await db.auditEvent.count()).toBe(before);
    expect(await db.auditEvent.count({ where: { action: "nada" } })).toBe(0);
  });
});

describe("Actividad: list, filters, paging, CSV, history", () => {
  const subject = randomUUID();
  const person = randomUUID();
  const DAY = 24 * 60 * 60 * 1000;

  beforeAll(async () => {
    // 25 rows about one element, an hour apart, ending 3 days ago; every fifth by another person.
    const db = await testDb();
    const end = Date.now() - 3 * DAY;
    await db.auditEvent.createMany({
      data: Array.from({ length: 25 }, (_, i) => ({
        createdAt: new Date(end - i * 60 * 60 * 1000),
        actorId: i % 5 === 0 ? person : null,
        actorEmail: i % 5 === 0 ? "revisora@club.example" : "anonimo@correo.example",
        action: i % 2 === 0 ? "update" : "download",
        entityType: "document",
        entityId: subject,
        entityLabel: `Expediente ${i}`,
        changes: i % 2 === 0 ? [{ field: "name", from: `v${i}`, to: `v${i + 1}` }] : undefined,
      })),
    });
  });

  const list = async (query: string, cookie = admin) => {
    const response = await listRoute(adminGet(`/api/audit-events?${query}`, cookie), params({}));
    return { status: response.status, body: (await response.json()) as AuditPage & { error?: string; fields?: Record<string, string> } };
  };

  it("names the rows a change refers to instead of their ids, on screen and in the CSV", async () => {
    const db = await testDb();
    const operation = await db.operation.findUniqueOrThrow({ where: { id: f.a.operationId }, select: { id: true, title: true } });
    const subjectId = randomUUID();
    await db.auditEvent.create({
      data: {
        action: "create",
        entityType: "transaction",
        entityId: subjectId,
        entityLabel: "Con referencias",
        changes: [
          { field: "operationId", to: operation.id },
          { field: "userId", to: f.b.id },
        ],
      },
    });
    const [row] = (await list(`q=${subjectId}`)).body.rows;
    expect(row?.names).toEqual({ [operation.id]: operation.title, [f.b.id]: "Beatriz Segura" });
    expect(describeChanges(row!.changes, row!.entityType, row!.names)).toEqual([
      `Operación: ${operation.title}`,
      "Inversor: Beatriz Segura",
    ]);
    const csv = await (await exportRoute(adminGet(`/api/audit-events/export?q=${subjectId}`), params({}))).text();
    expect(csv).toContain(`Operación: ${operation.title} | Inversor: Beatriz Segura`);
  });

  it("a save that changed nothing ('Sin cambios') is kept, and listed only when asked for", async () => {
    const quiet = randomUUID();
    await (
      await testDb()
    ).auditEvent.create({
      data: { action: "update", entityType: "operation", entityId: quiet, entityLabel: "Guardada sin cambios", changes: [] },
    });
    expect((await list(`q=${quiet}`)).body.rows).toHaveLength(0);
    const asked = await list(`q=${quiet}&unchanged=1`);
    expect(asked.body.rows.map((row) => row.entityLabel)).toEqual(["Guardada sin cambios"]);
  });

  it("pages through one element's rows newest first with keyset cursors, forwards and back", async () => {
    const first = await list(`q=${subject}&pageSize=10`);
    expect(first.status).toBe(200);
    expect(first.body.rows.map((row) => row.entityLabel)).toEqual(Array.from({ length: 10 }, (_, i) => `Expediente ${i}`));
    expect(first.body).toMatchObject({ total: 25, totalCapped: false, newer: null });
    const second = await list(`q=${subject}&pageSize=10&after=${encodeURIComponent(first.body.older!)}`);
    expect(second.body.rows.map((row) => row.entityLabel)).toEqual(Array.from({ length: 10 }, (_, i) => `Expediente ${i + 10}`));
    const third = await list(`q=${subject}&pageSize=10&after=${encodeURIComponent(second.body.older!)}`);
    expect(third.body.rows).toHaveLength(5);
    expect(third.body.older).toBeNull();
    const back = await list(`q=${subject}&pageSize=10&before=${encodeURIComponent(third.body.newer!)}`);
    expect(back.body.rows.map((row) => row.entityLabel)).toEqual(second.body.rows.map((row) => row.entityLabel));
    const backAgain = await list(`q=${subject}&pageSize=10&before=${encodeURIComponent(back.body.newer!)}`);
    expect(backAgain.body.rows.map((row) => row.id)).toEqual(first.body.rows.map((row) => row.id));
    expect(backAgain.body.newer).toBeNull();
  });

  it("filters by person, element type, action, days (Madrid) and text", async () => {
    const byPerson = await list(`actor=${person}&pageSize=50`);
    expect(byPerson.body.rows.map((row) => row.entityLabel)).toEqual([
      "Expediente 0",
      "Expediente 5",
      "Expediente 10",
      "Expediente 15",
      "Expediente 20",
    ]);
    const downloads = await list(`q=${subject}&action=download&entity=document&pageSize=50`);
    expect(downloads.body.total).toBe(12);
    expect(new Set(downloads.body.rows.map((row) => row.action))).toEqual(new Set(["download"]));
    expect((await list(`q=${subject}&entity=operation`)).body.total).toBe(0);
    const madridDay = (ms: number) => new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date(ms));
    const threeDaysAgo = madridDay(Date.now() - 3 * DAY);
    const inRange = await list(`q=${subject}&from=${madridDay(Date.now() - 10 * DAY)}&to=${threeDaysAgo}&pageSize=50`);
    expect(inRange.body.total).toBe(25);
    expect((await list(`q=${subject}&from=${madridDay(Date.now() - 2 * DAY)}`)).body.total).toBe(0);
    const text = await list(`q=${encodeURIComponent("revisora@club")}&pageSize=50`);
    expect(text.body.rows.every((row) => row.actorEmail === "revisora@club.example")).toBe(true);
    expect(text.body.total).toBe(5);
    expect((await list("q=100%25_descuento")).body.total).toBe(0); // % and _ are looked for, not wildcards
  });

  it("answers 400 with Spanish field messages for bad filters, 401 and 403 to others", async () => {
    const bad = await list("from=2026-02-30&action=borrar&entity=nave&actor=yo&pageSize=7");
    expect(bad.status).toBe(400);
    expect(bad.body.fields).toMatchObject({
      from: "Fecha no válida (aaaa-mm-dd)",
      action: "Acción no válida",
      entity: "Tipo de elemento no válido",
      actor: "Persona no válida",
      pageSize: "Tamaño de página no válido",
    });
    expect((await list("from=2026-03-02&to=2026-03-01")).body.fields).toEqual({ to: "La fecha final es anterior a la inicial" });
    expect((await list("after=ayer")).status).toBe(400);
    expect((await list("", "")).status).toBe(401);
    expect((await list("", investor)).status).toBe(403);
    expect((await exportRoute(adminGet("/api/audit-events/export", investor), params({}))).status).toBe(403);
    expect(
      (await historyRoute(adminGet(`/api/audit-events/document/${subject}`, ""), params({ entity: "document", id: subject }))).status,
    ).toBe(401);
  });

  it("exports the filtered rows as CSV with Spanish headers, newest first", async () => {
    const response = await exportRoute(adminGet(`/api/audit-events/export?q=${subject}&action=update`), params({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="actividad-\d{4}-\d{2}-\d{2}\.csv"$/);
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe(CSV_BOM + AUDIT_CSV_HEADER.join(";"));
    expect(AUDIT_CSV_HEADER).toEqual([
      "Fecha",
      "Persona",
      "Email",
      "Dirección IP",
      "Acción",
      "Elemento",
      "Nombre",
      "Id del elemento",
      "Cambios",
    ]);
    expect(lines).toHaveLength(14);
    expect(lines[1]).toContain(";Modificación;Documento;Expediente 0;");
    expect(lines[1]).toContain("Nombre: v0 → v1");
  });

  it("the history of one element: its rows only, newest first", async () => {
    const response = await historyRoute(adminGet(`/api/audit-events/document/${subject}`), params({ entity: "document", id: subject }));
    const body = (await response.json()) as { rows: { entityId: string }[]; older: string | null };
    expect(body.rows).toHaveLength(25);
    expect(new Set(body.rows.map((row) => row.entityId))).toEqual(new Set([subject]));
    expect(body.older).toBeNull();
    expect((await historyRoute(adminGet(`/api/audit-events/nave/${subject}`), params({ entity: "nave", id: subject }))).status).toBe(404);
  });
});
