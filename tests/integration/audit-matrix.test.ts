import { beforeAll, describe, expect, it } from "vitest";
import { readKycSettings } from "@/server/kyc/settings";
import { createPasswordLink } from "@/server/auth/password-links";
import { POST as signInRoute } from "@/app/api/auth/sign-in/route";
import { ADMIN, cookieHeader, DEMO_PASSWORD, forgetAcceptedCodes, INVESTOR, signInAs } from "../helpers/auth";
import { jsonRequest, params } from "../helpers/http";
import { DEMO_TOTP_SECRET, totpCode } from "../helpers/totp";
import { auditMark, auditSince } from "../helpers/audit";
import { seedDatabase, testDb } from "../helpers/db";
import { EDITABLE_ROWS, INVESTOR_B, ownershipFixtures, type OwnershipFixtures as Fixtures, DEPOSIT_TERMS } from "../helpers/fixtures";
import { callRoute, routeHandlers, type Method, type RouteCall } from "../helpers/route-modules";
import { privateTokenTo } from "../helpers/private-links";
import { norma43 } from "../helpers/bank-statements";
import { euSanctionsXml, identityUpload, onboardingBody, reviewedOf } from "../helpers/kyc";
import { passwordLinksIssued } from "@/server/auth/forgot-password";
import { unsubscribeToken } from "@/server/mail/unsubscribe";
import { hashToken } from "@/server/auth/token-hashing";
import { sendSignatureCode } from "@/server/deposit/signature-code";
import { confirmInterestRun } from "@/server/deposit/interest-run";
import { requestWithdrawal } from "@/server/deposit/withdrawals";
import { openLink } from "@/server/platform/mail/private-link";
import { actorByEmail } from "../helpers/actors";
import { operationWith } from "../helpers/liquidation";
import { depositHolder } from "../helpers/deposit";
import { confirmLiquidation } from "@/server/liquidation/liquidation";

type Caller = "anonymous" | "investor" | "admin";
/** The participation the undo row creates as just decided. */
let justDecided = "";
/** The interest run the reversal row confirms first. */
let confirmedRun = "";
/** The withdrawal the cancellation and approval rows ask for first. */
let withdrawal = "";

/** A asks for a withdrawal of 1.000 € from their deposit account, given the money first; its id. */
async function aWithdrawal(f: Fixtures): Promise<string> {
  const db = await testDb();
  const account = await db.depositAccount.findUniqueOrThrow({ where: { userId: f.a.id }, select: { id: true } });
  await db.depositMovement.create({
    data: { accountId: account.id, kind: "contribution", amount: "5000", valueDate: new Date("2020-01-01") },
  });
  return (await requestWithdrawal(await actorByEmail(INVESTOR), { amount: "1000" })).id;
}
type Row = RouteCall & {
  as: Caller;
  body?: (f: Fixtures) => unknown | Promise<unknown>;
  /** The Cookie header to send instead of the caller's (a sign-in's challenge). */
  cookie?: () => Promise<string>;
  /** Reads what a later row needs from the answer (a new secret, a renewed session). */
  then?: (response: Response) => Promise<void>;
  /**
   * What the successful write must have recorded (at least this row; the status must be 2xx or a
   * redirect), about the row the path's `[id]` names unless `entityId` names another.
   */
  /** `entityId: null`: the row is a new one whose id the test cannot know (a liquidation). */
  records: { action: string; entityType: string; entityId?: ((f: Fixtures) => string) | null };
};

/**
 * Every route under app/api that writes → a successful call and the audit row it must leave. A
 * writing route missing here, or one whose success records nothing, fails the test: a new route
 * has to say what it records. GET routes that write (signing out, downloading a private file) are
 * listed too; only the start-up revalidation call writes nothing to the database.
 */
// Starting to set up a second factor puts nothing in force (sign-in is unchanged until the first
// right code): the audit records it when it takes effect, at /confirm. An update's reading is kept
// on its recipient row (who, when), the admin's "who read it", not in the audit log.
const NOTHING_TO_RECORD = new Set([
  "POST /api/updates/[id]/read",
  // A signing code puts nothing in force: the opening it signs is recorded.
  "POST /api/deposit-accounts/mine/signature-code",
  "POST /api/deposit-interest-runs/preview",
  "POST /api/internal/revalidate",
  "POST /api/internal/tick",
  "POST /api/auth/two-factor/enable",
  "POST /api/operations/[id]/liquidation/preview",
]);

/** A payout IBAN waiting for `userId`, as if `by` (another person than the caller) had typed it; its link's token. */
async function pendingIbanFor(userId: string, by: string): Promise<string> {
  const token = `matriz-${Math.random().toString(36).slice(2)}`;
  const change = {
    iban: "ES7921000813610123456789",
    requestedById: by,
    tokenHash: hashToken(token),
    linkExpiresAt: new Date(Date.now() + 3_600_000),
  };
  await (await testDb()).ibanChange.upsert({ where: { userId }, create: { userId, ...change }, update: change });
  return token;
}

