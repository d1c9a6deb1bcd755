import { beforeAll, describe, expect, it } from "vitest";
import * as contractById from "@/app/api/contracts/[id]/route";
import * as documentById from "@/app/api/documents/[id]/route";
import * as investmentById from "@/app/api/investments/[id]/route";
import { GET as listParticipations } from "@/app/api/investments/route";
import { PUT as putOperation } from "@/app/api/operations/[id]/route";
import { GET as operationBySlug } from "@/app/api/operations/slug/[slug]/route";
import * as transactionById from "@/app/api/transactions/[id]/route";
import * as userById from "@/app/api/users/[id]/route";
import { ID_MISMATCH } from "@/server/shared/update-body";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

type ById = {
  GET: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
  PUT: (request: Request, context: { params: Promise<{ id: string }> }) => Promise<Response>;
};

let admin: string;
beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

const get = (route: ById, path: string, id: string) =>
  route.GET(jsonRequest("GET", `${path}/${id}`, { headers: { cookie: admin } }), params({ id }));
const put = (route: Pick<ById, "PUT">, path: string, id: string, body: unknown) =>
  route.PUT(jsonRequest("PUT", `${path}/${id}`, { body, headers: { cookie: admin } }), params({ id }));

async function firstId(table: "document" | "contract" | "movement" | "participation"): Promise<string> {
  const db = await testDb();
  const row = await (db[table] as unknown as { findFirstOrThrow: (args: object) => Promise<{ id: string }> }).findFirstOrThrow({
    select: { id: true },
  });
  return row.id;
}

describe("a PUT takes the resource exactly as GET answers it", () => {
  it.each([
    ["documents", documentById, "document"],
    ["contracts", contractById, "contract"],
    ["transactions", transactionById, "movement"],
  ] as const)("%s: GET, then PUT the same body: 200 and nothing changes", async (path, route, table) => {
    const id = await firstId(table);
    const before = await (await get(route, `/api/${path}`, id)).json();
    const response = await put(route, `/api/${path}`, id, before);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(before);
  });

  it("investments (the admin's answer names the investor): round trip unchanged", async () => {
    const [investment] = await (
      await listParticipations(jsonRequest("GET", "/api/investments", { headers: { cookie: admin } }), params({}))
    ).json();
    // The list's row, and the participation as its own GET answers it (with paid and pending).
    expect((await put(investmentById, "/api/investments", investment.id, investment)).status).toBe(200);
    const before = await (await get(investmentById, "/api/investments", investment.id)).json();
    // Every write's instant moves (a decision sends back the one it read): the rest is unchanged.
    const moved = { updatedAt: expect.any(String) };
    expect(before).toMatchObject({ ...investment, ...moved, paid: expect.any(String), pending: expect.any(String) });
    const response = await put(investmentById, "/api/investments", investment.id, before);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ...before, ...moved });
  });

  it("investors: round trip unchanged", async () => {
    const db = await testDb();
    const { id } = await db.user.findFirstOrThrow({ where: { role: "investor" }, select: { id: true } });
    const before = await (await get(userById, "/api/users", id)).json();
    const response = await put(userById, "/api/users", id, before);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(before);
  });

  it("operations: the public answer, PUT back to its id, keeps every field (updatedAt excepted)", async () => {
    const db = await testDb();
    const { slug } = await db.operation.findFirstOrThrow({ select: { slug: true } });
    const before = await (await operationBySlug(jsonRequest("GET", `/api/operations/slug/${slug}`), params({ slug }))).json();
    const response = await put({ PUT: putOperation }, "/api/operations", before.id, before);
    expect(response.status).toBe(200);
    const { updatedAt: _before, ...same } = before;
    expect(await response.json()).toMatchObject(same);
  });

  it("an id that is not the path's is a 400 naming the field, and nothing changes", async () => {
    const id = await firstId("movement");
    const before = await (await get(transactionById, "/api/transactions", id)).json();
    const other = await firstId("participation");
    const response = await put(transactionById, "/api/transactions", id, { ...before, id: other, notes: "cambiado" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ id: ID_MISMATCH });
    expect(await (await get(transactionById, "/api/transactions", id)).json()).toEqual(before);
  });

  it("a field that is neither writable nor read-only is still refused", async () => {
    const id = await firstId("movement");
    const before = await (await get(transactionById, "/api/transactions", id)).json();
    const response = await put(transactionById, "/api/transactions", id, { ...before, amountt: "1" });
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual({ amountt: "Campo no permitido" });
  });
});
