import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { DEMO_PASSWORD, signInAs, ADMIN } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { changedTables, databaseFingerprint, type Fingerprint } from "../helpers/db-fingerprint";
import { EDITABLE_ROWS, INVESTOR_B, ownershipFixtures, type OwnershipFixtures, DEPOSIT_TERMS } from "../helpers/fixtures";
import { fuzzBody, fuzzId, fuzzQuery, requestBody } from "../helpers/fuzz-inputs";
import { jsonRequest, params } from "../helpers/http";
import { onboardingBody } from "../helpers/kyc";
import { routeHandlers, type RouteTarget } from "../helpers/route-modules";

/**
 * Issue 13, item 7: every writing route (POST, PUT, PATCH, DELETE under app/api) is sent generated
 * bodies, query strings and ids: wrong types, huge strings, Unicode, NUL bytes, deep nesting, extra
 * fields, text that is not JSON. It must never answer 500, and a 4xx must leave every table as it
 * was (rows counted and hashed). The seed is fixed; `FUZZ_RUNS=2000 npx vitest run
 * tests/integration/fuzz-writes.test.ts` runs longer (`FUZZ_SEED=n` for another sequence).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 20);
const SEED = Number(process.env.FUZZ_SEED ?? 13_0705);

type Fixtures = OwnershipFixtures & { message: { id: string } };
type Method = "POST" | "PUT" | "PATCH" | "DELETE";
type Entry = {
  /** Public routes are also called signed out; every route is called as an admin. */
  public?: boolean;
  /** A body the route accepts, which the generator mutates. */
  valid?: (f: Fixtures) => Record<string, unknown>;
  /** The row the `[id]` names (the generator also sends other ids). */
  id?: (f: Fixtures) => string;
  /**
   * Request counters (rate limits, failed sign-ins) count every attempt, a refused one too: by
   * design, so their table may change on a 4xx of this route, and so may the audit log (a failed
   * sign-in is recorded there, with its counters).
   */
  counters?: boolean;
};

const COUNTER_TABLES = ["request_throttles", "audit_events"] as const;

/** What an error answer must never show: SQL, Prisma, a stack trace, a PostgreSQL error code. */
const INTERNALS = /prisma|SELECT |INSERT |UPDATE "|\bat .+\(|\.ts:\d+|\b(22021|22P02|22007|22008|23505)\b|stack/i;

const operation = () => ({
  title: "Operación del fuzz",
  province: "madrid",
  pvp: "150000",
  ticketMin: "30000",
  acquisitionDate: "2024-02-29",
  description: "Línea 1\nLínea 2",
});
const LIQUIDATION = { proceeds: "150000", costs: [{ concept: "Costas", amount: "1000" }], date: "2026-12-01" };
const investor = () => ({
  firstName: "Fuzz",
  lastName: "Prueba",
  email: "fuzz.inversor@correo.example",
  phone: "+34 600 000 000",
  notas: "Nota",
});

