import { revalidateTag } from "next/cache";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST } from "@/app/api/operations/route";
import { DELETE, PUT } from "@/app/api/operations/[id]/route";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

let admin: string;
let investor: string;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});
beforeEach(() => vi.mocked(revalidateTag).mockClear());

const form = {
  title: "Ático en Ruzafa — Crédito NPL (2026)",
  province: "Valencia",
  pvp: "210000",
  ticketMin: "30.000,00",
  precioCompra: 150000.5,
  percentageFinanced: "35",
  expectedReturn: "12,75",
  expectedTerm: "18",
  acquisitionDate: "2026-02-01",
  estimatedEndDate: "",
  calle: "",
  description: "Ático con terraza.",
  destacada: true,
};

const create = (body: unknown, cookie = admin) => POST(jsonRequest("POST", "/api/operations", { body, headers: { cookie } }), params({}));
const update = (id: string, body: unknown, cookie = admin) =>
  PUT(jsonRequest("PUT", `/api/operations/${id}`, { body, headers: { cookie } }), params({ id }));
const remove = (id: string, cookie = admin) =>
  DELETE(jsonRequest("DELETE", `/api/operations/${id}`, { headers: { cookie } }), params({ id }));

/** A 400 whose field messages are exactly `fields`. */
async function expectRefused(response: Response, fields: Record<string, string>) {
  expect(response.status).toBe(400);
  expect(((await response.json()) as { fields: Record<string, string> }).fields).toEqual(fields);
}

describe("create an operation", () => {
  it("generates the slug from the title, converts the numbers and omits empty strings", async () => {
    const response = await create(form);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({
      slug: "atico-en-ruzafa-credito-npl-2026",
      province: "valencia",
      status: "abierta",
      pvp: "210000.00",
      ticketMin: "30000.00",
      precioCompra: "150000.50",
      // Typed 35: computed from its participations (none yet), the API keeps the field.
      percentageFinanced: 0,
      expectedReturn: "12.75",
      expectedTerm: 18,
      acquisitionDate: "2026-02-01",
      estimatedEndDate: null,
      calle: null,
      destacada: true,
    });
    expect(vi.mocked(revalidateTag).mock.calls).toContainEqual(["operations", { expire: 0 }]);
  });

  it("answers 409 to a duplicate slug and changes nothing", async () => {
    const before = await (await testDb()).operation.count();
    const response = await create(form);
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      error: "Ya existe una operación con este slug",
      fields: { slug: "Ya existe una operación con este slug" },
    });
    expect(await (await testDb()).operation.count()).toBe(before);
  });

  it("gives every validation message of docs/specification.md §5 in Spanish", async () => {
    await expectRefused(await create({ title: "", province: "", pvp: "", ticketMin: "" }), {
      title: "El título es requerido",
      province: "La provincia es requerida",
      pvp: "El PVP es requerido",
      ticketMin: "El ticket mínimo es requerido",
    });
  });

  it("refuses out-of-range and malformed values, unknown statuses, unsafe URLs and unknown fields", async () => {
    const response = await create({
      ...form,
      title: "Otra",
      percentageFinanced: "101",
      pvp: "12.345,678",
      expectedTerm: "1.5",
      status: "vendida",
      imageUrl: "javascript:alert(1)",
      pdfCompleto: "data:application/pdf;base64,AA",
      acquisitionDate: "2026-02-30",
      id: "00000000-0000-4000-8000-000000000000",
    });
    await expectRefused(response, {
      percentageFinanced: "El porcentaje financiado debe ser un número entero entre 0 y 100",
      pvp: "El PVP debe ser un importe válido (máximo 2 decimales)",
      expectedTerm: "El plazo debe ser un número entero de meses",
      status: "Estado no válido",
      imageUrl: "La URL debe empezar por https://, http:// o /",
      pdfCompleto: "La URL debe empezar por https://, http:// o /",
      acquisitionDate: "Fecha de adquisición no válida",
      id: "Campo no permitido",
    });
  });

  it("accepts a money amount up to 12 digits and refuses a 13th", async () => {
    expect((await create({ ...form, title: "Grande", pvp: "9999999999.99" })).status).toBe(201);
    expect((await create({ ...form, title: "Demasiado", pvp: "10000000000" })).status).toBe(400);
  });

  it("is for admins only", async () => {
    expect((await create({ ...form, title: "X" }, investor)).status).toBe(403);
    expect((await create({ ...form, title: "X" }, "")).status).toBe(401);
  });
});

describe("update and delete", () => {
  it("updates every field, keeps the slug unless one is sent, and expires both slugs' pages", async () => {
    const db = await testDb();
    const op = await db.operation.findFirstOrThrow({ where: { slug: "piso-en-triana-credito-hipotecario-npl" } });
    const response = await update(op.id, { ...form, title: "Piso en Triana reformado", status: "reservada" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ slug: op.slug, title: "Piso en Triana reformado", status: "reservada" });

    const renamed = await update(op.id, { ...form, title: "Piso en Triana reformado", slug: "triana-reformado" });
    expect(await renamed.json()).toMatchObject({ slug: "triana-reformado" });
    expect(vi.mocked(revalidateTag).mock.calls).toContainEqual([`operation:${op.slug}`, { expire: 0 }]);
    expect(vi.mocked(revalidateTag).mock.calls).toContainEqual(["operation:triana-reformado", { expire: 0 }]);

    const taken = await update(op.id, { ...form, slug: "piso-en-chamberi-credito-hipotecario-npl" });
    expect(taken.status).toBe(409);
  });

  it("answers 404 for an unknown id and 403 for investors", async () => {
    expect((await update("00000000-0000-4000-8000-000000000000", form)).status).toBe(404);
    expect((await update("no-uuid", form)).status).toBe(404);
    const op = await (await testDb()).operation.findFirstOrThrow();
    expect((await update(op.id, form, investor)).status).toBe(403);
    expect((await remove(op.id, investor)).status).toBe(403);
  });

  it("refuses to delete an operation with money (409, nothing goes), and deletes one without it with its papers", async () => {
    const db = await testDb();
    const withMoney = await db.operation.findFirstOrThrow({
      where: { investments: { some: {} }, documents: { some: {} }, contracts: { some: {} }, transactions: { some: {} } },
    });
    const refused = await remove(withMoney.id);
    expect(refused.status).toBe(409);
    expect(await db.participation.count({ where: { operationId: withMoney.id } })).toBeGreaterThan(0);
    expect(await db.document.count({ where: { operationId: withMoney.id } })).toBeGreaterThan(0);

    const op = await db.operation.findFirstOrThrow({ where: { investments: { none: {} }, transactions: { none: {} } } });
    await db.contract.create({
      data: { operationId: op.id, title: "Borrador", type: "CPO", fileUrl: "https://club.example/c.pdf", status: "draft" },
    });
    const response = await remove(op.id);
    expect(response.status).toBe(204);
    expect(await db.operation.count({ where: { id: op.id } })).toBe(0);
    expect(await db.contract.count({ where: { operationId: op.id } })).toBe(0);
    expect((await remove(op.id)).status).toBe(404);
  });
});