/** The investor's password once "POST /api/auth/password" has changed it. */
const INVESTOR_NEW_PASSWORD = "clave-de-la-matriz";

/** A Norma 43 file of one credit without a known reference. */
const AUDITED_STATEMENT = new TextDecoder("latin1").decode(
  norma43({ movements: [{ date: "2026-11-03", amount: "43.21", document: "88", concepts: ["AUDITORIA"] }] }),
);

/** The secret the investor's set-up got from /enable, for /confirm's code. */
let enrolmentSecret = "";

/** When A's deposit account was signed, before the desistimiento row signs it today (and puts it back). */
let signedBefore = new Date();

/** A request of A's asked just now (its reflection period runs), revoked by the matrix; then its refund waits for a batch. */
const AUDITED_REVOCATION = "00000000-0000-4000-8000-00000000d001";

const AUDITED_COMPLAINTS = { filed: "00000000-0000-4000-8000-00000000c001", admitted: "00000000-0000-4000-8000-00000000c002" } as const;

/** A complaint in the register at `status`, for a decision to be made on it. */
async function auditedComplaint(id: string, status: "filed" | "admitted") {
  await (
    await testDb()
  ).complaint.create({
    data: {
      id,
      reference: `REC-AUD-${id.slice(-4)}`,
      number: 900_000 + Number.parseInt(id.slice(-4), 16),
      name: "Ana Auditada",
      email: "ana.auditada@correo.example",
      category: "otra",
      text: "Una reclamación para la matriz de auditoría.",
      status,
      admissibilityDue: new Date("2027-01-15T00:00:00Z"),
      resolutionDue: new Date("2027-03-01T00:00:00Z"),
    },
  });
}