/** One entry per writing route; a route with a parameter needs one (the coverage test fails otherwise). */
const ENTRIES: Record<string, Entry> = {
  "POST /api/contact": {
    public: true,
    counters: true,
    valid: () => ({ name: "Ana", email: "ana@correo.example", phone: "+34 600 111 222", message: "Hola", acceptPrivacy: true }),
  },
  "POST /api/auth/sign-in": { public: true, counters: true, valid: () => ({ email: INVESTOR_B, password: DEMO_PASSWORD }) },
  "POST /api/auth/sign-up": {
    public: true,
    counters: true,
    valid: () => ({
      firstName: "Fuzz",
      lastName: "Alta",
      email: "fuzz.alta@correo.example",
      password: "una-clave-larga",
      acceptPrivacy: true,
    }),
  },
  // A reset token is counted per client before it is checked.
  "POST /api/auth/reset-password": {
    public: true,
    counters: true,
    valid: () => ({ token: "no-es-un-token", password: "una-clave-larga" }),
  },
  // Seguridad: the current password is counted like a sign-in; never the right one here.
  "POST /api/auth/password": { counters: true, valid: () => ({ currentPassword: "no-es-la-clave", newPassword: "otra-clave-larga" }) },
  "POST /api/internal/revalidate": { public: true },
  "POST /api/internal/tick": { public: true },
  "POST /api/unsubscribe": { public: true },
  ...crudEntries("operations", operation),
  "PUT /api/operations/[id]/timeline": {
    valid: () => ({
      milestones: [
        { kind: "demanda", status: "completado", date: "2026-01-10", note: "Nota" },
        {
          kind: "subasta_senalada",
          status: "pendiente",
          date: "2099-01-01",
          auctionUrl: "https://subastas.example/x",
          auctionRef: "SUB-1",
        },
      ],
    }),
    id: (f) => f.a.operationId,
  },
  "PUT /api/operations/[id]/scenarios": {
    valid: () => ({
      scenarios: [{ name: "El deudor paga", months: "6", basis: "per_euro", gross: "1,15", costs: "0.01", explanation: "Texto" }],
    }),
    id: (f) => f.a.operationId,
  },
  ...crudEntries("users", investor),
  "POST /api/users/[id]/password-link": { id: (f) => f.b.id },
  // Archiving takes no body: whatever is sent, it archives (or restores) and answers the row.
  "POST /api/users/[id]/archive": { id: (f) => f.b.id },
  // Deciding a payout IBAN change takes no body either (none is waiting: 404).
  "POST /api/users/[id]/iban-change": { id: (f) => f.b.id },
  "DELETE /api/users/[id]/iban-change": { id: (f) => f.b.id },
  "DELETE /api/users/[id]/archive": { id: (f) => f.b.id },
  "POST /api/operations/[id]/archive": { id: (f) => f.b.operationId },
  "DELETE /api/operations/[id]/archive": { id: (f) => f.b.operationId },
  ...crudEntries("documents", (f) => ({
    name: "Nota simple",
    type: "PDF",
    operationId: f.a.operationId,
    fileUrl: "/docs/nota.pdf",
    fileSize: 1024,
    isPublic: false,
    visibleToInvestors: true,
  })),
  ...crudEntries("contracts", (f) => ({
    title: "Contrato CPO",
    type: "CPO",
    operationId: f.a.operationId,
    fileUrl: "/docs/c.pdf",
    status: "active",
    signedDate: "2024-03-01",
    expiryDate: "",
  })),
  ...crudEntries("transactions", (f) => ({
    operationId: f.a.operationId,
    userId: f.a.id,
    type: "APORTE",
    amount: "1000,50",
    description: "Aporte",
    paymentMethod: "Transferencia",
    reference: "TRX-2024-1",
    status: "completed",
  })),
  ...crudEntries("investments", (f) => ({
    userId: f.b.id,
    operationId: f.b.operationId,
    amount: "30000",
    investmentDate: "2024-01-15",
    status: "active",
  })),
  "PATCH /api/messages/[id]": { valid: () => ({ isRead: true }), id: (f) => f.message.id },
  "POST /api/messages/[id]/replies": { valid: () => ({ body: "Fuzz" }), id: (f) => f.message.id },
  "DELETE /api/messages/[id]": { id: (f) => f.throwaway.message.id },
  "POST /api/auth/forgot-password": { public: true, counters: true, valid: () => ({ email: "fuzz.olvido@correo.example" }) },
  // The second factor: every code and password tried is counted (and a wrong code audited). The admin
  // has one already; its password is never the valid body here, so the fuzz cannot turn it off.
  "POST /api/auth/two-factor": { public: true, counters: true, valid: () => ({ code: "123456" }) },
  "POST /api/auth/two-factor/enable": { counters: true, valid: () => ({ password: DEMO_PASSWORD }) },
  "POST /api/auth/two-factor/confirm": { counters: true, valid: () => ({ code: "123456" }) },
  "POST /api/auth/two-factor/disable": { counters: true, valid: () => ({ password: "no-es-la-clave" }) },
  "POST /api/auth/two-factor/recovery-codes": { counters: true, valid: () => ({ password: "no-es-la-clave" }) },
  "POST /api/emails/[id]/retry": { id: (f) => f.throwaway.email.id },
  "PUT /api/settings": {
    valid: () => ({ contactEmail: "info@club.example", whatsappNumber: "+34 600 000 000", companyUrl: "https://club.example/nosotros" }),
  },
  "PUT /api/settings/payments": {
    valid: () => ({ clubIban: "ES91 2100 0418 4502 0005 1332", clubAccountHolder: "Club", clubBank: "Banco", paymentDays: 10 }),
  },
  "PUT /api/settings/kyc": {
    valid: () => ({
      questions: [{ text: "¿Puedes perder el capital?", options: ["No", "Sí"], correct: 1 }],
      passMark: "1",
      fundsProofAbove: "50000",
    }),
  },
  // Knowing the investor (issue 49): an admin cannot send an investor's onboarding (403); B is verified, so deciding is a 409.
  "POST /api/account/verification": {
    valid: () => onboardingBody({ front: "00000000-0000-4000-8000-000000000001", back: "00000000-0000-4000-8000-000000000002" }),
  },
  "POST /api/verifications/[id]/decision": {
    valid: () => ({ decision: "rejected", note: "Fuzz", reviewed: "2026-01-01T00:00:00.000Z" }),
    id: (f) => f.b.id,
  },
  "POST /api/users/[id]/verification": {
    valid: () => ({ decision: "verified", documentType: "DNI", documentNumber: "12345678Z", note: "Fuzz" }),
    id: (f) => f.throwaway.investor.id,
  },
  "POST /api/sanctions-lists": {},
  "PUT /api/investments/[id]/co-holders": { valid: () => ({ coHolders: [] }), id: (f) => f.aInvestment.id },
  "POST /api/operations/[id]/updates": { valid: () => ({ title: "Fuzz", body: "Fuzz" }), id: (f) => f.a.operationId },
  "POST /api/updates/[id]/read": { valid: () => ({}), id: (f) => f.aUpdate.id },
  "POST /api/deposit-accounts/mine": { valid: () => ({ contractVersion: 0, acceptContract: true, fichaVersion: 1, code: "123456" }) },
  "POST /api/deposit-accounts/mine/signature-code": { valid: () => ({}) },
  "POST /api/deposit-interest-runs/preview": { valid: () => ({ period: "2020-09-30" }) },
  "POST /api/deposit-accounts/mine/withdrawals": { valid: () => ({ amount: "1000" }) },
  "DELETE /api/deposit-accounts/mine/withdrawals/[id]": { id: () => "00000000-0000-4000-8000-000000000000" },
  "POST /api/deposit-withdrawals/[id]/approval": { valid: () => ({}), id: () => "00000000-0000-4000-8000-000000000000" },
  "POST /api/deposit-withdrawals/[id]/cancellation": {
    valid: () => ({ reason: "Fuzz" }),
    id: () => "00000000-0000-4000-8000-000000000000",
  },
  // A valid body confirms a run (a 201 may write): the other mutations must still answer 4xx and change nothing.
  "POST /api/deposit-interest-runs": { valid: () => ({ period: "2020-09-30" }) },
  "POST /api/deposit-interest-runs/[id]/reversal": { valid: () => ({ reason: "Fuzz" }), id: () => "00000000-0000-4000-8000-000000000000" },
  "POST /api/investments/[id]/withdrawal": { valid: () => ({}), id: (f) => f.aRequest.id },
  "POST /api/investments/[id]/undo-decision": { valid: () => ({ updatedAt: "2026-01-01T00:00:00.000Z" }), id: (f) => f.aInvestment.id },
  "POST /api/deposit-accounts/[id]/closure": { valid: () => ({ reason: "Fuzz" }), id: () => "00000000-0000-4000-8000-000000000000" },
  "POST /api/operations/[id]/liquidation/sepa": { valid: () => ({}), id: (f) => f.throwawayOperation.id },
  "POST /api/screening-hits/[id]": { valid: () => ({ status: "cleared", note: "Fuzz" }), id: (f) => f.screeningHit.id },
  "PUT /api/settings/deposit": {
    valid: () => ({ ...DEPOSIT_TERMS }),
  },
  "POST /api/complaints": {
    public: true,
    counters: true,
    valid: () => ({
      category: "otra",
      text: "Una reclamación del fuzz, larga.",
      name: "Ana",
      email: "ana@correo.example",
      acceptPrivacy: true,
    }),
  },
  "POST /api/account/appropriateness": {
    valid: () => ({
      answers: { q1: "q1-3", q2: "q2-2", q3: "q3-2", q4: "q4-2" },
      yearlyIncome: "40000",
      liquidAssets: "60000",
      yearlyCommitments: "12000",
    }),
  },
  "POST /api/account/appropriateness/acknowledgment": { valid: () => ({}) },
  "POST /api/investments/[id]/revocation": { valid: () => ({}), id: (f) => f.aRequest.id },
  "POST /api/deposit-accounts/mine/desistimiento": { valid: () => ({ name: "Ana", email: "ana@correo.example" }) },
  "POST /api/refunds/transfers": { valid: () => ({}) },
  "POST /api/complaints/[id]/admissibility": {
    valid: () => ({ admitted: false, note: "Fuzz" }),
    id: () => "00000000-0000-4000-8000-000000000000",
  },
  "POST /api/complaints/[id]/resolution": {
    valid: () => ({ outcome: "rejected", resolution: "Fuzz" }),
    id: () => "00000000-0000-4000-8000-000000000000",
  },
  "PUT /api/settings/complaints": { valid: () => ({ complaintAdmissibilityDays: 10, complaintResolutionMonths: 2 }) },
  "PUT /api/settings/retention": { valid: () => ({ retentionAccountingYears: "6", retentionTaxYears: "4", retentionAmlYears: "10" }) },
  // B has not asked to close the account, nor is it closed: the valid bodies are a 409 and a 404 that change nothing.
  "POST /api/users/[id]/closure": { valid: () => ({ decision: "reject", reason: "Fuzz" }), id: (f) => f.b.id },
  "POST /api/closed-accounts/[id]/blocked-data": { valid: () => ({ reason: "Fuzz" }), id: (f) => f.b.id },
  "PUT /api/bank-entries/[id]": { valid: () => ({ status: "ignored", note: "Fuzz" }), id: (f) => f.bankEntry.id },
  "PUT /api/settings/tax": {
    valid: () => ({
      clubLegalName: "Club, S.L.",
      clubNif: "B12345674",
      clubAddress: "Calle Mayor 1",
      withholdingRates: [{ year: 2026, rate: "19" }],
    }),
  },
  "PUT /api/legal-texts/[kind]": { valid: () => ({ body: "## Términos\n\nTexto del fuzz." }), id: () => "terminos" },
  // Nobody has withholding in the fuzz's database: the year's issue is a 409 that sends nothing.
  "POST /api/tax-certificates/[year]/issue": { id: () => "2026" },
  // The throwaway operation has no participation paid in: a valid liquidation is refused (400), the reversal 409.
  "POST /api/operations/[id]/liquidation/preview": { valid: () => LIQUIDATION, id: (f) => f.throwawayOperation.id },
  "POST /api/operations/[id]/liquidation": { valid: () => LIQUIDATION, id: (f) => f.throwawayOperation.id },
  "POST /api/operations/[id]/liquidation/reversal": { valid: () => ({ reason: "Fuzz" }), id: (f) => f.throwawayOperation.id },
  // The throwaway movement is pending: a valid counter-movement is refused (409), nothing is written.
  "POST /api/transactions/[id]/reversal": { valid: () => ({ reason: "Fuzz" }), id: (f) => f.throwaway.transaction.id },
};

