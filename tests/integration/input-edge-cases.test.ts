import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as contact } from "@/app/api/contact/route";
import { POST as createContract } from "@/app/api/contracts/route";
import { PUT as updateContract } from "@/app/api/contracts/[id]/route";
import { POST as createDocument } from "@/app/api/documents/route";
import { POST as createParticipation } from "@/app/api/investments/route";
import { PUT as updateParticipation } from "@/app/api/investments/[id]/route";
import { GET as investorOptions } from "@/app/api/options/investors/route";
import { GET as operationOptions } from "@/app/api/options/operations/route";
import { POST as createOperation } from "@/app/api/operations/route";
import { PUT as updateOperation } from "@/app/api/operations/[id]/route";
import { GET as operationBySlug } from "@/app/api/operations/slug/[slug]/route";
import { PUT as putSettings } from "@/app/api/settings/route";
import { GET as listMovements, POST as createMovement } from "@/app/api/transactions/route";
import { PUT as updateMovement } from "@/app/api/transactions/[id]/route";
import { POST as createUser } from "@/app/api/users/route";
import { errorResponse } from "@/server/api/handler";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { changedTables, databaseFingerprint, type Fingerprint } from "../helpers/db-fingerprint";
import { jsonRequest, params } from "../helpers/http";
import { logger } from "@/server/platform/log/logger";

/** Issue 13, item 5: input that used to reach the database and come back as a 500 (or a wrong 409). */

type Handler = (request: Request, context: never) => Promise<Response>;
type Answer = { status: number; body: { error?: string; fields?: Record<string, string> } | null };

const NUL = "\u0000";
const FORBIDDEN = "Contiene caracteres no permitidos";

let admin: string;
let operationId: string;
let investorId: string;
let transactionId: string;
let investmentId: string;
let contractId: string;
let peer = 0;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  const db = await testDb();
  operationId = (await db.operation.findFirstOrThrow()).id;
  investorId = (await db.user.findFirstOrThrow({ where: { role: "investor" } })).id;
  transactionId = (await db.movement.findFirstOrThrow()).id;
  investmentId = (await db.participation.findFirstOrThrow()).id;
  contractId = (await db.contract.findFirstOrThrow()).id;
});

async function call(
  handler: Handler,
  method: string,
  path: string,
  init: { body?: unknown; id?: string; slug?: string; anonymous?: boolean } = {},
): Promise<Answer> {
  const request = jsonRequest(method, path, {
    ...(init.body !== undefined ? { body: init.body } : {}),
    headers: init.anonymous ? {} : { cookie: admin },
    peer: `198.51.100.${++peer}`, // the public routes' rate limits count per client
  });
  const response = await handler(request, params(init.slug ? { slug: init.slug } : init.id ? { id: init.id } : {}) as never);
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : null };
}

/** The tables written since `before`, the request counters aside (rate limits count a refused request too, by design). */
const writtenSince = async (before: Fingerprint) => changedTables(before, await databaseFingerprint(), ["request_throttles"]);

