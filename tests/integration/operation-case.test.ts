import ICAL from "ical.js";
import { revalidateTag } from "next/cache";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as createOperation } from "@/app/api/operations/route";
import { GET as readTimeline, PUT as writeTimeline } from "@/app/api/operations/[id]/timeline/route";
import { GET as readScenarios, PUT as writeScenarios } from "@/app/api/operations/[id]/scenarios/route";
import { GET as operationIcs } from "@/app/api/operations/[id]/calendar.ics/route";
import { GET as privateIcs } from "@/app/api/calendar/[token]/route";
import { CALENDAR_FEED_LIMIT } from "@/server/calendar/feeds";
import { DELETE as revokeFeed, POST as rotateFeed } from "@/app/api/calendar-feed/route";
import { CASE_MESSAGES } from "@/lib/validations/case";
import { MILESTONE_KINDS, todayInMadrid, type Milestone } from "@/lib/timeline";
import { findOperationBySlug, listOperations } from "@/server/operations/queries";
import { findOperationCase } from "@/server/operations/case";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

const RUZAFA = "valencia-ruzafa";
let admin: string;
let investor: string;
let ruzafa: { id: string; slug: string };

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  const db = await testDb();
  const row = await db.operation.findFirst({ where: { imageUrl: { contains: RUZAFA } }, select: { id: true, slug: true } });
  ruzafa = row!;
});
beforeEach(() => vi.mocked(revalidateTag).mockClear());

const putTimeline = (id: string, body: unknown, cookie = admin) =>
  writeTimeline(jsonRequest("PUT", `/api/operations/${id}/timeline`, { body, headers: { cookie } }), params({ id }));
const getTimeline = async (id: string) =>
  (await (
    await readTimeline(jsonRequest("GET", `/api/operations/${id}/timeline`, { headers: { cookie: admin } }), params({ id }))
  ).json()) as Milestone[];
/** A milestone read back, as the editor sends it again: without its id, and "" for every empty field. */
const asInput = ({ id: _id, ...fields }: Milestone) =>
  Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, value ?? ""]));
const fieldsOf = async (response: Response) => ((await response.json()) as { fields: Record<string, string> }).fields;

function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  return {
    name: calendar.getFirstPropertyValue("x-wr-calname"),
    events: calendar.getAllSubcomponents("vevent").map((vevent) => {
      const event = new ICAL.Event(vevent);
      return {
        uid: event.uid,
        summary: event.summary,
        start: event.startDate.toString(),
        end: event.endDate.toString(),
        isDate: event.startDate.isDate,
        duration: vevent.getFirstPropertyValue("duration"),
        description: event.description,
        status: vevent.getFirstPropertyValue("status"),
      };
    }),
  };
}

