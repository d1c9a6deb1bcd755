import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase } from "../helpers/db";
import { ownershipFixtures, ROLES, sessionsByRole, type Role } from "../helpers/fixtures";
import { jsonRequest } from "../helpers/http";
import { handlerFor, routeHandlers, type Method } from "../helpers/route-modules";
import { DEMO_PASSWORD, INVESTOR } from "../helpers/auth";

type Fixtures = Awaited<ReturnType<typeof ownershipFixtures>>;
type Row = {
  method: Method;
  route: string;
  url: (f: Fixtures) => string;
  params?: (f: Fixtures) => Record<string, string>;
  body?: (role: Role) => unknown;
  /** A body that is not JSON (an upload's raw bytes), with its content type. */
  raw?: { body: string; contentType: string };
  expect: Record<Role, number>;
  /** A write sent by the admin's browser from another origin (default 403 for every write). */
  crossSite?: number;
};

const all = (status: number): Record<Role, number> => ({ anonymous: status, investorA: status, investorB: status, admin: status });
const signedIn = (status: number, forA = status, forB = status): Record<Role, number> => ({
  anonymous: 401,
  investorA: forA,
  investorB: forB,
  admin: status,
});
const adminOnly = (status: number): Record<Role, number> => ({ anonymous: 401, investorA: 403, investorB: 403, admin: status });

/**
 * Every route handler × method × {anonymous, investor A, investor B, admin} → status, run against
 * the real handlers; every write also as the admin's browser on another origin (cross-site
 * column). Rows with side effects on the sessions (sign-out) come last.
 */