/** The create, update and delete routes of an entity, sent `valid` (its fixture rows from EDITABLE_ROWS). */
function crudEntries(entity: keyof typeof EDITABLE_ROWS, valid: (f: Fixtures) => Record<string, unknown>): Record<string, Entry> {
  const { existing, throwaway } = EDITABLE_ROWS[entity];
  return {
    [`POST /api/${entity}`]: { valid },
    [`PUT /api/${entity}/[id]`]: { valid, id: existing },
    [`DELETE /api/${entity}/[id]`]: { id: throwaway },
  };
}

const WRITE_METHODS: Method[] = ["POST", "PUT", "PATCH", "DELETE"];

type Target = RouteTarget;

/** The writing handlers found under app/api, deletions last (they remove rows other entries use). */
async function writingRoutes(): Promise<Target[]> {
  const targets = await routeHandlers(WRITE_METHODS);
  return targets.sort((a, b) => Number(a.method === "DELETE") - Number(b.method === "DELETE") || a.key.localeCompare(b.key));
}

const needsEntry = (route: string) => route.includes("[");

let fixtures: Fixtures;
let admin: string;
let targets: Target[];
let peer = 0;

/** Another client address each time, so that rate limits do not answer every request. */
const nextPeer = () => (++peer, `10.${(peer >> 16) & 255}.${(peer >> 8) & 255}.${peer & 255}`);