describe("timeline writes", () => {
  it("marks a milestone done, reorders, and the public views (page, card's current step) change at once", async () => {
    const before = await getTimeline(ruzafa.id);
    expect(before.map((m) => m.kind)).toEqual([...MILESTONE_KINDS]);
    const celebrated = before.findIndex((m) => m.kind === "subasta_celebrada");
    const today = todayInMadrid();
    const edited = before.map(asInput);
    edited[celebrated] = { ...edited[celebrated]!, status: "completado", date: today, note: "Subasta cerrada con pujas" };
    // Move "posesion" before "decreto_adjudicacion", both ahead (a reorder), and send it back.
    [edited[7], edited[8]] = [edited[8]!, edited[7]!];

    const response = await putTimeline(ruzafa.id, { milestones: edited });
    expect(response.status).toBe(200);
    const saved = (await response.json()) as Milestone[];
    expect(saved.map((m) => m.kind).slice(7, 9)).toEqual(["posesion", "decreto_adjudicacion"]);
    expect(saved[celebrated]).toMatchObject({
      kind: "subasta_celebrada",
      status: "completado",
      date: today,
      note: "Subasta cerrada con pujas",
    });
    expect(vi.mocked(revalidateTag).mock.calls.map(([tag]) => tag)).toEqual(
      expect.arrayContaining(["operations", `operation:${ruzafa.slug}`]),
    );

    const publicCase = await findOperationCase(ruzafa.slug);
    expect(publicCase!.milestones.find((m) => m.kind === "subasta_celebrada")!.status).toBe("completado");
    const card = (await listOperations()).find((o) => o.slug === ruzafa.slug)!;
    expect(card.currentStep).toBe("Adjudicación");
    expect((await findOperationBySlug(ruzafa.slug))!.currentStep).toBe("Adjudicación");
    expect((await putTimeline(ruzafa.id, { milestones: before.map(asInput) })).status).toBe(200);
  });

  it("refuses an actual date in the future, a completed step without date, an award type on another step (Spanish field messages), and writes nothing", async () => {
    const before = await getTimeline(ruzafa.id);
    const response = await putTimeline(ruzafa.id, {
      milestones: [
        { kind: "compra_credito", status: "completado", date: "2999-01-01" },
        { kind: "demanda", status: "completado", date: "" },
        { kind: "despacho", status: "pendiente", awardType: "club" },
        { kind: "subasta_senalada", status: "pendiente", date: "2026-02-30" },
      ],
    });
    expect(response.status).toBe(400);
    expect(await fieldsOf(response)).toEqual({
      "milestones.0.date": CASE_MESSAGES.futureActualDate,
      "milestones.1.date": CASE_MESSAGES.completedWithoutDate,
      "milestones.2.awardType": CASE_MESSAGES.awardOnlyForAdjudication,
      "milestones.3.date": "Fecha no válida",
    });
    expect(await getTimeline(ruzafa.id)).toEqual(before);
  });

  it("refuses a case out of order (a step done before an earlier one, a date going back) and takes «No aplica»", async () => {
    const before = await getTimeline(ruzafa.id);
    const outOfOrder = await putTimeline(ruzafa.id, {
      milestones: [
        { kind: "compra_credito", status: "en_curso", date: "2026-12-15" },
        { kind: "demanda", status: "completado", date: "2026-02-10" },
        { kind: "despacho", status: "completado", date: "2026-01-10" },
      ],
    });
    expect(outOfOrder.status).toBe(400);
    expect(await fieldsOf(outOfOrder)).toEqual({
      "milestones.1.status": "Antes va «Compra del crédito»: complétalo o márcalo «No aplica»",
      "milestones.2.status": "Antes va «Compra del crédito»: complétalo o márcalo «No aplica»",
      "milestones.2.date": "No puede ser anterior a la de «Demanda de ejecución hipotecaria» (10/02/2026)",
    });
    expect(await getTimeline(ruzafa.id)).toEqual(before);

    const skipped = await putTimeline(ruzafa.id, {
      milestones: [
        { kind: "compra_credito", status: "no_aplica" },
        { kind: "demanda", status: "completado", date: "2026-02-10" },
        { kind: "despacho", status: "en_curso", date: "2027-01-15" },
      ],
    });
    expect(skipped.status).toBe(200);
    expect((await findOperationBySlug(ruzafa.slug))!.currentStep).toBe("Admisión / despacho de ejecución");
    expect((await putTimeline(ruzafa.id, { milestones: before.map(asInput) })).status).toBe(200);
  });

  it("refuses unknown steps, statuses and fields; an expected date may be in the future", async () => {
    const original = await getTimeline(ruzafa.id);
    const bad = await putTimeline(ruzafa.id, { milestones: [{ kind: "embargo", status: "hecho", extra: 1 }] });
    expect(bad.status).toBe(400);
    expect(await fieldsOf(bad)).toMatchObject({ "milestones.0.kind": "Hito no válido", "milestones.0.status": "Estado no válido" });
    expect((await putTimeline(ruzafa.id, { milestones: [], role: "admin" })).status).toBe(400);
    const future = await putTimeline(ruzafa.id, { milestones: [{ kind: "venta", status: "pendiente", date: "2999-12-31" }] });
    expect(future.status).toBe(200);
    expect((await putTimeline(ruzafa.id, { milestones: original.map(asInput) })).status).toBe(200);
  });

  it("is for admins only, and 404 for an operation that does not exist", async () => {
    expect((await putTimeline(ruzafa.id, { milestones: [] }, investor)).status).toBe(403);
    expect((await putTimeline("00000000-0000-4000-8000-000000000000", { milestones: [] })).status).toBe(404);
  });

  it("gives a new operation the ten standard milestones, pending and without dates", async () => {
    const response = await createOperation(
      jsonRequest("POST", "/api/operations", {
        body: { title: "Operación con hitos", province: "madrid", pvp: "100000", ticketMin: "30000" },
        headers: { cookie: admin },
      }),
      params({}),
    );
    const { id } = (await response.json()) as { id: string };
    const timeline = await getTimeline(id);
    expect(timeline.map((m) => m.kind)).toEqual([...MILESTONE_KINDS]);
    expect(timeline.every((m) => m.status === "pendiente" && m.date === null)).toBe(true);
  });
});

