import { beforeAll, describe, expect, it } from "vitest";
import { POST as createInvestmentRoute } from "@/app/api/investments/route";
import { DELETE as deleteInvestmentRoute, PUT as updateInvestmentRoute } from "@/app/api/investments/[id]/route";
import { PUT as updateOperationRoute } from "@/app/api/operations/[id]/route";
import { GET as operationBySlugRoute } from "@/app/api/operations/slug/[slug]/route";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/**
 * "% Financiado" follows from the participations (issue 30): the ones that hold a place (active or
 * liquidated) over the price, floored, at most 100, written in the same transaction as the
 * participation or the price. A participation is at least the ticket, and the places never exceed
 * the price. Demo Malvarrosa: PVP 198.000,00 €, ticket 30.000,00 €, two participations of 30.000,00 €.
 */
let admin: string;
let operation: { id: string; slug: string };
let investors: string[];

const body = (amount: string, userId = investors[0]!, extra: Record<string, unknown> = {}) => ({
  userId,
  operationId: operation.id,
  amount,
  ...extra,
});
const create = (payload: Record<string, unknown>) =>
  createInvestmentRoute(jsonRequest("POST", "/api/investments", { headers: { cookie: admin }, body: payload }), params({}));
const update = (id: string, payload: Record<string, unknown>) =>
  updateInvestmentRoute(jsonRequest("PUT", `/api/investments/${id}`, { headers: { cookie: admin }, body: payload }), params({ id }));
const remove = (id: string) =>
  deleteInvestmentRoute(jsonRequest("DELETE", `/api/investments/${id}`, { headers: { cookie: admin } }), params({ id }));

/** The answer's JSON, with the no-break spaces of "30.000,00\u00a0€" as plain ones. */
const json = async (response: Response) => JSON.parse((await response.text()).replace(/\u00a0/g, " ")) as Record<string, unknown>;

async function stored() {
  const db = await testDb();
  const row = await db.operation.findUniqueOrThrow({ where: { id: operation.id }, select: { percentageFinanced: true } });
  const count = await db.participation.count({ where: { operationId: operation.id } });
  return { percentage: row.percentageFinanced, count };
}

/** What the public API answers now (its cached copy expired by the write). */
async function publicPercentage(): Promise<number> {
  const response = await operationBySlugRoute(
    jsonRequest("GET", `/api/operations/slug/${operation.slug}`),
    params({ slug: operation.slug }),
  );
  return ((await response.json()) as { percentageFinanced: number }).percentageFinanced;
}

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  const row = await db.operation.findFirstOrThrow({ where: { title: { contains: "Malvarrosa" } }, select: { id: true, slug: true } });
  operation = row;
  investors = (await db.user.findMany({ where: { role: "investor" }, orderBy: { email: "asc" }, select: { id: true } })).map((u) => u.id);
  admin = await signInAs(ADMIN);
});