beforeAll(async () => {
  await seedDatabase();
  const own = await ownershipFixtures();
  const message = await (
    await testDb()
  ).contactMessage.create({ data: { name: "Para marcar", email: "m@correo.example", message: "Hola" }, select: { id: true } });
  fixtures = { ...own, message };
  admin = await signInAs(ADMIN);
  targets = await writingRoutes();
});

describe("fuzzing the writing routes", () => {
  it("has an entry for every writing route that takes a parameter, and none for a route that is gone", async () => {
    const keys = (await writingRoutes()).map((target) => target.key);
    expect(keys.filter((key) => needsEntry(key) && !ENTRIES[key])).toEqual([]);
    expect(Object.keys(ENTRIES).filter((key) => !keys.includes(key))).toEqual([]);
    expect(keys.length).toBeGreaterThan(20);
  });

  it("sees every write: an insert, an update that rewrites the same values, a delete", async () => {
    const db = await testDb();
    const start = await databaseFingerprint();
    const row = await db.contactMessage.create({ data: { name: "Huella", email: "h@correo.example", message: "Hola" } });
    const inserted = await databaseFingerprint();
    await db.contactMessage.update({ where: { id: row.id }, data: { name: "Huella" } });
    const updated = await databaseFingerprint();
    await db.contactMessage.delete({ where: { id: row.id } });
    const deleted = await databaseFingerprint();
    expect(changedTables(start, inserted)).toEqual(["contact_messages"]);
    expect(changedTables(inserted, updated)).toEqual(["contact_messages"]);
    expect(changedTables(updated, deleted)).toEqual(["contact_messages"]);
    expect(changedTables(deleted, await databaseFingerprint())).toEqual([]);
    expect(changedTables(start, deleted, ["contact_messages"])).toEqual([]);
  });

  // vitest collects the cases before beforeAll runs: one case per entry and role, the route found at run time.
  const keys = Object.keys(ENTRIES).sort((a, b) => Number(a.startsWith("DELETE")) - Number(b.startsWith("DELETE")) || a.localeCompare(b));
  for (const key of keys) {
    const entry = ENTRIES[key]!;
    for (const role of entry.public ? (["anonymous", "admin"] as const) : (["admin"] as const)) {
      // A public route reads no session: signed in, a quarter of the runs checks that it stays so.
      const runs = entry.public && role === "admin" ? Math.ceil(RUNS / 4) : RUNS;
      it(
        `${key} (${role}): never a 500, nothing written on a 4xx`,
        async () => {
          const target = targets.find((candidate) => candidate.key === key);
          if (!target) throw new Error(`no route ${key}`);
          await fuzzRoute(target, entry, role === "admin" ? admin : undefined, runs);
        },
        Math.max(30_000, runs * 300),
      );
    }
  }

  it(
    "fuzzes the writing routes without a parameter that have no entry, as an admin and signed out",
    async () => {
      for (const target of targets.filter((candidate) => !ENTRIES[candidate.key])) {
        await fuzzRoute(target, { public: true }, undefined, RUNS);
        await fuzzRoute(target, { public: true }, admin, Math.ceil(RUNS / 4));
      }
    },
    Math.max(30_000, RUNS * 300),
  );
});