describe("a NUL byte (PostgreSQL 22021) in a text field is a 400 with the field's message", () => {
  const cases: [string, Handler, string, () => Record<string, unknown>, string][] = [
    [
      "contact",
      contact as Handler,
      "/api/contact",
      () => ({ name: `Ana${NUL}`, email: "ana@correo.example", message: "Hola", acceptPrivacy: true }),
      "name",
    ],
    [
      "contact message",
      contact as Handler,
      "/api/contact",
      () => ({ name: "Ana", email: "ana@correo.example", message: `Hola${NUL}`, acceptPrivacy: true }),
      "message",
    ],
    ["investor", createUser as Handler, "/api/users", () => ({ firstName: "Ana", lastName: `Ruiz${NUL}` }), "lastName"],
    ["investor notes", createUser as Handler, "/api/users", () => ({ firstName: "Ana", lastName: "Ruiz", notas: `a${NUL}` }), "notas"],
    [
      "operation",
      createOperation as Handler,
      "/api/operations",
      () => ({ title: `Piso${NUL}`, province: "madrid", pvp: "1000", ticketMin: "100" }),
      "title",
    ],
    [
      "operation text",
      createOperation as Handler,
      "/api/operations",
      () => ({ title: "Piso", province: "madrid", pvp: "1000", ticketMin: "100", description: `x${NUL}` }),
      "description",
    ],
    [
      "document",
      createDocument as Handler,
      "/api/documents",
      () => ({ name: "Nota", type: "PDF", operationId, fileUrl: `/docs/a${NUL}.pdf` }),
      "fileUrl",
    ],
    [
      "contract",
      createContract as Handler,
      "/api/contracts",
      () => ({ title: `C${NUL}`, type: "CPO", operationId, fileUrl: "/docs/c.pdf", status: "draft" }),
      "title",
    ],
    [
      "transaction",
      createMovement as Handler,
      "/api/transactions",
      () => ({ operationId, type: "APORTE", amount: "10", reference: `R${NUL}` }),
      "reference",
    ],
  ];

  for (const [name, handler, path, body, field] of cases) {
    it(`${name}: ${field}`, async () => {
      const before = await databaseFingerprint();
      const answer = await call(handler, "POST", path, { body: body() });
      expect(answer).toEqual({ status: 400, body: { error: "Datos no válidos", fields: { [field]: FORBIDDEN } } });
      expect(await writtenSince(before)).toEqual([]);
    });
  }

  it("on updates too (PUT), leaving the row as it was", async () => {
    const db = await testDb();
    const before = await db.contract.findUniqueOrThrow({ where: { id: contractId } });
    const answer = await call(updateContract as Handler, "PUT", `/api/contracts/${contractId}`, {
      id: contractId,
      body: { title: "Nuevo", type: `CPO${NUL}`, operationId, fileUrl: "/docs/c.pdf", status: "draft" },
    });
    expect(answer.body?.fields).toEqual({ type: FORBIDDEN });
    expect(await db.contract.findUniqueOrThrow({ where: { id: contractId } })).toEqual(before);

    const settings = await call(putSettings as Handler, "PUT", "/api/settings", {
      body: { contactEmail: "info@club.example", whatsappNumber: "+34 600 000 000", companyUrl: `https://club.example/${NUL}` },
    });
    expect(settings).toEqual({ status: 400, body: { error: "Datos no válidos", fields: { companyUrl: FORBIDDEN } } });
  });

  it("a textarea keeps its line breaks, a one-line field refuses them", async () => {
    const stored = await call(contact as Handler, "POST", "/api/contact", {
      anonymous: true,
      body: { name: "Ana", email: "ana@correo.example", message: "Hola,\r\n\tuna pregunta.", acceptPrivacy: true },
    });
    expect(stored.status).toBe(201);
    const oneLine = await call(createOperation as Handler, "POST", "/api/operations", {
      body: { title: "Piso\nBajo", province: "madrid", pvp: "1000", ticketMin: "100" },
    });
    expect(oneLine.body?.fields).toEqual({ title: FORBIDDEN });
  });

  it("sign-up with a NUL in a name is a 400 on the field, not a 409, and creates no user", async () => {
    const before = await databaseFingerprint();
    const form = {
      firstName: `Elena${NUL}`,
      lastName: "Vidal",
      email: "elena.nul@correo.example",
      password: "una-clave-larga",
      acceptPrivacy: true,
    };
    const answer = await call(signUp as Handler, "POST", "/api/auth/sign-up", { anonymous: true, body: form });
    expect(answer).toEqual({ status: 400, body: { error: "Datos no válidos", fields: { firstName: FORBIDDEN } } });
    const password = await call(signUp as Handler, "POST", "/api/auth/sign-up", {
      anonymous: true,
      body: { ...form, firstName: "Elena", password: `una-clave${NUL}-larga` },
    });
    expect(password.body?.fields).toEqual({ password: FORBIDDEN });
    expect(await writtenSince(before)).toEqual([]);

    // The e-mail is free: the same form without the NUL is a new account.
    expect(
      (await call(signUp as Handler, "POST", "/api/auth/sign-up", { anonymous: true, body: { ...form, firstName: "Elena" } })).status,
    ).toBe(201);
  });

  it("a reset link's token with a NUL is the invalid-link message, not a 500", async () => {
    const answer = await call(resetPassword as Handler, "POST", "/api/auth/reset-password", {
      anonymous: true,
      body: { token: `abc${NUL}def`, password: "una-clave-larga" },
    });
    expect(answer).toEqual({ status: 400, body: { error: "Datos no válidos", fields: { token: "El enlace no es válido o ha caducado" } } });
  });
});

