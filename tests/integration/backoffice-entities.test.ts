import { revalidateTag } from "next/cache";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createContract } from "@/app/api/contracts/route";
import { PUT as updateContract } from "@/app/api/contracts/[id]/route";
import { POST as createDocument } from "@/app/api/documents/route";
import { DELETE as deleteDocument, PUT as updateDocument } from "@/app/api/documents/[id]/route";
import { POST as createParticipation } from "@/app/api/investments/route";
import { PATCH as patchMessage } from "@/app/api/messages/[id]/route";
import { PUT as putSettings } from "@/app/api/settings/route";
import { POST as createMovement } from "@/app/api/transactions/route";
import { PUT as updateMovement } from "@/app/api/transactions/[id]/route";
import { GET as listUsers, POST as createUser } from "@/app/api/users/route";
import { DELETE as deleteUser, PUT as updateUser } from "@/app/api/users/[id]/route";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

// Any of the route handlers: they differ only in their params type.
type Handler = (request: Request, context: never) => Promise<Response>;

let admin: string;
let operationId: string;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  operationId = (await (await testDb()).operation.findFirstOrThrow()).id;
});

async function call(handler: Handler, method: string, body?: unknown, id?: string) {
  const response = await handler(jsonRequest(method, "/api/x", { body, headers: { cookie: admin } }), params(id ? { id } : {}) as never);
  const text = await response.text();
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as Record<string, unknown> & { fields?: Record<string, string> }) : null,
  };
}

describe("investors", () => {
  it("creates investors only, with the docs/specification.md §5 messages, and answers 409 to a taken e-mail", async () => {
    expect((await call(createUser, "POST", {})).body?.fields).toEqual({
      firstName: "El nombre es requerido",
      lastName: "El apellido es requerido",
    });
    expect((await call(createUser, "POST", { firstName: "A", lastName: "B", email: "no-email" })).body?.fields).toEqual({
      email: "Email inválido",
    });

    const created = await call(createUser, "POST", {
      firstName: "Pablo",
      lastName: "Gil",
      email: "",
      phone: "",
      comercial: "Marta Gil",
      role: "investor",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ firstName: "Pablo", email: null, phone: null, comercial: "Marta Gil", hasPassword: false });
    expect((await (await testDb()).user.findUniqueOrThrow({ where: { id: String(created.body!.id) } })).role).toBe("investor");

    const admin = await call(createUser, "POST", { firstName: "Mal", lastName: "Intento", role: "admin" });
    expect(admin.status).toBe(400);
    expect(admin.body?.fields).toEqual({ role: "Solo se pueden crear inversores" });

    const taken = await call(createUser, "POST", { firstName: "Otra", lastName: "Vez", email: "INVERSOR@demo.local" });
    expect(taken.status).toBe(409);
    expect(taken.body?.error).toBe("Ya existe un usuario con este email");
  });

  it("lists only investors, never admins, and cannot edit or delete an admin", async () => {
    const list = (await (await listUsers(jsonRequest("GET", "/api/users", { headers: { cookie: admin } }), params({}))).json()) as {
      email: string;
    }[];
    expect(list.map((u) => u.email)).not.toContain(ADMIN);
    const db = await testDb();
    expect(list).toHaveLength(await db.user.count({ where: { role: "investor" } }));
    const adminRow = await db.user.findUniqueOrThrow({ where: { email: ADMIN } });
    expect((await call(updateUser, "PUT", { firstName: "X", lastName: "Y" }, adminRow.id)).status).toBe(404);
    expect((await call(deleteUser, "DELETE", undefined, adminRow.id)).status).toBe(404);
    expect((await db.user.findUniqueOrThrow({ where: { id: adminRow.id } })).role).toBe("admin");
  });

  it("an investor with participations is not deleted (409: archived instead); one without money is", async () => {
    const db = await testDb();
    const investor = await db.user.findFirstOrThrow({
      where: { role: "investor", investments: { some: {} }, email: { not: "inversor@demo.local" } },
    });
    const before = await db.participation.count({ where: { userId: investor.id } });
    expect((await call(deleteUser, "DELETE", undefined, investor.id)).status).toBe(409);
    expect(await db.participation.count({ where: { userId: investor.id } })).toBe(before);
    const idle = await db.user.create({ data: { firstName: "Sin", lastName: "Dinero", role: "investor" } });
    expect((await call(deleteUser, "DELETE", undefined, idle.id)).status).toBe(204);
    expect(await db.user.count({ where: { id: idle.id } })).toBe(0);
  });
});

describe("documents", () => {
  it("validates with the docs/specification.md §5 messages and refuses unsafe file URLs", async () => {
    expect((await call(createDocument, "POST", {})).body?.fields).toEqual({
      name: "El nombre es requerido",
      type: "El tipo es requerido",
      operationId: "La operación es requerida",
      fileUrl: "La URL del archivo es requerida",
    });
    for (const fileUrl of ["javascript:alert(1)", "data:text/html,hi", "file:///etc/passwd", "//evil.example/x.pdf"]) {
      const response = await call(createDocument, "POST", { name: "N", type: "T", operationId, fileUrl });
      expect(response.body?.fields).toEqual({ fileUrl: "La URL debe empezar por https://, http:// o /" });
    }
    const tooLong = await call(createDocument, "POST", { name: "N", type: "x".repeat(51), operationId, fileUrl: "/docs/a.pdf" });
    expect(tooLong.body?.fields).toEqual({ type: "El tipo no puede superar 50 caracteres" });
    const unknownOp = await call(createDocument, "POST", {
      name: "N",
      type: "T",
      operationId: "00000000-0000-4000-8000-000000000000",
      fileUrl: "/a.pdf",
    });
    expect(unknownOp.body?.fields).toEqual({ operationId: "La operación no existe" });
  });

  it("creates with isPublic false and visibleToInvestors true by default, updates and deletes", async () => {
    const created = await call(createDocument, "POST", {
      name: "Tasación",
      type: "Tasación",
      operationId,
      fileUrl: "https://club.example/t.pdf",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ isPublic: false, visibleToInvestors: true, fileUrl: "https://club.example/t.pdf" });
    const id = String(created.body!.id);
    const updated = await call(
      updateDocument,
      "PUT",
      { name: "Tasación 2", type: "Tasación", operationId, fileUrl: "/docs/t.pdf", isPublic: true },
      id,
    );
    expect(updated.body).toMatchObject({ name: "Tasación 2", isPublic: true });
    expect((await call(deleteDocument, "DELETE", undefined, id)).status).toBe(204);
    expect((await call(deleteDocument, "DELETE", undefined, id)).status).toBe(404);
  });
});