describe("scenario writes", () => {
  it("stores the scenarios in order, es-ES decimals normalised, and validates them in Spanish", async () => {
    const ok = await writeScenarios(
      jsonRequest("PUT", `/api/operations/${ruzafa.id}/scenarios`, {
        body: {
          scenarios: [
            { name: "El deudor paga", months: "6", basis: "per_euro", gross: "1,15", costs: "", explanation: "Corto" },
            { name: "El club se adjudica y vende", months: 24, basis: "total", gross: "260.000", costs: "12500.5" },
          ],
        },
        headers: { cookie: admin },
      }),
      params({ id: ruzafa.id }),
    );
    expect(ok.status).toBe(200);
    const read = await readScenarios(
      jsonRequest("GET", `/api/operations/${ruzafa.id}/scenarios`, { headers: { cookie: admin } }),
      params({ id: ruzafa.id }),
    );
    expect(((await read.json()) as unknown[]).map((s) => s)).toEqual([
      expect.objectContaining({ name: "El deudor paga", months: 6, basis: "per_euro", gross: "1.15", costs: "0", explanation: "Corto" }),
      expect.objectContaining({
        name: "El club se adjudica y vende",
        months: 24,
        basis: "total",
        gross: "260000",
        costs: "12500.5",
        explanation: null,
      }),
    ]);
    const bad = await writeScenarios(
      jsonRequest("PUT", `/api/operations/${ruzafa.id}/scenarios`, {
        body: { scenarios: [{ name: "", months: "0", basis: "x", gross: "1.23456" }] },
        headers: { cookie: admin },
      }),
      params({ id: ruzafa.id }),
    );
    expect(bad.status).toBe(400);
    const perEuro = await writeScenarios(
      jsonRequest("PUT", `/api/operations/${ruzafa.id}/scenarios`, {
        body: { scenarios: [{ name: "Mal", months: 6, basis: "per_euro", gross: "1.250" }] },
        headers: { cookie: admin },
      }),
      params({ id: ruzafa.id }),
    );
    expect(await fieldsOf(perEuro)).toEqual({ "scenarios.0.gross": CASE_MESSAGES.perEuroFactor });
    expect(await fieldsOf(bad)).toEqual({
      "scenarios.0.name": "El nombre es requerido",
      "scenarios.0.months": "El plazo debe ser un número entero de meses entre 1 y 600",
      "scenarios.0.basis": "Base no válida",
      "scenarios.0.gross": "Importe no válido (máximo 4 decimales)",
    });
  });
});

