import { beforeAll, describe, expect, it } from "vitest";
import { GET as investorsRoute } from "@/app/api/options/investors/route";
import { GET as operationsRoute } from "@/app/api/options/operations/route";
import { OPTION_LIMIT, type Option } from "@/lib/options";
import type { Actor } from "@/server/core/actor";
import { searchInvestorOptions, searchOperationOptions } from "@/server/shared/options";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

let admin: Actor;
let investor: Actor;
const BATCH = 25; // more than OPTION_LIMIT of each kind, all matching one search

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  admin = await db.user.findUniqueOrThrow({
    where: { email: ADMIN },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  investor = await db.user.findUniqueOrThrow({
    where: { email: INVESTOR },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  const n = (i: number) => String(i).padStart(2, "0");
  await db.operation.createMany({
    data: Array.from({ length: BATCH }, (_, i) => ({
      title: `Lote del selector ${n(BATCH - i)}`,
      slug: `lote-del-selector-${i}`,
      province: "madrid",
      pvp: "1000.00",
      ticketMin: "100.00",
    })),
  });
  await db.user.createMany({
    data: [
      ...Array.from({ length: BATCH }, (_, i) => ({
        firstName: "Selector",
        lastName: `Prueba ${n(BATCH - i)}`,
        email: `selector.${i}@correo.example`,
        role: "investor",
      })),
      { firstName: "María José", lastName: "Pérez Vidal", email: "mjose@correo.example", role: "investor" },
      { firstName: null, lastName: null, email: "sin.nombre@correo.example", role: "investor" },
      { firstName: "Selector", lastName: "Administrador", email: "selector.admin@correo.example", role: "admin" },
    ],
  });
});

const labels = (options: Option[]) => options.map((o) => o.label);

describe("searchOperationOptions", () => {
  it("matches the title in any case, ordered by title", async () => {
    const options = await searchOperationOptions(admin, { q: "  chamBERÍ " });
    expect(labels(options)).toEqual(["Piso en Chamberí – Crédito hipotecario NPL"]);
    const npl = await searchOperationOptions(admin, { q: "npl" });
    const db = await testDb();
    const expected = await db.operation.findMany({
      where: { title: { contains: "NPL" } },
      select: { id: true, title: true },
      orderBy: { title: "asc" },
    });
    expect(npl).toEqual(expected.map((row) => ({ value: row.id, label: row.title })));
    expect(await searchOperationOptions(admin, { q: "no existe ninguna así" })).toEqual([]);
  });

  it("answers at most 20, the first by title", async () => {
    const options = await searchOperationOptions(admin, { q: "lote del selector" });
    expect(options).toHaveLength(OPTION_LIMIT);
    expect(labels(options)).toEqual(Array.from({ length: OPTION_LIMIT }, (_, i) => `Lote del selector ${String(i + 1).padStart(2, "0")}`));
    // With no text: the first 20 of all, in the database's own title order.
    const db = await testDb();
    const first = await db.operation.findMany({
      select: { id: true, title: true },
      orderBy: [{ title: "asc" }, { id: "asc" }],
      take: OPTION_LIMIT,
    });
    expect(await searchOperationOptions(admin, {})).toEqual(first.map((row) => ({ value: row.id, label: row.title })));
  });

  it("resolves ids, ignoring anything that is not a uuid", async () => {
    const [first, second] = await searchOperationOptions(admin, { q: "lote del selector" });
    const resolved = await searchOperationOptions(admin, { ids: [second!.value, "no-es-un-id", first!.value, "' OR 1=1 --"] });
    expect(resolved).toEqual([first, second]);
    expect(await searchOperationOptions(admin, { ids: ["no-es-un-id"] })).toEqual([]);
    expect(await searchOperationOptions(admin, { ids: [] })).toEqual([]);
    expect(await searchOperationOptions(admin, { ids: ["00000000-0000-4000-8000-000000000000"] })).toEqual([]);
  });

  it("is for admins only", async () => {
    await expect(searchOperationOptions(null, {})).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(searchOperationOptions(investor, {})).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("searchInvestorOptions", () => {
  it("matches first name, last name, the full name and the e-mail, in any case", async () => {
    const javier = [{ value: investor.id, label: "Javier Romero Sanz" }];
    expect(await searchInvestorOptions(admin, { q: "JAVIER" })).toEqual(javier);
    expect(await searchInvestorOptions(admin, { q: "romero" })).toEqual(javier);
    expect(await searchInvestorOptions(admin, { q: "javier romero" })).toEqual(javier);
    expect(await searchInvestorOptions(admin, { q: "ier  Rom" })).toEqual(javier); // spans the space, extra spaces collapse
    expect(await searchInvestorOptions(admin, { q: "inversor@demo" })).toEqual(javier);
    expect(labels(await searchInvestorOptions(admin, { q: "josé pérez" }))).toEqual(["María José Pérez Vidal"]);
    expect(labels(await searchInvestorOptions(admin, { q: "maría josé pérez v" }))).toEqual(["María José Pérez Vidal"]);
    // Words in another order are not the name as shown.
    expect(await searchInvestorOptions(admin, { q: "romero javier" })).toEqual([]);
  });

  it("labels an investor without a name by e-mail", async () => {
    expect(labels(await searchInvestorOptions(admin, { q: "sin.nombre" }))).toEqual(["sin.nombre@correo.example"]);
  });

  it("never lists admins", async () => {
    expect(await searchInvestorOptions(admin, { q: ADMIN })).toEqual([]);
    expect(await searchInvestorOptions(admin, { q: "lucía" })).toEqual([]);
    expect(await searchInvestorOptions(admin, { ids: [admin.id] })).toEqual([]);
    const selectors = await searchInvestorOptions(admin, { q: "selector" });
    expect(labels(selectors)).not.toContain("Selector Administrador");
  });

  it("answers at most 20, by first and last name", async () => {
    const options = await searchInvestorOptions(admin, { q: "selector" });
    expect(labels(options)).toEqual(Array.from({ length: OPTION_LIMIT }, (_, i) => `Selector Prueba ${String(i + 1).padStart(2, "0")}`));
    expect(await searchInvestorOptions(admin, {})).toHaveLength(OPTION_LIMIT);
  });

  it("resolves ids, ignoring anything that is not a uuid", async () => {
    const b = await searchInvestorOptions(admin, { q: "mjose@" });
    expect(await searchInvestorOptions(admin, { ids: ["x", b[0]!.value, investor.id] })).toEqual([
      { value: investor.id, label: "Javier Romero Sanz" },
      b[0],
    ]);
  });

  it("is for admins only", async () => {
    await expect(searchInvestorOptions(null, {})).rejects.toMatchObject({ code: "unauthenticated" });
    await expect(searchInvestorOptions(investor, {})).rejects.toMatchObject({ code: "forbidden" });
  });
});

describe("GET /api/options/*", () => {
  const get = async (handler: typeof operationsRoute, path: string, cookie?: string) =>
    handler(jsonRequest("GET", path, { headers: cookie ? { cookie } : {} }), params({}));

  it("answers { options } to admins, never cached, with ?q= and repeated ?id=", async () => {
    const cookie = await signInAs(ADMIN);
    const response = await get(operationsRoute, "/api/options/operations?q=triana", cookie);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const { options } = (await response.json()) as { options: Option[] };
    expect(labels(options)).toEqual(["Piso en Triana – Crédito hipotecario NPL"]);

    const [one, two] = await searchInvestorOptions(admin, { q: "selector" });
    const byId = await get(investorsRoute, `/api/options/investors?id=${one!.value}&id=${two!.value}&id=nada`, cookie);
    expect(byId.status).toBe(200);
    expect(byId.headers.get("cache-control")).toBe("private, no-store");
    expect(await byId.json()).toEqual({ options: [one, two] });
    expect(await (await get(investorsRoute, `/api/options/investors?q=${encodeURIComponent(ADMIN)}`, cookie)).json()).toEqual({
      options: [],
    });
  });

  it("refuses anonymous visitors (401) and investors (403) with a Spanish message", async () => {
    const cookie = await signInAs(INVESTOR);
    for (const [handler, path] of [
      [operationsRoute, "/api/options/operations"],
      [investorsRoute, "/api/options/investors?q=a"],
    ] as const) {
      const anonymous = await get(handler, path);
      expect(anonymous.status).toBe(401);
      expect(await anonymous.json()).toEqual({ error: "No autorizado" });
      const refused = await get(handler, path, cookie);
      expect(refused.status).toBe(403);
      expect(await refused.json()).toEqual({ error: "Acceso denegado" });
    }
  });
});