describe("the financed percentage follows from the participations", () => {
  let added: string;

  it("starts from the demo's participations: 60.000 of 198.000 is 30 %", async () => {
    expect(await stored()).toMatchObject({ percentage: 30 });
    expect(await publicPercentage()).toBe(30);
  });

  it("a participation of 35.000,00 €: 95.000 / 198.000 = 47,98 %, floored to 47, on the public page at once", async () => {
    const response = await create(body("35000"));
    expect(response.status).toBe(201);
    added = ((await response.json()) as { id: string }).id;
    expect((await stored()).percentage).toBe(47);
    expect(await publicPercentage()).toBe(47);
  });

  it("refuses a participation under the ticket with its message, and writes nothing", async () => {
    const before = await stored();
    const response = await create(body("5000"));
    expect(response.status).toBe(400);
    expect(await json(response)).toMatchObject({ fields: { amount: "El importe mínimo de esta operación es 30.000,00 €" } });
    expect(await stored()).toEqual(before);
  });

  it("refuses what passes the price, naming what is left (198.000 − 95.000 = 103.000,00 €)", async () => {
    const before = await stored();
    const response = await create(body("103000.01"));
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: "Quedan 103.000,00 € por cubrir",
      fields: { amount: "Quedan 103.000,00 € por cubrir" },
    });
    expect(await stored()).toEqual(before);
  });

  it("takes exactly what is left: 100 %, and then nothing more", async () => {
    const last = await create(body("103000", investors[1]));
    expect(last.status).toBe(201);
    expect((await stored()).percentage).toBe(100);
    const more = await create(body("30000", investors[2]));
    expect(more.status).toBe(409);
    expect(await json(more)).toMatchObject({ error: "Quedan 0,00 € por cubrir" });
    // Cancelled, it holds no place: 95.000 again.
    const { id } = (await last.json()) as { id: string };
    expect((await update(id, body("103000", investors[1], { status: "cancelled" }))).status).toBe(200);
    expect((await stored()).percentage).toBe(47);
    // A cancelled participation taken back counts against the price like a new one.
    expect((await update(id, body("103000.01", investors[1], { status: "active" }))).status).toBe(409);
    expect((await remove(id)).status).toBe(204);
  });

  it("an edit that lowers an amount or keeps it is never refused for the price; one that raises it is", async () => {
    expect((await update(added, body("40000"))).status).toBe(200);
    expect((await stored()).percentage).toBe(50); // 100.000 / 198.000 = 50,5 %
    const raised = await update(added, body("143000.01"));
    expect(raised.status).toBe(409);
    expect(await json(raised)).toMatchObject({ error: "Quedan 98.000,00 € por cubrir" });
  });

  it("a price change recomputes it, and a price under the places is refused", async () => {
    const db = await testDb();
    const current = await db.operation.findUniqueOrThrow({ where: { id: operation.id } });
    const put = (pvp: string) =>
      updateOperationRoute(
        jsonRequest("PUT", `/api/operations/${operation.id}`, {
          headers: { cookie: admin },
          body: {
            title: current.title,
            province: current.province,
            status: current.status,
            pvp,
            ticketMin: current.ticketMin.toFixed(2),
            percentageFinanced: 3, // typed: ignored
          },
        }),
        params({ id: operation.id }),
      );
    const under = await put("99999.99");
    expect(under.status).toBe(409);
    expect(await json(under)).toMatchObject({ fields: { pvp: "Las participaciones suman 100.000,00 €: el PVP no puede ser menor" } });
    const raised = await put("250000");
    expect(raised.status).toBe(200);
    expect(await json(raised)).toMatchObject({ pvp: "250000.00", percentageFinanced: 40 });
    expect(await publicPercentage()).toBe(40);
  });

  it("deleting a participation recomputes it", async () => {
    expect((await remove(added)).status).toBe(204);
    expect((await stored()).percentage).toBe(24); // 60.000 / 250.000
  });
});

describe("two participations written at once", () => {
  it("never take the operation past its price: one is accepted, the other told what is left", async () => {
    // 250.000 − 60.000 = 190.000 left; two of 100.000 cannot both fit.
    const answers = await Promise.all([create(body("100000", investors[3])), create(body("100000", investors[4]))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect(await json(refused)).toMatchObject({ error: "Quedan 90.000,00 € por cubrir" });
    const db = await testDb();
    const { _sum } = await db.participation.aggregate({
      where: { operationId: operation.id, status: { in: ["active", "closed"] } },
      _sum: { amount: true },
    });
    expect(_sum.amount?.toFixed(2)).toBe("160000.00");
    expect((await stored()).percentage).toBe(64);
  });
});

describe("an edit and a delete of one participation at once", () => {
  it("wait for each other (the participation's row, then its operation's): no deadlock, no 500", async () => {
    const created = await create(body("30000", investors[5]));
    expect(created.status).toBe(201);
    const { id } = (await json(created)) as { id: string };
    const [edited, deleted] = await Promise.all([update(id, body("31000", investors[5])), remove(id)]);
    expect(deleted.status).toBe(204);
    // The edit ran first (200) or found it gone (404).
    expect([200, 404]).toContain(edited.status);
    expect(await (await testDb()).participation.count({ where: { id } })).toBe(0);
    expect((await stored()).percentage).toBe(64);
  });
});
