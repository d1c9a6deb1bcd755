import { beforeAll, describe, expect, it } from "vitest";
import { createPasswordLink } from "@/server/auth/password-links";
import { ADMIN, DEMO_PASSWORD, INVESTOR, signInAs } from "../helpers/auth";
import { auditMark, auditSince } from "../helpers/audit";
import { seedDatabase, testDb } from "../helpers/db";
import { INVESTOR_B, ownershipFixtures } from "../helpers/fixtures";
import { jsonRequest } from "../helpers/http";
import { handlerFor, routeHandlers, type Method } from "../helpers/route-modules";

type Fixtures = Awaited<ReturnType<typeof ownershipFixtures>>;
type Caller = "anonymous" | "investor" | "admin";
type Row = {
  method: Method;
  route: string;
  as: Caller;
  url: (f: Fixtures) => string;
  params?: (f: Fixtures) => Record<string, string>;
  body?: (f: Fixtures) => unknown | Promise<unknown>;
  raw?: { body: string; contentType: string };
  /** What the successful write must have recorded (at least this row; the status must be 2xx or a redirect). */
  records: { action: string; entityType: string; entityId?: (f: Fixtures) => string };
};

/**
 * Every route under app/api that writes → a successful call and the audit row it must leave. A
 * writing route missing here, or one whose success records nothing, fails the test: a new route
 * has to say what it records. GET routes that write (signing out, downloading a private file) are
 * listed too; only the start-up revalidation call writes nothing to the database.
 */
const NOTHING_TO_RECORD = new Set(["POST /api/internal/revalidate"]);