describe("a NUL byte in a query or a path is never a 500", () => {
  it("the transactions list drops it from the search and the filters", async () => {
    const answer = await call(
      listMovements as Handler,
      "GET",
      `/api/transactions?page=1&q=${encodeURIComponent(`aporte${NUL}`)}&type=APORTE%00&status=completed%00`,
    );
    expect(answer.status).toBe(200);
    expect(
      (answer.body as unknown as { rows: { type: string; status: string }[] }).rows.every(
        (row) => row.type === "APORTE" && row.status === "completed",
      ),
    ).toBe(true);
  });

  it("the pickers drop it from the search", async () => {
    for (const handler of [operationOptions, investorOptions]) {
      const answer = await call(handler as Handler, "GET", "/api/options/x?q=a%00%20b&id=%00");
      expect(answer).toEqual({ status: 200, body: { options: [] } });
    }
  });

  it("a slug no operation can have is a 404", async () => {
    for (const slug of [`piso${NUL}`, "", "a".repeat(201)]) {
      const answer = await call(operationBySlug as Handler, "GET", "/api/operations/slug/x", { slug, anonymous: true });
      expect(answer).toEqual({ status: 404, body: { error: "Operación no encontrada" } });
    }
  });
});

describe("a text that grows when upper-cased still fits its column", () => {
  it("a transaction type that grows when upper-cased (50 × ß, 100 letters) is refused on the field as out of the list, not a 500", async () => {
    const before = await databaseFingerprint();
    for (const type of ["ß".repeat(50), "ß".repeat(25)]) {
      const answer = await call(createMovement as Handler, "POST", "/api/transactions", { body: { operationId, type, amount: "10" } });
      expect(answer).toEqual({
        status: 400,
        body: {
          error: "Datos no válidos",
          fields: { type: "Tipo no válido: Aporte, Devolución, Honorario, Beneficio, Comisión de éxito o Retención IRPF" },
        },
      });
    }
    expect(await writtenSince(before)).toEqual([]);
  });
});

describe("impossible dates are refused, not moved to another day", () => {
  for (const date of ["2024-01-01T25:00:00Z", "2024-02-31", "2024-13-01", "2023-02-29", "2024-01-01T10:61", "2024-05-01garbage"]) {
    it(date, async () => {
      const before = await databaseFingerprint();
      const operation = await call(createOperation as Handler, "POST", "/api/operations", {
        body: { title: `Fechas ${date}`, province: "madrid", pvp: "1000", ticketMin: "100", acquisitionDate: date },
      });
      expect(operation).toEqual({
        status: 400,
        body: { error: "Datos no válidos", fields: { acquisitionDate: "Fecha de adquisición no válida" } },
      });
      const contract = await call(createContract as Handler, "POST", "/api/contracts", {
        body: { title: "Contrato", type: "CPO", operationId, fileUrl: "/docs/c.pdf", status: "draft", expiryDate: date },
      });
      expect(contract.body?.fields).toEqual({ expiryDate: "Fecha de vencimiento no válida" });
      const investment = await call(createParticipation as Handler, "POST", "/api/investments", {
        body: { userId: investorId, operationId, amount: "100", investmentDate: date },
      });
      expect(investment.body?.fields).toEqual({ investmentDate: "Fecha no válida" });
      expect(await writtenSince(before)).toEqual([]);
    });
  }

  it("a real day, or a real instant, is kept as its day", async () => {
    const answer = await call(createOperation as Handler, "POST", "/api/operations", {
      body: {
        title: "Fechas válidas",
        province: "madrid",
        pvp: "1000",
        ticketMin: "100",
        acquisitionDate: "2024-02-29",
        estimatedEndDate: "2025-03-10T23:30:00Z",
      },
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ acquisitionDate: "2024-02-29", estimatedEndDate: "2025-03-10" });
  });
});