const MATRIX: Record<string, Row> = {
  // GET routes that write (the downloads before the edits below replace these files by links).
  "GET /api/documents/[id]/file": { as: "investor", id: (f) => f.aDocument.id, records: { action: "download", entityType: "document" } },
  "GET /api/contracts/[id]/file": { as: "investor", id: (f) => f.aContract.id, records: { action: "download", entityType: "contract" } },
  "GET /api/account/export": { as: "investor", records: { action: "export", entityType: "user", entityId: (f) => f.a.id } },
  "POST /api/contact": {
    as: "anonymous",
    body: () => ({ name: "Ana", email: "ana@correo.example", message: "Hola", acceptPrivacy: true }),
    records: { action: "create", entityType: "message" },
  },
  ...crudRows(
    "operations",
    "operation",
    () => ({ title: "Operación auditada", province: "madrid", pvp: "1000", ticketMin: "100" }),
    () => ({ title: "Editada para la auditoría", province: "madrid", pvp: "1000000", ticketMin: "100" }),
  ),
  "POST /api/operations/[id]/archive": {
    as: "admin",
    id: (f) => f.b.operationId,
    body: () => ({}),
    records: { action: "update", entityType: "operation", entityId: (f) => f.b.operationId },
  },
  "DELETE /api/operations/[id]/archive": {
    as: "admin",
    id: (f) => f.b.operationId,
    records: { action: "update", entityType: "operation", entityId: (f) => f.b.operationId },
  },
  "POST /api/users/[id]/archive": {
    as: "admin",
    id: (f) => f.a.id,
    body: () => ({}),
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  "DELETE /api/users/[id]/archive": {
    as: "admin",
    id: (f) => f.a.id,
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  "PUT /api/operations/[id]/timeline": {
    as: "admin",
    id: (f) => f.a.operationId,
    body: () => ({ milestones: [{ kind: "demanda", status: "completado", date: "2026-01-10" }] }),
    records: { action: "update", entityType: "operation" },
  },
  "PUT /api/operations/[id]/scenarios": {
    as: "admin",
    id: (f) => f.a.operationId,
    body: () => ({ scenarios: [{ name: "El deudor paga", months: 6, basis: "per_euro", gross: "1.15", costs: "0.01" }] }),
    records: { action: "update", entityType: "operation" },
  },
  "POST /api/auth/sign-in": {
    as: "anonymous",
    body: () => ({ email: INVESTOR, password: DEMO_PASSWORD }),
    records: { action: "sign-in", entityType: "user", entityId: (f) => f.a.id },
  },
  "POST /api/auth/sign-up": {
    as: "anonymous",
    body: () => ({
      firstName: "Nueva",
      lastName: "Auditada",
      email: "nueva.auditada@correo.example",
      password: "una-clave-larga",
      acceptPrivacy: true,
    }),
    records: { action: "sign-up", entityType: "user" },
  },
  "POST /api/auth/forgot-password": {
    as: "anonymous",
    body: () => ({ email: INVESTOR_B }),
    records: { action: "password-link", entityType: "user", entityId: (f) => f.b.id },
  },
  "POST /api/auth/reset-password": {
    as: "anonymous",
    body: async (f) => ({ token: await freshResetToken(f.b.id), password: "otra-clave-larga" }),
    records: { action: "password-reset", entityType: "user", entityId: (f) => f.b.id },
  },
  "POST /api/auth/password": {
    as: "investor",
    body: () => ({ currentPassword: DEMO_PASSWORD, newPassword: INVESTOR_NEW_PASSWORD }),
    records: { action: "password-change", entityType: "user", entityId: (f) => f.a.id },
  },
  "DELETE /api/auth/sessions": { as: "investor", records: { action: "sessions-ended", entityType: "user", entityId: (f) => f.a.id } },
  "POST /api/files": {
    as: "admin",
    query: () => "?purpose=document",
    raw: { body: "%PDF-1.7\n% auditoría\n", contentType: "application/octet-stream" },
    records: { action: "create", entityType: "upload" },
  },
  "POST /api/bank-statements": {
    as: "admin",
    raw: { body: AUDITED_STATEMENT, contentType: "application/octet-stream" },
    records: { action: "create", entityType: "bank_statement" },
  },
  "PUT /api/bank-entries/[id]": {
    as: "admin",
    id: (f) => f.bankEntry.id,
    body: () => ({ status: "ignored", note: "Auditoría" }),
    records: { action: "update", entityType: "bank_entry" },
  },
  // A liquidation's preview (nothing written), the liquidation, then its reversal, of an operation made for them (beforeAll).
  "POST /api/operations/[id]/liquidation/preview": {
    as: "admin",
    id: () => liquidable,
    body: () => ({ proceeds: "12000", costs: [], date: "2026-12-01" }),
    records: { action: "-", entityType: "-" },
  },
  "POST /api/operations/[id]/liquidation": {
    as: "admin",
    id: () => liquidable,
    body: () => ({ proceeds: "12000", costs: [{ concept: "Costas", amount: "500" }], date: "2026-12-01" }),
    records: { action: "create", entityType: "liquidation", entityId: null },
  },
  // Its withholding, dated 2026, is what the year's certificates certify (before the reversal undoes it).
  // The AEAT's files: who made them, and when.
  "GET /api/tax-years/[year]/modelo-123": {
    as: "admin",
    params: () => ({ year: "2099" }),
    query: () => "?period=1T",
    records: { action: "download", entityType: "tax_year", entityId: null },
  },
  "POST /api/tax-certificates/[year]/issue": {
    as: "admin",
    params: () => ({ year: "2026" }),
    records: { action: "create", entityType: "tax_certificates", entityId: null },
  },
  "POST /api/operations/[id]/liquidation/reversal": {
    as: "admin",
    id: () => liquidable,
    body: () => ({ reason: "Auditoría" }),
    records: { action: "update", entityType: "liquidation", entityId: null },
  },
  "POST /api/internal/revalidate": { as: "anonymous", records: { action: "-", entityType: "-" } },
  "POST /api/internal/tick": { as: "anonymous", records: { action: "-", entityType: "-" } },
  "POST /api/deposit-accounts/mine/signature-code": { as: "investor", body: () => ({}), records: { action: "-", entityType: "-" } },
  "POST /api/deposit-interest-runs/preview": {
    as: "admin",
    body: () => ({ period: "2020-09-30" }),
    records: { action: "-", entityType: "-" },
  },
  "POST /api/deposit-interest-runs": {
    as: "admin",
    body: () => ({ period: "2020-06-30" }),
    records: { action: "create", entityType: "deposit_account", entityId: null },
  },
  "POST /api/deposit-accounts/mine/withdrawals": {
    as: "investor",
    body: async (f) => {
      const db = await testDb();
      const account = await db.depositAccount.findUniqueOrThrow({ where: { userId: f.a.id }, select: { id: true } });
      await db.depositMovement.create({
        data: { accountId: account.id, kind: "contribution", amount: "5000", valueDate: new Date("2020-01-01") },
      });
      return { amount: "1000" };
    },
    records: { action: "update", entityType: "deposit_account", entityId: null },
  },
  "DELETE /api/deposit-accounts/mine/withdrawals/[id]": {
    as: "investor",
    id: () => withdrawal,
    body: async (f) => {
      withdrawal = await aWithdrawal(f);
      return undefined;
    },
    records: { action: "update", entityType: "deposit_account", entityId: null },
  },
  "POST /api/deposit-withdrawals/[id]/cancellation": {
    as: "admin",
    id: () => withdrawal,
    body: async (f) => {
      withdrawal = await aWithdrawal(f);
      return { reason: "Pedida por error" };
    },
    records: { action: "update", entityType: "deposit_account", entityId: null },
  },
  "POST /api/deposit-withdrawals/[id]/approval": {
    as: "admin",
    id: () => withdrawal,
    body: async (f) => {
      withdrawal = await aWithdrawal(f);
      return {};
    },
    records: { action: "update", entityType: "deposit_account", entityId: null },
  },
  "POST /api/deposit-interest-runs/[id]/reversal": {
    as: "admin",
    id: () => confirmedRun,
    body: async () => {
      confirmedRun = (await confirmInterestRun(await actorByEmail(ADMIN), { period: "2020-03-31" })).id;
      return { reason: "Matriz de auditoría" };
    },
    records: { action: "update", entityType: "deposit_account" },
  },
  // A opens a deposit account: the fixture's is closed out first, and the code read from the outbox.
  "POST /api/deposit-accounts/mine": {
    as: "investor",
    body: async (f) => {
      const db = await testDb();
      await db.depositAccount.deleteMany({ where: { userId: f.a.id } });
      await db.depositSignatureCode.deleteMany({ where: { userId: f.a.id } });
      await sendSignatureCode(await actorByEmail(INVESTOR));
      const mail = await db.email.findFirstOrThrow({ where: { kind: "deposit-signature", to: INVESTOR }, orderBy: { createdAt: "desc" } });
      return { contractVersion: 0, acceptContract: true, fichaVersion: 1, code: openLink(mail.privateLink!) };
    },
    records: { action: "create", entityType: "deposit_account", entityId: null },
  },
  "POST /api/updates/[id]/read": { as: "investor", id: (f) => f.aUpdate.id, body: () => ({}), records: { action: "-", entityType: "-" } },
  // A commercial e-mail's one-click unsubscribe, signed out: A had opted in.
  "POST /api/unsubscribe": {
    as: "anonymous",
    query: (f) => `?token=${encodeURIComponent(unsubscribeToken(f.a.id))}`,
    body: async (f) => {
      await (await testDb()).user.update({ where: { id: f.a.id }, data: { notifyNewOperations: true } });
      return {};
    },
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  "POST /api/calendar-feed": {
    as: "investor",
    body: () => ({}),
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  "DELETE /api/calendar-feed": { as: "investor", records: { action: "update", entityType: "user", entityId: (f) => f.a.id } },
  // The existing participation keeps its investor and operation: papers are addressed to it.
  ...crudRows(
    "investments",
    "investment",
    (f) => ({ userId: f.b.id, operationId: f.b.operationId, amount: "50000.00" }),
    (f) => ({ userId: f.a.id, operationId: f.a.operationId, amount: "50000.00" }),
  ),
  ...crudRows("documents", "document", (f) => ({
    name: "Documento auditado",
    type: "Nota",
    operationId: f.a.operationId,
    fileUrl: "/docs/x.pdf",
  })),
  ...crudRows("contracts", "contract", (f) => ({
    title: "Contrato auditado",
    type: "CPO",
    operationId: f.a.operationId,
    fileUrl: "/docs/c.pdf",
    status: "draft",
  })),
  ...crudRows(
    "transactions",
    "transaction",
    (f) => ({ operationId: f.a.operationId, userId: f.a.id, type: "APORTE", amount: "10.00", status: "completed" }),
    // A completed movement: only its notes change (its money is posted).
    (f) => ({ operationId: f.a.operationId, userId: f.a.id, type: "APORTE", amount: "1000.00", status: "completed", description: "Nota" }),
  ),
  "POST /api/transactions/[id]/reversal": {
    as: "admin",
    id: () => reversible,
    body: () => ({ reason: "Tecleado dos veces" }),
    records: { action: "create", entityType: "transaction", entityId: null },
  },
  ...crudRows(
    "users",
    "user",
    () => ({ firstName: "Auditado", lastName: "Nuevo", email: "auditado.nuevo@correo.example" }),
    () => ({ firstName: "Beatriz", lastName: "Segura Ruiz", email: INVESTOR_B }),
  ),
  "POST /api/users/[id]/password-link": { as: "admin", id: (f) => f.b.id, records: { action: "password-link", entityType: "user" } },
  "PUT /api/preferences": {
    as: "investor",
    body: () => ({ notifyDocuments: false, notifyOperations: true }),
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  "PUT /api/account/profile": {
    as: "investor",
    body: () => ({ nif: "12345678Z", address: "Calle de la Matriz 1" }),
    records: { action: "update", entityType: "user", entityId: (f) => f.a.id },
  },
  "POST /api/emails/[id]/retry": { as: "admin", id: (f) => f.throwaway.email.id, records: { action: "update", entityType: "email" } },
  "PATCH /api/messages/[id]": {
    as: "admin",
    id: (f) => f.throwaway.message.id,
    body: () => ({ isRead: true }),
    records: { action: "update", entityType: "message" },
  },
  "POST /api/messages/[id]/replies": {
    as: "admin",
    id: (f) => f.throwaway.message.id,
    body: () => ({ body: "Gracias por escribir" }),
    records: { action: "message-reply", entityType: "message" },
  },
  "DELETE /api/messages/[id]": { as: "admin", id: (f) => f.throwaway.message.id, records: { action: "delete", entityType: "message" } },
  "PUT /api/settings": {
    as: "admin",
    body: () => ({
      contactEmail: "auditoria@club.example",
      whatsappNumber: "+34 600 000 000",
      companyUrl: "https://club.example/nosotros",
    }),
    records: { action: "update", entityType: "settings" },
  },
  "PUT /api/settings/tax": {
    as: "admin",
    body: () => ({ clubLegalName: "Club de auditoría, S.L.", clubNif: "B12345674", withholdingRates: [{ year: 2027, rate: "19" }] }),
    records: { action: "update", entityType: "settings" },
  },
  "PUT /api/legal-texts/[kind]": {
    as: "admin",
    params: () => ({ kind: "terminos" }),
    body: () => ({ body: "## Términos\n\nTexto auditado." }),
    records: { action: "create", entityType: "legal_text", entityId: null },
  },
  "PUT /api/settings/kyc": {
    as: "admin",
    body: () => ({
      questions: [{ text: "¿Puedes perder el capital?", options: ["No", "Sí"], correct: 1 }],
      passMark: "1",
      fundsProofAbove: "60000",
    }),
    records: { action: "update", entityType: "settings" },
  },
  // Knowing the investor (issue 49): an admin reads A's document; A's expired, A sends a new one (it replaces the
  // photo read), an admin verifies it; B is recorded in person.
  "GET /api/identity-files/[id]": {
    as: "admin",
    id: (f) => f.aIdentityFile.id,
    records: { action: "verification-file-read", entityType: "verification", entityId: (f) => f.a.id },
  },
  "POST /api/account/verification": {
    as: "investor",
    body: async (f) => {
      await (await testDb()).identityVerification.update({ where: { userId: f.a.id }, data: { documentExpiry: new Date("2020-01-01") } });
      return onboardingBody({ front: await identityUpload(f.a.id), back: await identityUpload(f.a.id) });
    },
    records: { action: "verification-submitted", entityType: "verification", entityId: (f) => f.a.id },
  },
  "POST /api/verifications/[id]/decision": {
    as: "admin",
    id: (f) => f.a.id,
    body: async (f) => ({ decision: "verified", riskLevel: "normal", ...(await reviewedOf(f.a.id)) }),
    records: { action: "verification-verified", entityType: "verification" },
  },
  "POST /api/users/[id]/verification": {
    as: "admin",
    id: (f) => f.b.id,
    body: () => ({ decision: "verified", documentType: "NIE", documentNumber: "X1234567L", note: "Identificada ante notario" }),
    records: { action: "verification-verified", entityType: "verification" },
  },
  "POST /api/sanctions-lists": {
    as: "admin",
    raw: { body: euSanctionsXml([{ reference: "EU.9.9", names: ["Persona Auditada Ficticia"] }]), contentType: "application/octet-stream" },
    records: { action: "sanctions-list-imported", entityType: "sanctions_list", entityId: null },
  },
  "POST /api/screening-hits/[id]": {
    as: "admin",
    id: (f) => f.screeningHit.id,
    body: () => ({ status: "cleared", note: "Otra persona: otra fecha de nacimiento" }),
    records: { action: "screening-decided", entityType: "screening_hit" },
  },
  // A decision taken a moment ago (its undo still open) is undone.
  "POST /api/investments/[id]/undo-decision": {
    as: "admin",
    id: () => justDecided,
    body: async (f) => {
      const row = await (
        await testDb()
      ).participation.create({
        data: {
          userId: f.b.id,
          operationId: f.bInvestment.operationId,
          amount: "300.00",
          status: "active",
          undoableUntil: new Date(Date.now() + 60_000),
          undoStatus: "requested",
          undoAmount: "300.00",
        },
      });
      justDecided = row.id;
      return { updatedAt: row.updatedAt.toISOString() };
    },
    records: { action: "update", entityType: "investment" },
  },
  "POST /api/investments/[id]/withdrawal": {
    as: "investor",
    id: (f) => f.aRequest.id,
    body: () => ({}),
    records: { action: "update", entityType: "investment" },
  },
  "POST /api/operations/[id]/updates": {
    as: "admin",
    id: (f) => f.a.operationId,
    body: () => ({ title: "Novedad de la auditoría", body: "Texto" }),
    records: { action: "create", entityType: "operation_update", entityId: null },
  },
  "PUT /api/investments/[id]/co-holders": {
    as: "admin",
    id: (f) => f.aInvestment.id,
    body: () => ({ coHolders: [] }),
    records: { action: "update", entityType: "investment" },
  },
  "PUT /api/settings/deposit": {
    as: "admin",
    body: () => ({ ...DEPOSIT_TERMS }),
    records: { action: "update", entityType: "settings" },
  },
  // Sold right (issue 66, items 2–4): the test and its warning acknowledged, a revocation, its refund's batch, a desistimiento.
  "POST /api/account/appropriateness": {
    as: "investor",
    // The questionnaire as Configuración has it by now (a row above changed it): the first option of each question.
    body: async () => ({
      answers: Object.fromEntries((await readKycSettings()).questionnaire.questions.map((_, i) => [`q${i + 1}`, `q${i + 1}-1`])),
      yearlyIncome: "40000",
      liquidAssets: "60000",
      yearlyCommitments: "12000",
    }),
    records: { action: "appropriateness-test", entityType: "verification", entityId: (f) => f.a.id },
  },
  "POST /api/account/appropriateness/acknowledgment": {
    as: "investor",
    body: () => ({}),
    records: { action: "appropriateness-test", entityType: "verification", entityId: (f) => f.a.id },
  },
  "POST /api/investments/[id]/revocation": {
    as: "investor",
    id: () => AUDITED_REVOCATION,
    body: async (f) => {
      const db = await testDb();
      await db.participation.create({
        data: {
          id: AUDITED_REVOCATION,
          userId: f.a.id,
          operationId: f.a.operationId,
          amount: "1000",
          status: "active",
          requestedAt: new Date(),
        },
      });
      await db.movement.create({
        data: { operationId: f.a.operationId, investmentId: AUDITED_REVOCATION, userId: f.a.id, type: "APORTE", amount: "1000" },
      });
      await db.user.update({ where: { id: f.a.id }, data: { iban: "ES9121000418450200051332" } });
      return {};
    },
    records: { action: "update", entityType: "investment", entityId: () => AUDITED_REVOCATION },
  },
  "POST /api/refunds/transfers": {
    as: "admin",
    body: () => ({}),
    records: { action: "download", entityType: "refund", entityId: null },
  },
  // A's deposit account (the opening row above made it anew) is signed today for this row; afterwards as it was.
  "POST /api/deposit-accounts/mine/desistimiento": {
    as: "investor",
    body: async (f) => {
      const db = await testDb();
      const account = await db.depositAccount.findUniqueOrThrow({ where: { userId: f.a.id }, select: { openedAt: true } });
      signedBefore = account.openedAt;
      await db.depositAccount.update({ where: { userId: f.a.id }, data: { openedAt: new Date() } });
      return { name: "Ana", email: "ana.acuse@correo.example" };
    },
    then: async () => {
      const db = await testDb();
      const account = await db.depositAccount.findFirstOrThrow({ where: { desistedAt: { not: null }, desistimientoKey: { not: null } } });
      await db.depositWithdrawal.deleteMany({ where: { accountId: account.id, desistimiento: true } });
      await db.depositAccount.update({
        where: { id: account.id },
        data: { openedAt: signedBefore, status: "open", closedAt: null, desistedAt: null, desistimientoKey: null },
      });
    },
    records: { action: "desistimiento", entityType: "deposit_account", entityId: null },
  },
  // Complaints (issue 66, item 5): filed, admitted, resolved; the rows decided are written here with ids of their own.
  "POST /api/complaints": {
    as: "investor",
    body: () => ({ category: "otra", text: "Una reclamación de la matriz de auditoría." }),
    records: { action: "create", entityType: "complaint" },
  },
  "POST /api/complaints/[id]/admissibility": {
    as: "admin",
    id: () => AUDITED_COMPLAINTS.filed,
    body: async () => {
      await auditedComplaint(AUDITED_COMPLAINTS.filed, "filed");
      return { admitted: false, note: "Fuera del ámbito del club" };
    },
    records: { action: "update", entityType: "complaint", entityId: () => AUDITED_COMPLAINTS.filed },
  },
  "POST /api/complaints/[id]/resolution": {
    as: "admin",
    id: () => AUDITED_COMPLAINTS.admitted,
    body: async () => {
      await auditedComplaint(AUDITED_COMPLAINTS.admitted, "admitted");
      return { outcome: "rejected", resolution: "Sin fundamento tras revisar los movimientos" };
    },
    records: { action: "update", entityType: "complaint", entityId: () => AUDITED_COMPLAINTS.admitted },
  },
  "PUT /api/settings/complaints": {
    as: "admin",
    body: () => ({ complaintAdmissibilityDays: 8, complaintResolutionMonths: 2 }),
    records: { action: "update", entityType: "settings" },
  },
  "PUT /api/settings/retention": {
    as: "admin",
    body: () => ({ retentionAccountingYears: "6", retentionTaxYears: "4", retentionAmlYears: "8" }),
    records: { action: "update", entityType: "settings" },
  },
  // Closing an account: A asks and withdraws; asked again, an admin rejects it; B's blocked data is read.
  "POST /api/account/closure": {
    as: "investor",
    body: () => ({}),
    records: { action: "closure-request", entityType: "user", entityId: (f) => f.a.id },
  },
  "DELETE /api/account/closure": { as: "investor", records: { action: "closure-withdrawn", entityType: "user", entityId: (f) => f.a.id } },
  "POST /api/users/[id]/closure": {
    as: "admin",
    id: (f) => f.a.id,
    body: async (f) => {
      await (await testDb()).user.update({ where: { id: f.a.id }, data: { closureRequestedAt: new Date() } });
      return { decision: "reject", reason: "Matriz de auditoría" };
    },
    records: { action: "closure-rejected", entityType: "user" },
  },
  // A payout IBAN typed for A by an admin (issue 46), waiting: confirmed or cancelled by each way there is.
  "POST /api/iban-change/confirm": {
    as: "anonymous",
    body: async (f) => ({ token: await pendingIbanFor(f.a.id, f.b.id) }),
    records: { action: "iban-change-confirmed", entityType: "user", entityId: (f) => f.a.id },
  },
  "POST /api/account/iban-change": {
    as: "investor",
    body: async (f) => void (await pendingIbanFor(f.a.id, f.b.id)),
    records: { action: "iban-change-confirmed", entityType: "user", entityId: (f) => f.a.id },
  },
  "DELETE /api/account/iban-change": {
    as: "investor",
    body: async (f) => void (await pendingIbanFor(f.a.id, f.b.id)),
    records: { action: "iban-change-cancelled", entityType: "user", entityId: (f) => f.a.id },
  },
  "POST /api/users/[id]/iban-change": {
    as: "admin",
    id: (f) => f.a.id,
    body: async (f) => void (await pendingIbanFor(f.a.id, f.b.id)),
    records: { action: "iban-change-confirmed", entityType: "user" },
  },
  "DELETE /api/users/[id]/iban-change": {
    as: "admin",
    id: (f) => f.a.id,
    body: async (f) => void (await pendingIbanFor(f.a.id, f.b.id)),
    records: { action: "iban-change-cancelled", entityType: "user" },
  },
  "POST /api/closed-accounts/[id]/blocked-data": {
    as: "admin",
    id: (f) => f.b.id,
    body: async (f) => {
      const identity = { email: "inversora.b@correo.example" };
      await (await testDb()).blockedAccount.create({ data: { userId: f.b.id, identity, destroyAfter: new Date("2036-01-01") } });
      return { reason: "Requerimiento de la matriz" };
    },
    records: { action: "blocked-read", entityType: "user" },
  },
  "PUT /api/settings/payments": {
    as: "admin",
    body: () => ({ clubIban: "ES91 2100 0418 4502 0005 1332", clubAccountHolder: "Club de auditoría", clubBank: "Banco", paymentDays: 7 }),
    records: { action: "update", entityType: "settings" },
  },
  // The second factor, last but for the sign-out: the investor sets one up, which renews its session.
  "POST /api/auth/two-factor/enable": {
    as: "investor",
    body: () => ({ password: INVESTOR_NEW_PASSWORD }),
    records: { action: "-", entityType: "-" },
    then: async (response) => void (enrolmentSecret = ((await response.json()) as { secret: string }).secret),
  },
  "POST /api/auth/two-factor/confirm": {
    as: "investor",
    body: () => ({ code: totpCode(enrolmentSecret) }),
    records: { action: "two-factor-on", entityType: "user", entityId: (f) => f.a.id },
    then: async (response) => void (cookies.investor = cookieHeader(response)),
  },
  "POST /api/auth/two-factor/recovery-codes": {
    as: "investor",
    body: () => ({ password: INVESTOR_NEW_PASSWORD }),
    records: { action: "recovery-codes", entityType: "user", entityId: (f) => f.a.id },
  },
  "POST /api/auth/two-factor/disable": {
    as: "investor",
    body: () => ({ password: INVESTOR_NEW_PASSWORD }),
    records: { action: "two-factor-off", entityType: "user", entityId: (f) => f.a.id },
    then: async (response) => void (cookies.investor = cookieHeader(response) || cookies.investor),
  },
  "POST /api/auth/two-factor": {
    as: "anonymous",
    cookie: async () => {
      await forgetAcceptedCodes(ADMIN); // the admin signed in within these 30 s already
      return cookieHeader(
        await signInRoute(jsonRequest("POST", "/api/auth/sign-in", { body: { email: ADMIN, password: DEMO_PASSWORD } }), params({})),
      );
    },
    body: () => ({ code: totpCode(DEMO_TOTP_SECRET) }),
    records: { action: "sign-in", entityType: "user" },
  },
  "GET /api/logout": { as: "investor", records: { action: "sign-out", entityType: "user", entityId: (f) => f.a.id } },
  // A SEPA batch is made by POST (issue 64, item 5): a liquidation's, paying an investor with an IBAN; a window's, the
  // demo's approved withdrawal. Last: the admin closes a deposit account.
  "POST /api/operations/[id]/liquidation/sepa": {
    as: "admin",
    id: () => paying,
    body: async () => {
      paying = await liquidatedPayingByIban();
      return undefined;
    },
    records: { action: "download", entityType: "liquidation", entityId: null },
  },
  "POST /api/deposit-withdrawals/transfers": {
    as: "admin",
    body: () => ({}),
    records: { action: "download", entityType: "deposit_account", entityId: null },
  },
  "POST /api/deposit-accounts/[id]/closure": {
    as: "admin",
    id: () => closing,
    body: async () => {
      closing = (await depositHolder({ firstName: "Cierre", lastName: "Matriz", movements: [] })).accountId;
      return { reason: "Matriz de auditoría" };
    },
    records: { action: "update", entityType: "deposit_account" },
  },
};

let paying = "";
let closing = "";

/** An operation liquidated now, its one payout ordered to a demo investor with an IBAN: a batch can be made of it. */
async function liquidatedPayingByIban(): Promise<string> {
  const db = await testDb();
  const payee = await db.user.findFirstOrThrow({ where: { role: "investor", iban: { startsWith: "ES" } }, select: { email: true } });
  const operation = await operationWith([payee.email!, "10000"]);
  await confirmLiquidation(await actorByEmail(ADMIN), operation.id, { proceeds: "11000", costs: [], date: "2026-11-30" });
  return operation.id;
}

/** POST, PUT and DELETE of an entity by the admin: the new row's body, and the one sent to edit the existing row. */
function crudRows(
  api: keyof typeof EDITABLE_ROWS,
  entityType: string,
  body: (f: Fixtures) => unknown,
  update: (f: Fixtures) => unknown = body,
): Record<string, Row> {
  const { existing, throwaway } = EDITABLE_ROWS[api];
  return {
    [`POST /api/${api}`]: { as: "admin", body, records: { action: "create", entityType } },
    [`PUT /api/${api}/[id]`]: { as: "admin", id: existing, body: update, records: { action: "update", entityType } },
    [`DELETE /api/${api}/[id]`]: { as: "admin", id: throwaway, records: { action: "delete", entityType } },
  };
}

/** A valid one-time link for the investor, as the admin's "enlace de contraseña" makes it. */
async function freshResetToken(investorId: string): Promise<string> {
  const db = await testDb();
  const admin = await db.user.findUniqueOrThrow({
    where: { email: ADMIN },
    select: { id: true, email: true, firstName: true, lastName: true, role: true },
  });
  const { sentTo } = await createPasswordLink(admin, investorId);
  return privateTokenTo(sentTo);
}

const WRITES: Method[] = ["POST", "PUT", "PATCH", "DELETE"];

let fixtures: Fixtures;
let cookies: Record<Caller, string | undefined>;
/** An operation in progress whose one participation has paid in: what the liquidation rows liquidate. */
let liquidable: string;
/** A completed movement the club typed, which the counter-movement row cancels. */
let reversible: string;

beforeAll(async () => {
  await seedDatabase();
  fixtures = await ownershipFixtures();
  const db = await testDb();
  const operation = await db.operation.create({
    data: {
      title: "Operación liquidable",
      slug: "operacion-liquidable",
      province: "madrid",
      pvp: "10000",
      ticketMin: "100",
      status: "en_curso",
    },
  });
  const participation = await db.participation.create({
    data: { userId: fixtures.a.id, operationId: operation.id, amount: "10000", status: "active" },
  });
  await db.movement.create({
    data: {
      operationId: operation.id,
      userId: fixtures.a.id,
      investmentId: participation.id,
      type: "APORTE",
      amount: "10000",
      status: "completed",
      transactionDate: new Date("2026-01-15T00:00:00Z"),
    },
  });
  liquidable = operation.id;
  ({ id: reversible } = await db.movement.create({
    data: { operationId: fixtures.a.operationId, userId: fixtures.a.id, type: "HONORARIO", amount: "25.00", status: "completed" },
  }));
  cookies = { anonymous: undefined, investor: await signInAs(INVESTOR), admin: await signInAs(ADMIN) };
});

describe("audit matrix: every write through app/api records who did what", () => {
  it("has a row for every POST, PUT, PATCH and DELETE of every route handler under app/api", async () => {
    const exported = (await routeHandlers(WRITES)).map((target) => target.key);
    const covered = Object.keys(MATRIX);
    expect(exported.filter((entry) => !covered.includes(entry))).toEqual([]);
    expect(covered.filter((entry) => !entry.startsWith("GET ") && !exported.includes(entry))).toEqual([]);
  });

  for (const [name, row] of Object.entries(MATRIX)) {
    it(
      NOTHING_TO_RECORD.has(name)
        ? `${name} writes nothing to the database`
        : `${name} records ${row.records.action} ${row.records.entityType}`,
      async () => {
        const body = row.body ? await row.body(fixtures) : undefined;
        const mark = await auditMark();
        const cookie = row.cookie ? await row.cookie() : cookies[row.as];
        const response = await callRoute(name, row, fixtures, { cookie, body, peer: "198.51.100.23" });
        await row.then?.(response.clone());
        await passwordLinksIssued(); // forgot-password issues its link after answering
        const recorded = await auditSince(mark);
        if (NOTHING_TO_RECORD.has(name)) {
          expect(recorded).toEqual([]);
          return;
        }
        expect(response.status, await response.clone().text()).toBeLessThan(400);
        const entityId = row.records.entityId === null ? undefined : (row.records.entityId ?? row.id);
        const wanted = {
          action: row.records.action,
          entityType: row.records.entityType,
          address: "198.51.100.23",
          ...(entityId ? { entityId: entityId(fixtures) } : {}),
        };
        expect(recorded).toEqual(expect.arrayContaining([expect.objectContaining(wanted)]));
        // Signed-in callers are named; an anonymous one only where the flow proves who they are.
        const ours = recorded.find((event) => event.action === wanted.action)!;
        if (row.as !== "anonymous") expect(ours.actorId).not.toBeNull();
      },
    );
  }
});