const MATRIX: Row[] = [
  // GET routes that write (the downloads before the edits below replace these files by links).
  {
    method: "GET",
    route: "/api/documents/[id]/file",
    as: "investor",
    url: (f) => `/api/documents/${f.aDocument.id}/file`,
    params: (f) => ({ id: f.aDocument.id }),
    records: { action: "download", entityType: "document", entityId: (f) => f.aDocument.id },
  },
  {
    method: "GET",
    route: "/api/contracts/[id]/file",
    as: "investor",
    url: (f) => `/api/contracts/${f.aContract.id}/file`,
    params: (f) => ({ id: f.aContract.id }),
    records: { action: "download", entityType: "contract", entityId: (f) => f.aContract.id },
  },
  {
    method: "POST",
    route: "/api/contact",
    as: "anonymous",
    url: () => "/api/contact",
    body: () => ({ name: "Ana", email: "ana@correo.example", message: "Hola" }),
    records: { action: "create", entityType: "message" },
  },
  {
    method: "POST",
    route: "/api/operations",
    as: "admin",
    url: () => "/api/operations",
    body: () => ({ title: "Operación auditada", province: "madrid", pvp: "1000", ticketMin: "100" }),
    records: { action: "create", entityType: "operation" },
  },
  {
    method: "PUT",
    route: "/api/operations/[id]",
    as: "admin",
    url: (f) => `/api/operations/${f.a.operationId}`,
    params: (f) => ({ id: f.a.operationId }),
    body: () => ({ title: "Editada para la auditoría", province: "madrid", pvp: "1000", ticketMin: "100" }),
    records: { action: "update", entityType: "operation", entityId: (f) => f.a.operationId },
  },
  {
    method: "DELETE",
    route: "/api/operations/[id]",
    as: "admin",
    url: (f) => `/api/operations/${f.throwawayOperation.id}`,
    params: (f) => ({ id: f.throwawayOperation.id }),
    records: { action: "delete", entityType: "operation", entityId: (f) => f.throwawayOperation.id },
  },
  {
    method: "PUT",
    route: "/api/operations/[id]/timeline",
    as: "admin",
    url: (f) => `/api/operations/${f.a.operationId}/timeline`,
    params: (f) => ({ id: f.a.operationId }),
    body: () => ({ milestones: [{ kind: "demanda", status: "completado", date: "2026-01-10" }] }),
    records: { action: "update", entityType: "operation", entityId: (f) => f.a.operationId },
  },
  {
    method: "PUT",
    route: "/api/operations/[id]/scenarios",
    as: "admin",
    url: (f) => `/api/operations/${f.a.operationId}/scenarios`,
    params: (f) => ({ id: f.a.operationId }),
    body: () => ({ scenarios: [{ name: "El deudor paga", months: 6, basis: "per_euro", gross: "1.15", costs: "0.01" }] }),
    records: { action: "update", entityType: "operation", entityId: (f) => f.a.operationId },
  },
  {
    method: "POST",
    route: "/api/auth/sign-in",
    as: "anonymous",
    url: () => "/api/auth/sign-in",
    body: () => ({ email: INVESTOR, password: DEMO_PASSWORD }),
    records: { action: "sign-in", entityType: "user", entityId: (f) => f.a.id },
  },
  {
    method: "POST",
    route: "/api/auth/sign-up",
    as: "anonymous",
    url: () => "/api/auth/sign-up",
    body: () => ({ firstName: "Nueva", lastName: "Auditada", email: "nueva.auditada@correo.example", password: "una-clave-larga" }),
    records: { action: "sign-up", entityType: "user" },
  },
  {
    method: "POST",
    route: "/api/auth/forgot-password",
    as: "anonymous",
    url: () => "/api/auth/forgot-password",
    body: () => ({ email: INVESTOR_B }),
    records: { action: "password-link", entityType: "user", entityId: (f) => f.b.id },
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    as: "anonymous",
    url: () => "/api/auth/reset-password",
    body: async (f) => ({ token: await freshResetToken(f.b.id), password: "otra-clave-larga" }),
    records: { action: "password-reset", entityType: "user", entityId: (f) => f.b.id },
  },
  {
    method: "POST",
    route: "/api/files",
    as: "admin",
    url: () => "/api/files?purpose=document",
    raw: { body: "%PDF-1.7\n% auditoría\n", contentType: "application/octet-stream" },
    records: { action: "create", entityType: "upload" },
  },
  {
    method: "POST",
    route: "/api/internal/revalidate",
    as: "anonymous",
    url: () => "/api/internal/revalidate",
    records: { action: "-", entityType: "-" },
  },
  {
    method: "POST",
    route: "/api/calendar-feed",
    as: "investor",
    url: () => "/api/calendar-feed",
    body: () => ({}),
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  {
    method: "DELETE",
    route: "/api/calendar-feed",
    as: "investor",
    url: () => "/api/calendar-feed",
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  ...crudRows(
    "investments",
    "investment",
    (f) => f.aInvestment.id,
    (f) => f.throwaway.investment.id,
    (f) => ({ userId: f.b.id, operationId: f.b.operationId, amount: "100.00" }),
  ),
  ...crudRows(
    "documents",
    "document",
    (f) => f.aDocument.id,
    (f) => f.throwaway.document.id,
    (f) => ({ name: "Documento auditado", type: "Nota", operationId: f.a.operationId, fileUrl: "/docs/x.pdf" }),
  ),
  ...crudRows(
    "contracts",
    "contract",
    (f) => f.aContract.id,
    (f) => f.throwaway.contract.id,
    (f) => ({ title: "Contrato auditado", type: "CPO", operationId: f.a.operationId, fileUrl: "/docs/c.pdf", status: "draft" }),
  ),
  ...crudRows(
    "transactions",
    "transaction",
    (f) => f.aTransaction.id,
    (f) => f.throwaway.transaction.id,
    (f) => ({ operationId: f.a.operationId, userId: f.a.id, type: "APORTE", amount: "10.00", status: "completed" }),
  ),
  {
    method: "POST",
    route: "/api/users",
    as: "admin",
    url: () => "/api/users",
    body: () => ({ firstName: "Auditado", lastName: "Nuevo", email: "auditado.nuevo@correo.example" }),
    records: { action: "create", entityType: "user" },
  },
  {
    method: "PUT",
    route: "/api/users/[id]",
    as: "admin",
    url: (f) => `/api/users/${f.b.id}`,
    params: (f) => ({ id: f.b.id }),
    body: () => ({ firstName: "Beatriz", lastName: "Segura Ruiz", email: INVESTOR_B }),
    records: { action: "update", entityType: "user", entityId: (f) => f.b.id },
  },
  {
    method: "DELETE",
    route: "/api/users/[id]",
    as: "admin",
    url: (f) => `/api/users/${f.throwaway.investor.id}`,
    params: (f) => ({ id: f.throwaway.investor.id }),
    records: { action: "delete", entityType: "user", entityId: (f) => f.throwaway.investor.id },
  },
  {
    method: "POST",
    route: "/api/users/[id]/password-link",
    as: "admin",
    url: (f) => `/api/users/${f.b.id}/password-link`,
    params: (f) => ({ id: f.b.id }),
    records: { action: "password-link", entityType: "user", entityId: (f) => f.b.id },
  },
  {
    method: "PUT",
    route: "/api/preferences",
    as: "investor",
    url: () => "/api/preferences",
    body: () => ({ notifyDocuments: false, notifyOperations: true }),
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  {
    method: "POST",
    route: "/api/emails/[id]/retry",
    as: "admin",
    url: (f) => `/api/emails/${f.throwaway.email.id}/retry`,
    params: (f) => ({ id: f.throwaway.email.id }),
    records: { action: "update", entityType: "email", entityId: (f) => f.throwaway.email.id },
  },
  {
    method: "PATCH",
    route: "/api/messages/[id]",
    as: "admin",
    url: (f) => `/api/messages/${f.throwaway.message.id}`,
    params: (f) => ({ id: f.throwaway.message.id }),
    body: () => ({ isRead: true }),
    records: { action: "update", entityType: "message", entityId: (f) => f.throwaway.message.id },
  },
  {
    method: "DELETE",
    route: "/api/messages/[id]",
    as: "admin",
    url: (f) => `/api/messages/${f.throwaway.message.id}`,
    params: (f) => ({ id: f.throwaway.message.id }),
    records: { action: "delete", entityType: "message", entityId: (f) => f.throwaway.message.id },
  },
  {
    method: "PUT",
    route: "/api/settings",
    as: "admin",
    url: () => "/api/settings",
    body: () => ({
      contactEmail: "auditoria@club.example",
      whatsappNumber: "+34 600 000 000",
      companyUrl: "https://club.example/nosotros",
    }),
    records: { action: "update", entityType: "settings" },
  },
  {
    method: "GET",
    route: "/api/logout",
    as: "investor",
    url: () => "/api/logout",
    records: { action: "sign-out", entityType: "user", entityId: (f) => f.a.id },
  },
];

function crudRows(
  api: string,
  entityType: string,
  existing: (f: Fixtures) => string,
  throwaway: (f: Fixtures) => string,
  body: (f: Fixtures) => unknown,
): Row[] {
  return [
    { method: "POST", route: `/api/${api}`, as: "admin", url: () => `/api/${api}`, body, records: { action: "create", entityType } },
    {
      method: "PUT",
      route: `/api/${api}/[id]`,
      as: "admin",
      url: (f) => `/api/${api}/${existing(f)}`,
      params: (f) => ({ id: existing(f) }),
      body,
      records: { action: "update", entityType, entityId: existing },
    },
    {
      method: "DELETE",
      route: `/api/${api}/[id]`,
      as: "admin",
      url: (f) => `/api/${api}/${throwaway(f)}`,
      params: (f) => ({ id: throwaway(f) }),
      records: { action: "delete", entityType, entityId: throwaway },
    },
  ];
}

/** A valid one-time link for the investor, as the admin's "enlace de contraseña" makes it. */
async function freshResetToken(investorId: string): Promise<string> {
  const db = await testDb();
  const admin = await db.user.findUniqueOrThrow({
    where: { email: ADMIN },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  const { url } = await createPasswordLink(admin, investorId);
  return new URL(url).searchParams.get("token")!;
}

const WRITES: Method[] = ["POST", "PUT", "PATCH", "DELETE"];

let fixtures: Fixtures;
let cookies: Record<Caller, string | undefined>;

beforeAll(async () => {
  await seedDatabase();
  fixtures = await ownershipFixtures();
  cookies = { anonymous: undefined, investor: await signInAs(INVESTOR), admin: await signInAs(ADMIN) };
});

describe("audit matrix: every write through app/api records who did what", () => {
  it("has a row for every POST, PUT, PATCH and DELETE of every route handler under app/api", async () => {
    const exported = (await routeHandlers(WRITES)).map((target) => target.key);
    const covered = MATRIX.map((row) => `${row.method} ${row.route}`);
    expect(exported.filter((entry) => !covered.includes(entry))).toEqual([]);
    expect(covered.filter((entry) => !entry.startsWith("GET ") && !exported.includes(entry))).toEqual([]);
  });

  for (const row of MATRIX) {
    const name = `${row.method} ${row.route}`;
    it(
      NOTHING_TO_RECORD.has(name)
        ? `${name} writes nothing to the database`
        : `${name} records ${row.records.action} ${row.records.entityType}`,
      async () => {
        const handler = await handlerFor(row.route, row.method);
        const cookie = cookies[row.as];
        const body = row.body ? await row.body(fixtures) : undefined;
        const mark = await auditMark();
        const request = jsonRequest(row.method, row.url(fixtures), {
          headers: { ...(cookie ? { cookie } : {}), ...(row.raw ? { "content-type": row.raw.contentType } : {}) },
          peer: "198.51.100.23",
          ...(body !== undefined ? { body } : {}),
          ...(row.raw ? { rawBody: row.raw.body } : {}),
        });
        const response = await handler(request, { params: Promise.resolve(row.params?.(fixtures) ?? {}) });
        const recorded = await auditSince(mark);
        if (NOTHING_TO_RECORD.has(name)) {
          expect(recorded).toEqual([]);
          return;
        }
        expect(response.status, await response.clone().text()).toBeLessThan(400);
        const wanted = {
          action: row.records.action,
          entityType: row.records.entityType,
          address: "198.51.100.23",
          ...(row.records.entityId ? { entityId: row.records.entityId(fixtures) } : {}),
        };
        expect(recorded).toEqual(expect.arrayContaining([expect.objectContaining(wanted)]));
        // Signed-in callers are named; an anonymous one only where the flow proves who they are.
        const ours = recorded.find((event) => event.action === wanted.action)!;
        if (row.as !== "anonymous") expect(ours.actorId).not.toBeNull();
      },
    );
  }
});