const MATRIX: Row[] = [
  { method: "GET", route: "/api/operations", url: () => "/api/operations", expect: all(200) },
  {
    method: "GET",
    route: "/api/operations/slug/[slug]",
    url: () => "/api/operations/slug/piso-en-chamberi-credito-hipotecario-npl",
    params: () => ({ slug: "piso-en-chamberi-credito-hipotecario-npl" }),
    expect: all(200),
  },
  {
    method: "POST",
    route: "/api/contact",
    url: () => "/api/contact",
    body: () => ({ name: "Ana", email: "ana@correo.example", message: "Hola" }),
    expect: all(201),
  },
  {
    method: "POST",
    route: "/api/operations",
    url: () => "/api/operations",
    body: (role) => ({ title: `Operación de la matriz ${role}`, province: "madrid", pvp: "1000", ticketMin: "100" }),
    expect: adminOnly(201),
  },
  {
    method: "PUT",
    route: "/api/operations/[id]",
    url: (f) => `/api/operations/${f.a.operationId}`,
    params: (f) => ({ id: f.a.operationId }),
    body: () => ({ title: "Editada en la matriz", province: "madrid", pvp: "1000", ticketMin: "100" }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/operations/[id]",
    url: (f) => `/api/operations/${f.throwawayOperation.id}`,
    params: (f) => ({ id: f.throwawayOperation.id }),
    expect: adminOnly(204),
  },
  { method: "GET", route: "/api/auth/user", url: () => "/api/auth/user", expect: signedIn(200) },
  {
    method: "POST",
    route: "/api/auth/sign-in",
    url: () => "/api/auth/sign-in",
    body: () => ({ email: INVESTOR, password: DEMO_PASSWORD }),
    expect: all(200),
  },
  {
    method: "POST",
    route: "/api/auth/sign-up",
    url: () => "/api/auth/sign-up",
    body: (role) => ({
      firstName: "Nuevo",
      lastName: "Inversor",
      email: `nuevo-${role.toLowerCase()}@correo.example`,
      password: "una-clave-larga",
    }),
    expect: all(201),
  },
  { method: "GET", route: "/api/investments", url: () => "/api/investments", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/investments/[id]",
    url: (f) => `/api/investments/${f.aInvestment.id}`,
    params: (f) => ({ id: f.aInvestment.id }),
    expect: signedIn(200, 200, 404),
  },
  { method: "GET", route: "/api/documents", url: () => "/api/documents", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/documents/[id]",
    url: (f) => `/api/documents/${f.aDocument.id}`,
    params: (f) => ({ id: f.aDocument.id }),
    expect: signedIn(200, 200, 404),
  },
  { method: "GET", route: "/api/contracts", url: () => "/api/contracts", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/contracts/[id]",
    url: (f) => `/api/contracts/${f.aContract.id}`,
    params: (f) => ({ id: f.aContract.id }),
    expect: signedIn(200, 200, 404),
  },
  { method: "GET", route: "/api/transactions", url: () => "/api/transactions", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/transactions/[id]",
    url: (f) => `/api/transactions/${f.aTransaction.id}`,
    params: (f) => ({ id: f.aTransaction.id }),
    expect: signedIn(200, 200, 404),
  },
  { method: "GET", route: "/api/transactions/export", url: () => "/api/transactions/export", expect: adminOnly(200) },
  { method: "GET", route: "/api/transactions/export/mine", url: () => "/api/transactions/export/mine", expect: signedIn(200) },
  {
    method: "GET",
    route: "/api/options/operations",
    url: (f) => `/api/options/operations?q=a&id=${f.a.operationId}`,
    expect: adminOnly(200),
  },
  { method: "GET", route: "/api/options/investors", url: (f) => `/api/options/investors?q=segura&id=${f.b.id}`, expect: adminOnly(200) },
  { method: "GET", route: "/api/options/people", url: () => "/api/options/people?q=admin", expect: adminOnly(200) },
  // The audit log (issue 9): admins only, the list, its CSV and one element's history.
  { method: "GET", route: "/api/audit-events", url: () => "/api/audit-events?entity=operation", expect: adminOnly(200) },
  { method: "GET", route: "/api/audit-events/export", url: () => "/api/audit-events/export?action=update", expect: adminOnly(200) },
  {
    method: "GET",
    route: "/api/audit-events/[entity]/[id]",
    url: (f) => `/api/audit-events/operation/${f.a.operationId}`,
    params: (f) => ({ entity: "operation", id: f.a.operationId }),
    expect: adminOnly(200),
  },
  // The document vault: uploads (admins), downloads (whoever may see the file, 404 for anyone else), who downloaded.
  {
    method: "POST",
    route: "/api/files",
    url: () => "/api/files?purpose=document",
    raw: { body: "%PDF-1.7\n% matriz\n", contentType: "application/octet-stream" },
    expect: adminOnly(201),
  },
  {
    method: "GET",
    route: "/api/documents/[id]/file",
    url: (f) => `/api/documents/${f.aDocument.id}/file`,
    params: (f) => ({ id: f.aDocument.id }),
    expect: { anonymous: 404, investorA: 200, investorB: 404, admin: 200 },
  },
  {
    method: "GET",
    route: "/api/contracts/[id]/file",
    url: (f) => `/api/contracts/${f.aContract.id}/file`,
    params: (f) => ({ id: f.aContract.id }),
    expect: { anonymous: 404, investorA: 200, investorB: 404, admin: 200 },
  },
  {
    method: "GET",
    route: "/api/documents/[id]/downloads",
    url: (f) => `/api/documents/${f.aDocument.id}/downloads`,
    params: (f) => ({ id: f.aDocument.id }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    route: "/api/contracts/[id]/downloads",
    url: (f) => `/api/contracts/${f.aContract.id}/downloads`,
    params: (f) => ({ id: f.aContract.id }),
    expect: adminOnly(200),
  },
  { method: "POST", route: "/api/internal/revalidate", url: () => "/api/internal/revalidate", expect: all(404), crossSite: 404 },
  // Court case and return scenarios (issue 10): admins edit, everyone reads the public calendar.
  {
    method: "GET",
    route: "/api/operations/[id]/timeline",
    url: (f) => `/api/operations/${f.a.operationId}/timeline`,
    params: (f) => ({ id: f.a.operationId }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/operations/[id]/timeline",
    url: (f) => `/api/operations/${f.a.operationId}/timeline`,
    params: (f) => ({ id: f.a.operationId }),
    body: () => ({
      milestones: [
        { kind: "demanda", status: "completado", date: "2026-01-10" },
        { kind: "subasta_senalada", status: "pendiente", date: "2099-01-01" },
      ],
    }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    route: "/api/operations/[id]/scenarios",
    url: (f) => `/api/operations/${f.a.operationId}/scenarios`,
    params: (f) => ({ id: f.a.operationId }),
    expect: adminOnly(200),
  },
  {
    method: "PUT",
    route: "/api/operations/[id]/scenarios",
    url: (f) => `/api/operations/${f.a.operationId}/scenarios`,
    params: (f) => ({ id: f.a.operationId }),
    body: () => ({ scenarios: [{ name: "El deudor paga", months: 6, basis: "per_euro", gross: "1.15", costs: "0.01" }] }),
    expect: adminOnly(200),
  },
  {
    method: "GET",
    route: "/api/operations/[id]/calendar.ics",
    url: () => "/api/operations/piso-en-chamberi-credito-hipotecario-npl/calendar.ics",
    params: () => ({ id: "piso-en-chamberi-credito-hipotecario-npl" }),
    expect: all(200),
  },
  {
    method: "GET",
    route: "/api/calendar/[token]",
    url: () => `/api/calendar/${"x".repeat(43)}.ics`,
    params: () => ({ token: `${"x".repeat(43)}.ics` }),
    expect: all(404),
  },
  { method: "GET", route: "/api/calendar-feed", url: () => "/api/calendar-feed", expect: signedIn(200) },
  { method: "POST", route: "/api/calendar-feed", url: () => "/api/calendar-feed", body: () => ({}), expect: signedIn(201) },
  { method: "DELETE", route: "/api/calendar-feed", url: () => "/api/calendar-feed", expect: signedIn(204) },

  // Back-office writes and admin-only reads.
  ...crudRows(
    "investments",
    (f) => f.aInvestment.id,
    (f) => f.throwaway.investment.id,
    (f) => ({
      userId: f.b.id,
      operationId: f.b.operationId,
      amount: "100.00",
    }),
  ),
  ...crudRows(
    "documents",
    (f) => f.aDocument.id,
    (f) => f.throwaway.document.id,
    (f) => ({
      name: "Documento de la matriz",
      type: "Nota",
      operationId: f.a.operationId,
      fileUrl: "/docs/x.pdf",
    }),
  ),
  ...crudRows(
    "contracts",
    (f) => f.aContract.id,
    (f) => f.throwaway.contract.id,
    (f) => ({
      title: "Contrato de la matriz",
      type: "CPO",
      operationId: f.a.operationId,
      fileUrl: "/docs/c.pdf",
      status: "draft",
    }),
  ),
  ...crudRows(
    "transactions",
    (f) => f.aTransaction.id,
    (f) => f.throwaway.transaction.id,
    (f) => ({
      operationId: f.a.operationId,
      userId: f.a.id,
      type: "APORTE",
      amount: "10.00",
      status: "completed",
    }),
  ),
  { method: "GET", route: "/api/users", url: () => "/api/users", expect: adminOnly(200) },
  {
    method: "POST",
    route: "/api/users",
    url: () => "/api/users",
    body: (role) => ({ firstName: "Matriz", lastName: role }),
    expect: adminOnly(201),
  },
  { method: "GET", route: "/api/users/[id]", url: (f) => `/api/users/${f.b.id}`, params: (f) => ({ id: f.b.id }), expect: adminOnly(200) },
  {
    method: "PUT",
    route: "/api/users/[id]",
    url: (f) => `/api/users/${f.b.id}`,
    params: (f) => ({ id: f.b.id }),
    body: () => ({ firstName: "Beatriz", lastName: "Segura", email: "inversora.b@correo.example" }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/users/[id]",
    url: (f) => `/api/users/${f.throwaway.investor.id}`,
    params: (f) => ({ id: f.throwaway.investor.id }),
    expect: adminOnly(204),
  },
  {
    method: "POST",
    route: "/api/users/[id]/password-link",
    url: (f) => `/api/users/${f.b.id}/password-link`,
    params: (f) => ({ id: f.b.id }),
    expect: adminOnly(201),
  },
  {
    method: "POST",
    route: "/api/auth/reset-password",
    url: () => "/api/auth/reset-password",
    body: () => ({ token: "no-es-un-token", password: "una-clave-larga" }),
    expect: all(400),
  },
  {
    method: "POST",
    route: "/api/auth/forgot-password",
    url: () => "/api/auth/forgot-password",
    body: (role) => ({ email: `olvido-${role.toLowerCase()}@correo.example` }),
    expect: all(200),
  },
  { method: "GET", route: "/api/emails", url: () => "/api/emails", expect: adminOnly(200) },
  { method: "GET", route: "/api/preferences", url: () => "/api/preferences", expect: signedIn(200) },
  {
    method: "PUT",
    route: "/api/preferences",
    url: () => "/api/preferences",
    body: () => ({ notifyDocuments: true, notifyOperations: true }),
    expect: signedIn(200),
  },
  {
    method: "GET",
    route: "/api/emails/[id]",
    url: (f) => `/api/emails/${f.throwaway.email.id}`,
    params: (f) => ({ id: f.throwaway.email.id }),
    expect: adminOnly(200),
  },
  {
    method: "POST",
    route: "/api/emails/[id]/retry",
    url: (f) => `/api/emails/${f.throwaway.email.id}/retry`,
    params: (f) => ({ id: f.throwaway.email.id }),
    expect: adminOnly(200),
  },
  { method: "GET", route: "/api/messages", url: () => "/api/messages", expect: adminOnly(200) },
  {
    method: "PATCH",
    route: "/api/messages/[id]",
    url: (f) => `/api/messages/${f.throwaway.message.id}`,
    params: (f) => ({ id: f.throwaway.message.id }),
    body: () => ({ isRead: true }),
    expect: adminOnly(200),
  },
  {
    method: "DELETE",
    route: "/api/messages/[id]",
    url: (f) => `/api/messages/${f.throwaway.message.id}`,
    params: (f) => ({ id: f.throwaway.message.id }),
    expect: adminOnly(204),
  },
  { method: "GET", route: "/api/settings", url: () => "/api/settings", expect: adminOnly(200) },
  {
    method: "PUT",
    route: "/api/settings",
    url: () => "/api/settings",
    body: () => ({ contactEmail: "info@club.example", whatsappNumber: "+34 600 000 000", companyUrl: "https://club.example/nosotros" }),
    expect: adminOnly(200),
  },
  { method: "GET", route: "/api/logout", url: () => "/api/logout", expect: all(303) },
];

/** POST, PUT and DELETE of an entity: admins only (the GET rows are above, with ownership). */
function crudRows(
  entity: string,
  existing: (f: Fixtures) => string,
  throwaway: (f: Fixtures) => string,
  body: (f: Fixtures) => unknown,
): Row[] {
  let fixtures: Fixtures | undefined;
  const capture = (f: Fixtures) => (fixtures = f);
  return [
    {
      method: "POST",
      route: `/api/${entity}`,
      url: (f) => (capture(f), `/api/${entity}`),
      body: () => body(fixtures!),
      expect: adminOnly(201),
    },
    {
      method: "PUT",
      route: `/api/${entity}/[id]`,
      url: (f) => (capture(f), `/api/${entity}/${existing(f)}`),
      params: (f) => ({ id: existing(f) }),
      body: () => body(fixtures!),
      expect: adminOnly(200),
    },
    {
      method: "DELETE",
      route: `/api/${entity}/[id]`,
      url: (f) => `/api/${entity}/${throwaway(f)}`,
      params: (f) => ({ id: throwaway(f) }),
      expect: adminOnly(204),
    },
  ];
}

const HTTP_METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

let fixtures: Fixtures;
let sessions: Record<Role, string | undefined>;

beforeAll(async () => {
  await seedDatabase();
  fixtures = await ownershipFixtures();
  sessions = await sessionsByRole();
});

describe("authorisation matrix", () => {
  it("has a row for every method of every route handler under app/api", async () => {
    const exported = (await routeHandlers(HTTP_METHODS)).map((target) => target.key);
    const covered = MATRIX.map((row) => `${row.method} ${row.route}`);
    expect(exported.filter((entry) => !covered.includes(entry))).toEqual([]);
    expect(covered.filter((entry) => !exported.includes(entry))).toEqual([]);
  });

  for (const row of MATRIX) {
    it(`${row.method} ${row.route}`, async () => {
      const handler = await handlerFor(row.route, row.method);
      const actual: Record<string, number> = {};
      for (const role of ROLES) {
        const cookie = sessions[role];
        const request = jsonRequest(row.method, row.url(fixtures), {
          headers: { ...(cookie ? { cookie } : {}), ...(row.raw ? { "content-type": row.raw.contentType } : {}) },
          peer: `192.0.2.${ROLES.indexOf(role) + 10}`,
          ...(row.body ? { body: row.body(role) } : {}),
          ...(row.raw ? { rawBody: row.raw.body } : {}),
        });
        const response = await handler(request, { params: Promise.resolve(row.params?.(fixtures) ?? {}) });
        actual[role] = response.status;
      }
      const expected: Record<string, number> = { ...row.expect };
      if (row.method !== "GET") {
        expected.crossSite = row.crossSite ?? 403;
        const request = jsonRequest(row.method, row.url(fixtures), {
          headers: {
            cookie: sessions.admin!,
            origin: "https://inversiones.example",
            ...(row.raw ? { "content-type": row.raw.contentType } : {}),
          },
          ...(row.body ? { body: row.body("admin") } : {}),
          ...(row.raw ? { rawBody: row.raw.body } : {}),
        });
        actual.crossSite = (await handler(request, { params: Promise.resolve(row.params?.(fixtures) ?? {}) })).status;
      }
      expect(actual).toEqual(expected);
    });
  }
});