describe("calendar feeds (parsed back with ical.js)", () => {
  it("GET /api/operations/{slug}/calendar.ics lists every dated milestone as an all-day event", async () => {
    const response = await operationIcs(jsonRequest("GET", `/api/operations/${ruzafa.slug}/calendar.ics`), params({ id: ruzafa.slug }));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const { name, events } = parseIcs(await response.text());
    const milestones = (await findOperationCase(ruzafa.slug))!.milestones.filter((m) => m.date);
    expect(name).toContain("Ruzafa");
    expect(events).toHaveLength(milestones.length);
    const auction = events.find((e) => e.summary.startsWith("Subasta señalada"))!;
    expect(auction).toMatchObject({ start: "2026-11-10", end: "2026-11-11", isDate: true, status: "CONFIRMED", duration: null });
    // RFC 5545: an all-day event as DTSTART/DTEND;VALUE=DATE, never the "DURATION:P1DT" its grammar forbids.
    expect(
      await (await operationIcs(jsonRequest("GET", `/api/operations/${ruzafa.slug}/calendar.ics`), params({ id: ruzafa.slug }))).text(),
    ).not.toMatch(/DURATION/);
    expect(auction.description).toContain("SUB-JA-2026-251834");
    expect(events.find((e) => e.summary.startsWith("Subasta celebrada"))).toMatchObject({ start: "2026-12-21", status: "TENTATIVE" });
    expect(new Set(events.map((e) => e.uid)).size).toBe(events.length);
  });

  it("answers 404 for an unknown operation", async () => {
    expect((await operationIcs(jsonRequest("GET", "/api/operations/no-existe/calendar.ics"), params({ id: "no-existe" }))).status).toBe(
      404,
    );
  });

  it("the private feed holds only the investor's operations, and a new link or a revocation kills the old one", async () => {
    const rotate = async () =>
      (
        (await (
          await rotateFeed(jsonRequest("POST", "/api/calendar-feed", { body: {}, headers: { cookie: investor } }), params({}))
        ).json()) as { path: string }
      ).path;
    const feed = (path: string) => {
      const token = path.split("/").pop()!;
      return privateIcs(jsonRequest("GET", path), params({ token }));
    };
    const first = await rotate();
    expect(first).toMatch(/^\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    const response = await feed(first);
    expect(response.status).toBe(200);
    const { events } = parseIcs(await response.text());
    const titles = new Set(events.map((e) => e.summary.split(" · ")[1]));
    const db = await testDb();
    const held = await db.operation.findMany({ where: { investments: { some: { user: { email: INVESTOR } } } }, select: { title: true } });
    expect([...titles].sort()).toEqual(held.map((o) => o.title).sort());
    // Only the hash is stored.
    const user = await db.user.findUnique({ where: { email: INVESTOR }, select: { calendarTokenHash: true } });
    expect(user!.calendarTokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(first).not.toContain(user!.calendarTokenHash!);

    const second = await rotate();
    expect((await feed(first)).status).toBe(404);
    expect((await feed(second)).status).toBe(200);
    expect((await revokeFeed(jsonRequest("DELETE", "/api/calendar-feed", { headers: { cookie: investor } }), params({}))).status).toBe(204);
    expect((await feed(second)).status).toBe(404);
  });

  it("the private feed answers 429 with Retry-After after CALENDAR_FEED_LIMIT requests from one client, guessed or not", async () => {
    const guess = (peer: string) => {
      const token = "y".repeat(43);
      return privateIcs(jsonRequest("GET", `/api/calendar/${token}.ics`, { peer }), params({ token: `${token}.ics` }));
    };
    for (let i = 0; i < CALENDAR_FEED_LIMIT.limit; i++) expect((await guess("198.51.100.7")).status).toBe(404);
    const refused = await guess("198.51.100.7");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await refused.json()).toEqual({ error: "Demasiadas peticiones. Inténtalo de nuevo más tarde." });
    expect((await guess("198.51.100.8")).status).toBe(404); // another client is not affected
  });
});
