import { beforeAll, describe, expect, it } from "vitest";
import { EDITABLE_ROWS, ROLES, seedWithOwnership, type OwnershipFixtures as Fixtures, type Role, DEPOSIT_TERMS } from "../helpers/fixtures";
import { callRoute, routeHandlers, type Method, type RouteCall } from "../helpers/route-modules";
import { DEMO_PASSWORD, INVESTOR } from "../helpers/auth";
import { norma43 } from "../helpers/bank-statements";

type Row = RouteCall & {
  body?: (role: Role, f: Fixtures) => unknown;
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
/** A file of investor A's operation: admins and A; anyone else 404, as if it did not exist. */
const fileOfA: Record<Role, number> = { anonymous: 404, investorA: 200, investorB: 404, admin: 200 };

const CHAMBERI = "piso-en-chamberi-credito-hipotecario-npl";
const NO_VERSION = "00000000-0000-4000-8000-000000000000";
const LIQUIDATION = { proceeds: "1000", costs: [], date: "2026-12-01" };
/** A Norma 43 file of one credit without a known reference: it waits for review. */
const MATRIX_STATEMENT = new TextDecoder("latin1").decode(
  norma43({ movements: [{ date: "2026-11-02", amount: "12.34", document: "77", concepts: ["MATRIZ DE PERMISOS"] }] }),
);

/**
 * Every route handler × method × {anonymous, investor A, investor B, admin} → status, run against
 * the real handlers; every write also as the admin's browser on another origin (cross-site
 * column). Rows with side effects on the sessions (sign-out, sign-in) come last.
 */
const MATRIX: Record<string, Row> = {
  "GET /api/operations": { expect: all(200) },
  "GET /api/operations/slug/[slug]": { params: () => ({ slug: CHAMBERI }), expect: all(200) },
  "GET /api/track-record": { expect: all(200) },
  "POST /api/contact": {
    body: () => ({ name: "Ana", email: "ana@correo.example", message: "Hola", acceptPrivacy: true }),
    expect: all(201),
  },
  "POST /api/operations": {
    body: (role) => ({ title: `Operación de la matriz ${role}`, province: "madrid", pvp: "1000", ticketMin: "100" }),
    expect: adminOnly(201),
  },
  "PUT /api/operations/[id]": {
    id: (f) => f.a.operationId,
    body: () => ({ title: "Editada en la matriz", province: "madrid", pvp: "1000000", ticketMin: "100" }),
    expect: adminOnly(200),
  },
  "DELETE /api/operations/[id]": { id: (f) => f.throwawayOperation.id, expect: adminOnly(204) },
  // Archiving is idempotent: whichever runs first, both answer the operation.
  "POST /api/operations/[id]/archive": { id: (f) => f.b.operationId, body: () => ({}), expect: adminOnly(200) },
  "DELETE /api/operations/[id]/archive": { id: (f) => f.b.operationId, expect: adminOnly(200) },
  // An operation's picture and PDF are public: no sign-in asked, a version it does not have is a 404 for all
  // (tests/integration/operation-media.test.ts serves the real ones).
  "GET /api/operations/[id]/image/[version]": { params: (f) => ({ id: f.a.operationId, version: NO_VERSION }), expect: all(404) },
  "GET /api/operations/[id]/pdf/[version]": { params: (f) => ({ id: f.a.operationId, version: NO_VERSION }), expect: all(404) },
  "GET /api/auth/user": { expect: signedIn(200) },
  "POST /api/auth/sign-up": {
    body: (role) => ({
      firstName: "Nuevo",
      lastName: "Inversor",
      email: `nuevo-${role.toLowerCase()}@correo.example`,
      password: "una-clave-larga",
      acceptPrivacy: true,
    }),
    expect: all(201),
  },
  "GET /api/investments": { expect: signedIn(200) },
  "GET /api/investments/[id]": { id: (f) => f.aInvestment.id, expect: signedIn(200, 200, 404) },
  "GET /api/documents": { expect: signedIn(200) },
  "GET /api/documents/[id]": { id: (f) => f.aDocument.id, expect: signedIn(200, 200, 404) },
  "GET /api/contracts": { expect: signedIn(200) },
  "GET /api/contracts/[id]": { id: (f) => f.aContract.id, expect: signedIn(200, 200, 404) },
  "GET /api/transactions": { expect: signedIn(200) },
  "GET /api/transactions/[id]": { id: (f) => f.aTransaction.id, expect: signedIn(200, 200, 404) },
  "GET /api/transactions/export": { expect: adminOnly(200) },
  "GET /api/transactions/export/mine": { expect: signedIn(200) },
  "GET /api/options/operations": { query: (f) => `?q=a&id=${f.a.operationId}`, expect: adminOnly(200) },
  "GET /api/options/investors": { query: (f) => `?q=segura&id=${f.b.id}`, expect: adminOnly(200) },
  "GET /api/options/people": { query: () => "?q=admin", expect: adminOnly(200) },
  "GET /api/options/operations/[id]/investments": { id: (f) => f.a.operationId, query: () => "?q=a", expect: adminOnly(200) },
  "GET /api/options/participations": { query: (f) => `?q=RF&id=${f.aInvestment.id}`, expect: adminOnly(200) },
  // An operation's liquidation (issue 32): admins only; the admin reaches the data layer (no such
  // operation: 404); tests/integration/liquidation.test.ts liquidates real ones.
  "GET /api/operations/[id]/liquidation": { id: (f) => f.a.operationId, expect: adminOnly(200) },
  "POST /api/operations/[id]/liquidation/preview": { id: () => NO_VERSION, body: () => LIQUIDATION, expect: adminOnly(404) },
  "POST /api/operations/[id]/liquidation": { id: () => NO_VERSION, body: () => LIQUIDATION, expect: adminOnly(404) },
  "POST /api/operations/[id]/liquidation/reversal": { id: () => NO_VERSION, body: () => ({ reason: "Matriz" }), expect: adminOnly(404) },
  // The bank's statements (issue 31): admins only.
  // Its papers: the SEPA file of a liquidation the operation does not have is a 409 for the admin; a
  // participation without one has no statement (404, its owner included). tests/integration/tax-papers.test.ts makes real ones.
  "GET /api/operations/[id]/liquidation/sepa": { id: (f) => f.a.operationId, expect: adminOnly(409) },
  "POST /api/operations/[id]/liquidation/sepa": { id: (f) => f.a.operationId, expect: adminOnly(409) },
  "GET /api/investments/[id]/liquidation-statement": { id: (f) => f.aInvestment.id, expect: signedIn(404) },
  // Tax papers: one's own certificate (nobody has withholding in 2099: 404), the year's figures and issue for admins.
  "GET /api/tax-certificates/[year]": { params: () => ({ year: "2099" }), expect: signedIn(404) },
  "POST /api/tax-certificates/[year]/issue": { params: () => ({ year: "2099" }), expect: adminOnly(409) },
  "GET /api/tax-years/[year]": { params: () => ({ year: "2099" }), expect: adminOnly(200) },
  "GET /api/tax-years/[year]/modelo-193": { params: () => ({ year: "2099" }), query: () => "?format=csv", expect: adminOnly(200) },
  "GET /api/tax-years/[year]/modelo-123": { params: () => ({ year: "2099" }), query: () => "?period=1T", expect: adminOnly(200) },
  "GET /api/statements": { expect: signedIn(200) },
  "GET /api/bank-statements": { expect: adminOnly(200) },
  "POST /api/bank-statements": {
    raw: { body: MATRIX_STATEMENT, contentType: "application/octet-stream" },
    expect: adminOnly(200),
  },
  "GET /api/bank-entries": { expect: adminOnly(200) },
  "GET /api/bank-entries/[id]": { id: (f) => f.bankEntry.id, expect: adminOnly(200) },
  "PUT /api/bank-entries/[id]": { id: (f) => f.bankEntry.id, body: () => ({ status: "ignored", note: "Matriz" }), expect: adminOnly(200) },
  // The audit log (issue 9): admins only, the list, its CSV and one element's history.
  "GET /api/audit-events": { query: () => "?entity=operation", expect: adminOnly(200) },
  "GET /api/audit-events/export": { query: () => "?action=update", expect: adminOnly(200) },
  "GET /api/audit-events/[entity]/[id]": { params: (f) => ({ entity: "operation", id: f.a.operationId }), expect: adminOnly(200) },
  // The document vault: uploads (admins), downloads (whoever may see the file, 404 for anyone else), who downloaded.
  "POST /api/files": {
    query: () => "?purpose=document",
    raw: { body: "%PDF-1.7\n% matriz\n", contentType: "application/octet-stream" },
    expect: adminOnly(201),
  },
  "GET /api/documents/[id]/file": { id: (f) => f.aDocument.id, expect: fileOfA },
  "GET /api/contracts/[id]/file": { id: (f) => f.aContract.id, expect: fileOfA },
  "GET /api/documents/[id]/downloads": { id: (f) => f.aDocument.id, expect: adminOnly(200) },
  "GET /api/contracts/[id]/downloads": { id: (f) => f.aContract.id, expect: adminOnly(200) },
  "POST /api/internal/revalidate": { expect: all(404), crossSite: 404 },
  "POST /api/internal/tick": { expect: all(404), crossSite: 404 },
  // The token is the proof (tests/integration/commercial-emails.test.ts); without one, a 400 for all, from anywhere.
  "POST /api/unsubscribe": { expect: all(400), crossSite: 400 },
  // Court case and return scenarios (issue 10): admins edit, everyone reads the public calendar.
  "GET /api/operations/[id]/timeline": { id: (f) => f.a.operationId, expect: adminOnly(200) },
  "PUT /api/operations/[id]/timeline": {
    id: (f) => f.a.operationId,
    body: () => ({
      milestones: [
        { kind: "demanda", status: "completado", date: "2026-01-10" },
        { kind: "subasta_senalada", status: "pendiente", date: "2099-01-01" },
      ],
    }),
    expect: adminOnly(200),
  },
  "GET /api/operations/[id]/scenarios": { id: (f) => f.a.operationId, expect: adminOnly(200) },
  "PUT /api/operations/[id]/scenarios": {
    id: (f) => f.a.operationId,
    body: () => ({ scenarios: [{ name: "El deudor paga", months: 6, basis: "per_euro", gross: "1.15", costs: "0.01" }] }),
    expect: adminOnly(200),
  },
  "GET /api/operations/[id]/calendar.ics": { id: () => CHAMBERI, expect: all(200) },
  "GET /api/calendar/[token]": { params: () => ({ token: `${"x".repeat(43)}.ics` }), expect: all(404) },
  "GET /api/calendar-feed": { expect: signedIn(200) },
  "POST /api/calendar-feed": { body: () => ({}), expect: signedIn(201) },
  "DELETE /api/calendar-feed": { expect: signedIn(204) },

  // Back-office writes and admin-only reads.
  // A's own investor and operation: a participation with papers addressed to it (the demo CPO) keeps both.
  ...crudRows("investments", (f) => ({ userId: f.a.id, operationId: f.a.operationId, amount: "50000.00" })),
  // An investor may ask to take part ("Quiero participar", their own request): past the role check,
  // this one fails validation (no accepted terms, under the ticket); participation-requests.test.ts has the rest.
  "POST /api/investments": {
    body: (role, f) =>
      role === "admin"
        ? { userId: f.a.id, operationId: f.a.operationId, amount: "50000.00" }
        : { operationId: f.a.operationId, amount: "1" },
    expect: { anonymous: 401, investorA: 400, investorB: 400, admin: 201 },
  },
  ...crudRows("documents", (f) => ({ name: "Documento de la matriz", type: "Nota", operationId: f.a.operationId, fileUrl: "/docs/x.pdf" })),
  ...crudRows("contracts", (f) => ({
    title: "Contrato de la matriz",
    type: "CPO",
    operationId: f.a.operationId,
    fileUrl: "/docs/c.pdf",
    status: "draft",
  })),
  ...crudRows("transactions", (f) => ({
    operationId: f.a.operationId,
    userId: f.a.id,
    type: "APORTE",
    amount: "1000.00",
    status: "completed",
    description: "Nota",
  })),
  // B's completed movement, which nothing else here writes: an admin cancels it (201), nobody else may.
  "POST /api/transactions/[id]/reversal": { id: (f) => f.bTransaction.id, body: () => ({ reason: "Matriz" }), expect: adminOnly(201) },
  "GET /api/users": { expect: adminOnly(200) },
  "POST /api/users": { body: (role) => ({ firstName: "Matriz", lastName: role }), expect: adminOnly(201) },
  "GET /api/users/[id]": { id: (f) => f.b.id, expect: adminOnly(200) },
  "PUT /api/users/[id]": {
    id: (f) => f.b.id,
    body: () => ({ firstName: "Beatriz", lastName: "Segura", email: "inversora.b@correo.example" }),
    expect: adminOnly(200),
  },
  "DELETE /api/users/[id]": { id: (f) => f.throwaway.investor.id, expect: adminOnly(204) },
  "POST /api/users/[id]/archive": { id: (f) => f.a.id, body: () => ({}), expect: adminOnly(200) },
  "DELETE /api/users/[id]/archive": { id: (f) => f.a.id, expect: adminOnly(200) },
  "POST /api/users/[id]/password-link": { id: (f) => f.b.id, expect: adminOnly(201) },
  // The second factor: the sign-in's second step (no challenge cookie here: 401), and the set-up of one's own.
  "POST /api/auth/two-factor": { body: () => ({ code: "123456" }), expect: all(401) },
  "POST /api/auth/two-factor/enable": { body: () => ({ password: DEMO_PASSWORD }), expect: signedIn(409, 200, 200) },
  "POST /api/auth/two-factor/confirm": { body: () => ({ code: "no-es-un-codigo" }), expect: signedIn(409, 400, 400) },
  "POST /api/auth/two-factor/disable": { body: () => ({ password: "no-es-la-clave" }), expect: signedIn(400, 409, 409) },
  "POST /api/auth/two-factor/recovery-codes": { body: () => ({ password: "no-es-la-clave" }), expect: signedIn(400, 409, 409) },
  "POST /api/auth/reset-password": { body: () => ({ token: "no-es-un-token", password: "una-clave-larga" }), expect: all(400) },
  "POST /api/auth/forgot-password": { body: (role) => ({ email: `olvido-${role.toLowerCase()}@correo.example` }), expect: all(200) },
  "GET /api/emails": { expect: adminOnly(200) },
  "GET /api/preferences": { expect: signedIn(200) },
  "GET /api/account/profile": { expect: signedIn(200) },
  "PUT /api/account/profile": { body: () => ({ address: "Calle de la Matriz 2" }), expect: signedIn(200) },
  "GET /api/account/export": { expect: signedIn(200) },
  "PUT /api/preferences": { body: () => ({ notifyDocuments: true, notifyOperations: true }), expect: signedIn(200) },
  "GET /api/emails/[id]": { id: (f) => f.throwaway.email.id, expect: adminOnly(200) },
  "POST /api/emails/[id]/retry": { id: (f) => f.throwaway.email.id, expect: adminOnly(200) },
  "GET /api/messages": { expect: adminOnly(200) },
  "PATCH /api/messages/[id]": { id: (f) => f.throwaway.message.id, body: () => ({ isRead: true }), expect: adminOnly(200) },
  "GET /api/messages/[id]/replies": { id: (f) => f.throwaway.message.id, expect: adminOnly(200) },
  "POST /api/messages/[id]/replies": {
    id: (f) => f.throwaway.message.id,
    body: () => ({ body: "Gracias por escribir" }),
    expect: adminOnly(200),
  },
  "DELETE /api/messages/[id]": { id: (f) => f.throwaway.message.id, expect: adminOnly(204) },
  "GET /api/settings": { expect: adminOnly(200) },
  "PUT /api/settings": {
    body: () => ({ contactEmail: "info@club.example", whatsappNumber: "+34 600 000 000", companyUrl: "https://club.example/nosotros" }),
    expect: adminOnly(200),
  },
  "GET /api/settings/payments": { expect: adminOnly(200) },
  "PUT /api/settings/payments": {
    body: () => ({ clubIban: "ES91 2100 0418 4502 0005 1332", clubAccountHolder: "Club", clubBank: "Banco", paymentDays: 10 }),
    expect: adminOnly(200),
  },
  "GET /api/settings/tax": { expect: adminOnly(200) },
  "PUT /api/settings/tax": {
    body: () => ({ clubLegalName: "Club, S.L.", clubNif: "B12345674", clubAddress: "Calle Mayor 1, 28013 Madrid", withholdingRates: [] }),
    expect: adminOnly(200),
  },
  "GET /api/legal-texts": { expect: adminOnly(200) },
  "GET /api/legal-texts/[kind]": { params: () => ({ kind: "cookies" }), expect: all(200) },
  "PUT /api/legal-texts/[kind]": {
    params: () => ({ kind: "terminos" }),
    body: (role) => ({ body: `## Términos\n\nVersión de la matriz (${role}).` }),
    expect: adminOnly(200),
  },
  "GET /api/settings/retention": { expect: adminOnly(200) },
  "GET /api/settings/deposit": { expect: adminOnly(200) },
  // The deposit account: A has one (theirs only), B has none; admins list them all and open none.
  "GET /api/deposit-accounts": { expect: adminOnly(200) },
  "GET /api/deposit-accounts/mine": { expect: signedIn(404, 200, 404) },
  "GET /api/deposit-accounts/mine/contract": { expect: signedIn(404, 200, 404) },
  "GET /api/deposit-accounts/[id]/contract": { id: (f) => f.aDepositAccount.id, expect: adminOnly(200) },
  // Opening: A already has one (409); B asked no code (400 on code); admins do not open one (403).
  "POST /api/deposit-accounts/mine": {
    body: () => ({ contractVersion: 0, acceptContract: true, fichaVersion: 1, code: "123456" }),
    expect: { anonymous: 401, investorA: 409, investorB: 400, admin: 403 },
  },
  // The interest runs: admins only; a past quarter is run (the tests' deposit accounts hold nothing: a run of none).
  "GET /api/deposit-interest-runs": { expect: adminOnly(200) },
  "POST /api/deposit-interest-runs/preview": { body: () => ({ period: "2020-09-30" }), expect: adminOnly(200) },
  "POST /api/deposit-interest-runs": { body: () => ({ period: "2020-06-30" }), expect: adminOnly(201) },
  "POST /api/deposit-interest-runs/[id]/reversal": { id: () => NO_VERSION, body: () => ({ reason: "Matriz" }), expect: adminOnly(404) },
  // Withdrawals: A's account holds nothing (400), B has none (404); admins approve them (an id of none: 404).
  "GET /api/deposit-accounts/mine/withdrawals": { expect: signedIn(200) },
  "POST /api/deposit-accounts/mine/withdrawals": {
    body: () => ({ amount: "1000" }),
    expect: { anonymous: 401, investorA: 400, investorB: 404, admin: 404 },
  },
  "DELETE /api/deposit-accounts/mine/withdrawals/[id]": { id: () => NO_VERSION, expect: signedIn(404) },
  "GET /api/deposit-withdrawals": { expect: adminOnly(200) },
  // The demo has an approved withdrawal waiting for its window (Carmen López's, paid to her IBAN): the admin makes its
  // batch (201); a download only reads one that exists (a window with none: 404).
  "POST /api/deposit-withdrawals/transfers": { body: () => ({}), expect: adminOnly(201) },
  "GET /api/deposit-withdrawals/transfers": { query: () => "?window=2020-01-01", expect: adminOnly(404) },
  "POST /api/deposit-accounts/[id]/closure": { id: () => NO_VERSION, body: () => ({ reason: "Matriz" }), expect: adminOnly(404) },
  "POST /api/deposit-withdrawals/[id]/approval": { id: () => NO_VERSION, body: () => ({}), expect: adminOnly(404) },
  "POST /api/deposit-withdrawals/[id]/cancellation": { id: () => NO_VERSION, body: () => ({ reason: "Matriz" }), expect: adminOnly(404) },
  "POST /api/deposit-accounts/mine/signature-code": {
    body: () => ({}),
    expect: { anonymous: 401, investorA: 409, investorB: 200, admin: 403 },
  },
  "PUT /api/settings/deposit": {
    body: () => ({ ...DEPOSIT_TERMS }),
    expect: adminOnly(200),
  },
  // Knowing the investor (issue 49): the investor's own onboarding, the admins' queue and decisions, the vault's files.
  "GET /api/settings/kyc": { expect: adminOnly(200) },
  "PUT /api/settings/kyc": {
    body: () => ({
      questions: [{ text: "¿Puedes perder el capital?", options: ["No", "Sí"], correct: 1 }],
      passMark: "1",
      fundsProofAbove: "50000",
    }),
    expect: adminOnly(200),
  },
  "GET /api/account/verification": { expect: { anonymous: 401, investorA: 200, investorB: 200, admin: 403 } },
  "POST /api/account/verification": { body: () => ({}), expect: { anonymous: 401, investorA: 400, investorB: 400, admin: 403 } },
  "GET /api/verifications": { query: () => "?status=verified", expect: adminOnly(200) },
  "GET /api/verifications/[id]": { id: (f) => f.b.id, expect: adminOnly(200) },
  // B is verified, not pending: nothing to decide.
  "POST /api/verifications/[id]/decision": {
    id: (f) => f.b.id,
    body: () => ({ decision: "verified", reviewed: "2026-01-01T00:00:00.000Z" }),
    expect: adminOnly(409),
  },
  "POST /api/users/[id]/verification": { id: (f) => f.b.id, body: () => ({ decision: "rejected" }), expect: adminOnly(400) },
  // A participation's co-holders: its holders and admins read them; only an admin sets them (none is always allowed).
  "GET /api/investments/[id]/co-holders": { id: (f) => f.aInvestment.id, expect: signedIn(200, 200, 404) },
  "PUT /api/investments/[id]/co-holders": { id: (f) => f.aInvestment.id, body: () => ({ coHolders: [] }), expect: adminOnly(200) },
  // Updates to an operation's investors: admins post and list them; its investors read them (admins see the readers), no one else.
  "GET /api/operations/[id]/updates": { id: (f) => f.a.operationId, expect: adminOnly(200) },
  "POST /api/operations/[id]/updates": {
    id: (f) => f.a.operationId,
    body: () => ({ title: "Novedad de la matriz", body: "Texto" }),
    expect: adminOnly(201),
  },
  "GET /api/updates": { expect: signedIn(200) },
  "GET /api/updates/[id]": { id: (f) => f.aUpdate.id, expect: signedIn(200, 200, 404) },
  // Reading is one's own: the admin holds no participation in A's operation.
  "POST /api/updates/[id]/read": { id: (f) => f.aUpdate.id, body: () => ({}), expect: signedIn(404, 200, 404) },
  // Undoing a decision: only admins, and A's participation was not just decided (409).
  "POST /api/investments/[id]/undo-decision": {
    id: (f) => f.aInvestment.id,
    body: () => ({ updatedAt: "2026-01-01T00:00:00.000Z" }),
    expect: adminOnly(409),
  },
  // Withdrawing a request: A's is committed (409 for A), not B's (404), admins decide instead (403).
  "POST /api/investments/[id]/withdrawal": {
    id: (f) => f.aInvestment.id,
    body: () => ({}),
    expect: { anonymous: 401, investorA: 409, investorB: 404, admin: 403 },
  },
  "GET /api/identity-files/[id]": { id: (f) => f.aIdentityFile.id, expect: { anonymous: 401, investorA: 200, investorB: 404, admin: 200 } },
  "GET /api/sanctions-lists": { expect: adminOnly(200) },
  "POST /api/sanctions-lists": { raw: { body: "<export/>", contentType: "application/octet-stream" }, expect: adminOnly(400) },
  "POST /api/screening-hits/[id]": {
    id: () => NO_VERSION,
    body: () => ({ status: "cleared", note: "Otra persona" }),
    expect: adminOnly(404),
  },
  // Complaints (issue 66, item 5): anyone files one (signed out from the public site, with name and e-mail); each reads
  // their own, admins all and decide.
  // Sold right (issue 66, items 1–4): the sheets are public; the appropriateness test and the desistimiento are the
  // investor's own (the admins' 403 or 404: they have neither); revocations are the investor's (A's participation was
  // typed by the club: no reflection period, 409); Devoluciones is the admins'.
  "GET /api/operations/[id]/ficha": { id: (f) => f.a.operationId, expect: all(200) },
  "GET /api/operations/[id]/ficha/[version]": { id: (f) => f.a.operationId, params: () => ({ version: "99" }), expect: all(404) },
  "GET /api/deposit-accounts/ficha": { expect: all(200) },
  "GET /api/deposit-accounts/ficha/[version]": { params: () => ({ version: "99" }), expect: all(404) },
  "GET /api/account/appropriateness": { expect: { anonymous: 401, investorA: 200, investorB: 200, admin: 403 } },
  "POST /api/account/appropriateness": {
    body: () => ({ answers: {}, yearlyIncome: "1000", liquidAssets: "1000", yearlyCommitments: "0" }),
    expect: { anonymous: 401, investorA: 400, investorB: 400, admin: 403 },
  },
  "POST /api/account/appropriateness/acknowledgment": {
    body: () => ({}),
    // A (the demo investor) has taken the test; B has not.
    expect: { anonymous: 401, investorA: 200, investorB: 409, admin: 403 },
  },
  "POST /api/investments/[id]/revocation": {
    id: (f) => f.aInvestment.id,
    body: () => ({}),
    expect: { anonymous: 401, investorA: 409, investorB: 404, admin: 403 },
  },
  // A's account was signed long ago (fixtures): its 14 days are over.
  "POST /api/deposit-accounts/mine/desistimiento": {
    body: () => ({ name: "Ana", email: "ana@correo.example" }),
    expect: { anonymous: 401, investorA: 409, investorB: 404, admin: 404 },
  },
  "GET /api/deposit-accounts/mine/desistimiento": { expect: { anonymous: 401, investorA: 404, investorB: 404, admin: 404 } },
  "GET /api/refunds": { expect: adminOnly(200) },
  "POST /api/refunds/transfers": { body: () => ({}), expect: adminOnly(409) },
  "GET /api/refunds/transfers": { expect: adminOnly(404) },
  "GET /api/complaints": { expect: signedIn(200) },
  "POST /api/complaints": {
    body: (role) =>
      role === "anonymous"
        ? {
            category: "otra",
            text: "Una reclamación de la matriz de permisos.",
            name: "Ana",
            email: "ana@correo.example",
            acceptPrivacy: true,
          }
        : { category: "otra", text: "Una reclamación de la matriz de permisos." },
    expect: { anonymous: 201, investorA: 201, investorB: 201, admin: 403 },
  },
  "GET /api/complaints/[id]": { id: () => NO_VERSION, expect: { anonymous: 401, investorA: 404, investorB: 404, admin: 404 } },
  "POST /api/complaints/[id]/admissibility": { id: () => NO_VERSION, body: () => ({ admitted: true }), expect: adminOnly(404) },
  "POST /api/complaints/[id]/resolution": {
    id: () => NO_VERSION,
    body: () => ({ outcome: "rejected", resolution: "Sin fundamento" }),
    expect: adminOnly(404),
  },
  "GET /api/complaints/[id]/files/[fileId]": {
    id: () => NO_VERSION,
    params: () => ({ fileId: NO_VERSION }),
    expect: { anonymous: 401, investorA: 404, investorB: 404, admin: 404 },
  },
  "GET /api/complaints/register": { query: () => "?year=2026", expect: adminOnly(200) },
  "GET /api/settings/complaints": { expect: adminOnly(200) },
  "PUT /api/settings/complaints": {
    body: () => ({ complaintAdmissibilityDays: 10, complaintResolutionMonths: 2 }),
    expect: adminOnly(200),
  },
  "PUT /api/settings/retention": {
    body: () => ({ retentionAccountingYears: "6", retentionTaxYears: "4", retentionAmlYears: "10" }),
    expect: adminOnly(200),
  },
  // Closing an account: B has not asked (before the rows where B asks and withdraws), so the admin's decision is a 409.
  "POST /api/users/[id]/closure": {
    id: (f) => f.b.id,
    body: () => ({ decision: "reject", reason: "Matriz" }),
    expect: { anonymous: 401, investorA: 403, investorB: 403, admin: 409 },
  },
  "GET /api/account/closure": { expect: signedIn(200) },
  "POST /api/account/closure": { body: () => ({}), expect: { anonymous: 401, investorA: 200, investorB: 200, admin: 403 } },
  "DELETE /api/account/closure": { expect: { anonymous: 401, investorA: 200, investorB: 200, admin: 403 } },
  // A payout IBAN typed by an admin (issue 46): nobody has one waiting here, so each decision is a 404.
  "POST /api/iban-change/confirm": { body: () => ({ token: "no-es-un-token" }), expect: all(400) },
  "GET /api/account/iban-change": { expect: signedIn(200) },
  "POST /api/account/iban-change": { expect: signedIn(404) },
  "DELETE /api/account/iban-change": { expect: signedIn(404) },
  "POST /api/users/[id]/iban-change": { id: (f) => f.b.id, expect: adminOnly(404) },
  "DELETE /api/users/[id]/iban-change": { id: (f) => f.b.id, expect: adminOnly(404) },
  "GET /api/closed-accounts": { expect: adminOnly(200) },
  // B's account is open: no blocked data to read.
  "POST /api/closed-accounts/[id]/blocked-data": { id: (f) => f.b.id, body: () => ({ reason: "Matriz" }), expect: adminOnly(404) },
  "GET /api/auth/sessions": { expect: signedIn(200) },
  "POST /api/auth/password": {
    body: () => ({ currentPassword: "no-es-la-clave", newPassword: "otra-clave-larga" }),
    expect: signedIn(400),
  },
  "DELETE /api/auth/sessions": { expect: signedIn(200) },
  "GET /api/logout": { expect: all(303) },
  // Last: a sign-in ends the session its browser held (the caller's cookie goes with it).
  "POST /api/auth/sign-in": { body: () => ({ email: INVESTOR, password: DEMO_PASSWORD }), expect: all(200) },
};

/** POST, PUT and DELETE of an entity: admins only (the GET rows are above, with ownership). */
function crudRows(entity: keyof typeof EDITABLE_ROWS, body: (f: Fixtures) => unknown): Record<string, Row> {
  const { existing, throwaway } = EDITABLE_ROWS[entity];
  return {
    [`POST /api/${entity}`]: { body: (_role, f) => body(f), expect: adminOnly(201) },
    [`PUT /api/${entity}/[id]`]: { id: existing, body: (_role, f) => body(f), expect: adminOnly(200) },
    [`DELETE /api/${entity}/[id]`]: { id: throwaway, expect: adminOnly(204) },
  };
}

const HTTP_METHODS: Method[] = ["GET", "POST", "PUT", "PATCH", "DELETE"];

let fixtures: Fixtures;
let sessions: Record<Role, string | undefined>;

beforeAll(async () => {
  ({ fixtures, sessions } = await seedWithOwnership());
});

describe("authorisation matrix", () => {
  it("has a row for every method of every route handler under app/api", async () => {
    const exported = (await routeHandlers(HTTP_METHODS)).map((target) => target.key);
    const covered = Object.keys(MATRIX);
    expect(exported.filter((entry) => !covered.includes(entry))).toEqual([]);
    expect(covered.filter((entry) => !exported.includes(entry))).toEqual([]);
  });

  for (const [key, row] of Object.entries(MATRIX)) {
    it(key, async () => {
      const actual: Record<string, number> = {};
      for (const role of ROLES) {
        const response = await callRoute(key, row, fixtures, {
          cookie: sessions[role],
          body: row.body?.(role, fixtures),
          peer: `192.0.2.${ROLES.indexOf(role) + 10}`,
        });
        actual[role] = response.status;
      }
      const expected: Record<string, number> = { ...row.expect };
      if (!key.startsWith("GET ")) {
        expected.crossSite = row.crossSite ?? 403;
        const crossSite = await callRoute(key, row, fixtures, {
          cookie: sessions.admin!,
          body: row.body?.("admin", fixtures),
          origin: "https://inversiones.example",
        });
        actual.crossSite = crossSite.status;
      }
      expect(actual).toEqual(expected);
    });
  }
});