describe("an amount of 0 is refused in Spanish", () => {
  for (const amount of ["0", "0,00", "0.0", 0, "000"]) {
    it(`transaction and participation: ${JSON.stringify(amount)}`, async () => {
      const db = await testDb();
      const before = await databaseFingerprint();
      const transaction = { operationId, type: "APORTE", amount, status: "completed" };
      const message = { status: 400, body: { error: "Datos no válidos", fields: { amount: "El importe debe ser mayor que 0" } } };
      expect(await call(createMovement as Handler, "POST", "/api/transactions", { body: transaction })).toEqual(message);
      const stored = await db.movement.findUniqueOrThrow({ where: { id: transactionId } });
      expect(
        await call(updateMovement as Handler, "PUT", `/api/transactions/${transactionId}`, { id: transactionId, body: transaction }),
      ).toEqual(message);
      expect(await db.movement.findUniqueOrThrow({ where: { id: transactionId } })).toEqual(stored);
      const investment = { userId: investorId, operationId, amount };
      expect(await call(createParticipation as Handler, "POST", "/api/investments", { body: investment })).toEqual(message);
      expect(
        await call(updateParticipation as Handler, "PUT", `/api/investments/${investmentId}`, { id: investmentId, body: investment }),
      ).toEqual(message);
      expect(await writtenSince(before)).toEqual([]);
    });
  }

  it("an operation's PVP, ticket mínimo and precio de compra too; a cent is enough", async () => {
    const zero = await call(updateOperation as Handler, "PUT", `/api/operations/${operationId}`, {
      id: operationId,
      body: { title: "Piso", province: "madrid", pvp: 0, ticketMin: "0,00", precioCompra: "0" },
    });
    expect(zero.body?.fields).toEqual({
      pvp: "El PVP debe ser mayor que 0",
      ticketMin: "El ticket mínimo debe ser mayor que 0",
      precioCompra: "El precio de compra debe ser mayor que 0",
    });
    const cent = await call(createMovement as Handler, "POST", "/api/transactions", {
      body: { operationId, type: "APORTE", amount: "0,01" },
    });
    expect(cent.status).toBe(201);
    expect(cent.body).toMatchObject({ amount: "0.01" });
  });
});

describe("the last line of defence: a value the database refuses is a 400, never a 500", () => {
  async function databaseError(write: () => Promise<unknown>) {
    try {
      await write();
    } catch (error) {
      return error;
    }
    throw new Error("the database accepted it");
  }

  it("maps 22021 (NUL), 22P02 (bad text) and 22008 (date out of range) to 400 without internals", async () => {
    const db = await testDb();
    const errors = [
      await databaseError(() => db.contactMessage.create({ data: { name: `a${NUL}`, email: "a@b.es", message: "m" } })),
      await databaseError(() => db.$queryRawUnsafe("select 'no-uuid'::uuid")),
      await databaseError(() => db.$queryRawUnsafe("select '2024-01-01 25:00'::timestamp")),
    ];
    const log = vi.spyOn(logger(), "warn").mockImplementation(() => {});
    try {
      for (const error of errors) {
        const response = errorResponse(error);
        expect(response.status).toBe(400);
        const text = await response.text();
        expect(JSON.parse(text)).toMatchObject({ error: "Datos no válidos" });
        expect(text).not.toMatch(/22021|22P02|22008|uuid|timestamp|Prisma|UTF8/i);
      }
      expect(log).toHaveBeenCalledTimes(errors.length); // still logged: a field should have caught it
    } finally {
      log.mockRestore();
    }
  });

  it("any other database failure stays a 500 with the generic message", async () => {
    const db = await testDb();
    const error = await databaseError(() => db.$queryRawUnsafe("select 1/0"));
    const log = vi.spyOn(logger(), "error").mockImplementation(() => {});
    try {
      const request = new Request("http://localhost/api/x?token=secreto", { headers: { "x-request-id": "req-123" } });
      const response = errorResponse(error, request);
      expect(response.status).toBe(500);
      const body = (await response.json()) as { error: string; requestId: string };
      expect(body.error).toMatch(/^Error interno del servidor\. Inténtalo de nuevo más tarde\..*referencia req-123/);
      expect(body.requestId).toBe("req-123");
      expect(log).toHaveBeenCalledWith(expect.objectContaining({ requestId: "req-123", path: "/api/x" }));
    } finally {
      log.mockRestore();
    }
  });
});