describe("contracts", () => {
  it("requires a status among draft, active and expired, and keeps optional dates", async () => {
    expect((await call(createContract, "POST", { title: "", type: "", operationId: "", fileUrl: "" })).body?.fields).toEqual({
      title: "El título es requerido",
      type: "El tipo es requerido",
      operationId: "La operación es requerida",
      fileUrl: "La URL del archivo es requerida",
      status: "El estado es requerido",
    });
    const created = await call(createContract, "POST", {
      title: "CPO",
      type: "CPO",
      operationId,
      fileUrl: "/docs/c.pdf",
      status: "active",
      signedDate: "2026-01-15",
      expiryDate: "",
    });
    expect(created.body).toMatchObject({ status: "active", signedDate: "2026-01-15", expiryDate: null });
    const bad = await call(
      updateContract,
      "PUT",
      { title: "CPO", type: "CPO", operationId, fileUrl: "/docs/c.pdf", status: "firmado" },
      String(created.body!.id),
    );
    expect(bad.body?.fields).toEqual({ status: "El estado es requerido" });
  });
});

describe("transactions", () => {
  it("keeps the amount exact to the cent and enforces the caps of docs/specification.md §9", async () => {
    const created = await call(createMovement, "POST", {
      operationId,
      type: "aporte",
      amount: "1234.56",
      paymentMethod: "",
      reference: "TRX-2026-9999",
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ type: "APORTE", amount: "1234.56", paymentMethod: null, status: "completed", userId: null });
    const id = String(created.body!.id);
    const stored = await (await testDb()).movement.findUniqueOrThrow({ where: { id } });
    expect(stored.amount.toFixed(2)).toBe("1234.56");

    const invalid = await call(
      updateMovement,
      "PUT",
      {
        operationId,
        type: "x".repeat(51),
        amount: "10,001",
        paymentMethod: "m".repeat(51),
        reference: "r".repeat(101),
        status: "perdida",
      },
      id,
    );
    expect(invalid.body?.fields).toEqual({
      type: "Tipo no válido: Aporte, Devolución, Honorario, Beneficio, Comisión de éxito o Retención IRPF",
      amount: "El importe debe ser un número válido con hasta 2 decimales",
      paymentMethod: "El método de pago no puede superar 50 caracteres",
      reference: "La referencia no puede superar 100 caracteres",
      status: "El estado es requerido",
    });
    expect((await (await testDb()).movement.findUniqueOrThrow({ where: { id } })).amount.toFixed(2)).toBe("1234.56");
  });
});

describe("investments, messages and settings", () => {
  it("an investment needs an existing investor (never an admin) and operation", async () => {
    const db = await testDb();
    const adminRow = await db.user.findUniqueOrThrow({ where: { email: ADMIN } });
    const response = await call(createParticipation, "POST", { userId: adminRow.id, operationId, amount: "50000" });
    expect(response.body?.fields).toEqual({ userId: "El inversor no existe" });
    const investor = await db.user.findFirstOrThrow({ where: { role: "investor" } });
    const created = await call(createParticipation, "POST", {
      userId: investor.id,
      operationId,
      amount: "50000",
      investmentDate: "2026-03-01",
    });
    expect(created.body).toMatchObject({ amount: "50000.00", status: "active", investmentDate: "2026-03-01T00:00:00.000Z" });
  });

  it("marks a message read", async () => {
    const message = await (await testDb()).contactMessage.findFirstOrThrow({ where: { isRead: false } });
    expect((await call(patchMessage, "PATCH", { isRead: true }, message.id)).body).toMatchObject({ isRead: true });
    expect((await call(patchMessage, "PATCH", { isRead: "sí" }, message.id)).status).toBe(400);
  });

  it("saves the settings and expires the public pages that show them", async () => {
    vi.mocked(revalidateTag).mockClear();
    const saved = await call(putSettings, "PUT", {
      contactEmail: "hola@club.example",
      whatsappNumber: "+34 611 222 333",
      companyUrl: "https://club.example/quienes-somos",
    });
    expect(saved.status).toBe(200);
    expect(vi.mocked(revalidateTag).mock.calls).toContainEqual(["settings", { expire: 0 }]);
    const bad = await call(putSettings, "PUT", { contactEmail: "x", whatsappNumber: "abc", companyUrl: "javascript:alert(1)" });
    expect(bad.body?.fields).toEqual({
      contactEmail: "Email inválido",
      whatsappNumber: "Número de teléfono no válido",
      companyUrl: "La URL debe empezar por https:// o http://",
    });
  });
});