/** A fixed seed of its own for each route and role, so that routes do not all draw the same sequence. */
function seedFor(key: string, signedIn: boolean): number {
  let hash = SEED + (signedIn ? 1 : 0);
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  return hash;
}

async function fuzzRoute(target: Target, entry: Entry, cookie: string | undefined, runs: number) {
  const input = fc.record({
    body: fuzzBody(entry.valid?.(fixtures)),
    query: fuzzQuery,
    id: fuzzId(entry.id?.(fixtures)),
  });
  let current: Fingerprint = await databaseFingerprint();
  await fc.assert(
    fc.asyncProperty(input, async ({ body, query, id }) => {
      const before = current;
      // The route's one parameter ([id], [year]) gets the generated value.
      const parameter = /\[(\w+)\]/.exec(target.route)?.[1];
      const url = `${target.route.replace(/\[\w+\]/, "fuzz")}${query}`;
      const request = jsonRequest(target.method, url, { ...requestBody(body), headers: cookie ? { cookie } : {}, peer: nextPeer() });
      const response = await target.handler(request, params<Record<string, string>>(parameter ? { [parameter]: id } : {}));
      const text = await response.text();
      current = await databaseFingerprint();
      if (response.status >= 500) throw new Error(`${target.key} answered ${response.status}: ${text.slice(0, 300)}`);
      if (response.status < 400) return;
      const changed = changedTables(before, current, entry.counters ? COUNTER_TABLES : []);
      if (changed.length) throw new Error(`${target.key} answered ${response.status} yet changed ${changed.join(", ")}`);
      const { error, fields } = JSON.parse(text || "{}") as { error?: unknown; fields?: Record<string, unknown> };
      if (typeof error !== "string" || !error)
        throw new Error(`${target.key} answered ${response.status} without a message: ${text.slice(0, 300)}`);
      // The messages, not the field names (those echo the keys that were sent).
      const messages = [error, ...Object.values(fields ?? {})].join("\n");
      if (INTERNALS.test(messages)) throw new Error(`${target.key} answered ${response.status} with internals: ${messages.slice(0, 300)}`);
    }),
    { seed: seedFor(target.key, cookie !== undefined), numRuns: runs, endOnFailure: true },
  );
}
