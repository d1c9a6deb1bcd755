import { createHash } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { extractText, getDocumentProxy } from "unpdf";
import { GET as sheetRoute } from "@/app/api/operations/[id]/ficha/route";
import { GET as sheetFileRoute } from "@/app/api/operations/[id]/ficha/[version]/route";
import { GET as depositSheetRoute } from "@/app/api/deposit-accounts/ficha/route";
import { GET as depositSheetFileRoute } from "@/app/api/deposit-accounts/ficha/[version]/route";
import { GET as appropriatenessGet, POST as appropriatenessPost } from "@/app/api/account/appropriateness/route";
import { POST as revocationRoute } from "@/app/api/investments/[id]/revocation/route";
import { POST as desistimientoRoute } from "@/app/api/deposit-accounts/mine/desistimiento/route";
import { dayInMadrid, formatDate, formatMoney } from "@/lib/format";
import { getOperationMoney } from "@/server/reports/portfolio";
import { pendingWork } from "@/server/reports/pending-work";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { APPROPRIATENESS_MESSAGES } from "@/lib/validations/appropriateness";
import { DESISTIMIENTO_MESSAGES } from "@/lib/validations/deposit-account";
import type { Actor } from "@/server/core/actor";
import { requestParticipation } from "@/server/participations/requests";
import { updateParticipation } from "@/server/participations/records";
import { revokeParticipation, REVOCATION_MESSAGES } from "@/server/participations/revocation";
import { takeAppropriatenessTest } from "@/server/appropriateness/test";
import { postMovements } from "@/server/ledger/post";
import { listRefunds, refundTransfers } from "@/server/payouts/refunds";
import { desistDepositContract } from "@/server/deposit/desistimiento";
import { depositWindowTransfers } from "@/server/deposit/transfers";
import { cancelWithdrawalByAdmin, listWithdrawalQueue } from "@/server/deposit/withdrawals";
import { revocationEndToEndIdOf } from "@/server/payouts/completion";
import { WITHDRAWAL_MESSAGES } from "@/lib/validations/deposit-withdrawal";
import { FICHA_MESSAGES } from "@/server/fichas/versions";
import { SHEET_DISCLAIMERS } from "@/server/fichas/texts";
import { schemaErrors } from "@/server/platform/xml/schema";
import { PAIN_001_SCHEMA } from "@/server/payouts/sepa-batch";
import { testDb } from "../helpers/db";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { actorByEmail, actorOf, refusal } from "../helpers/actors";
import { verifyInvestor } from "../helpers/fixtures";
import { asSeen } from "../helpers/seen";
import { depositHolder, seedOfferingDeposit } from "../helpers/deposit";
import { jsonRequest, params } from "../helpers/http";

/**
 * Issue 66, items 1–4: the information sheet (versioned, its PDF read back), the appropriateness test
 * and the warnings a request asks for, the reflection period's revocation with its refund, and the
 * deposit contract's desistimiento — each figure worked by hand.
 */
const IBAN = "ES9121000418450200051332";
let admin: Actor;
let made = 0;

async function investor(name: string): Promise<Actor> {
  made++;
  const user = await (
    await testDb()
  ).user.create({
    data: { email: `vendido.${made}@correo.example`, firstName: name, lastName: "Informada", role: "investor", iban: IBAN },
  });
  await verifyInvestor(user.id);
  return actorOf(user);
}

/** An open operation of 200.000 € with a 10.000 € ticket and one expected scenario: 1,30 € back per euro, 0,04 € of costs, 18 months. */
async function operation(slug: string): Promise<string> {
  const db = await testDb();
  const row = await db.operation.create({
    data: {
      title: `Operación ${slug}`,
      slug,
      province: "madrid",
      pvp: "200000",
      ticketMin: "10000",
      status: "abierta",
      conflictsOfInterest: "Un socio del club participa con 20.000 €.",
      scenarios: {
        create: {
          position: 1,
          name: "Subasta al valor de tasación",
          months: 18,
          basis: "per_euro",
          gross: "1.3",
          costs: "0.04",
          expected: true,
        },
      },
    },
  });
  return row.id;
}

const json = async <T = Record<string, unknown>>(response: Response) => (await response.json()) as T;
/** An amount as the PDF's text reads back (its no-break spaces as spaces). */
const printed = (amount: string) => formatMoney(amount).replace(/\u00a0/g, " ");
const pdfText = async (bytes: Uint8Array) =>
  (await extractText(await getDocumentProxy(bytes), { mergePages: true })).text.replace(/\s+/g, " ");

beforeAll(async () => {
  admin = await seedOfferingDeposit({});
}, 120_000);

afterEach(() => {
  vi.useRealTimers();
});

describe("the information sheet (item 1)", () => {
  it("is public, versioned by what it prints, its PDF hashed and read back with the fee worked at the ticket and both disclaimers", async () => {
    const id = await operation("ficha-operacion");
    const first = await json<{ version: number; sha256: string; url: string }>(
      await sheetRoute(jsonRequest("GET", `/api/operations/${id}/ficha`), params({ id })),
    );
    expect(first).toEqual({ version: 1, sha256: expect.stringMatching(/^[0-9a-f]{64}$/), url: `/api/operations/${id}/ficha/1` });
    const file = await sheetFileRoute(jsonRequest("GET", first.url), params({ id, version: "1" }));
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(first.sha256);
    const document = await getDocumentProxy(bytes.slice());
    expect(document.numPages).toBeLessThanOrEqual(6);
    const text = await pdfText(bytes.slice());
    expect(text).toContain("Versión 1");
    expect(text).toContain(SHEET_DISCLAIMERS.cnmv);
    expect(text).toContain("no está cubierta por el Fondo de Garantía de Depósitos");
    expect(text).toContain("Un socio del club participa con 20.000 €.");
    // At the 10.000 € ticket: 13.000 back gross, 400 of costs, 2.600 of result, the club's 50 %: 1.300; 11.300 returned, +13,00 %.
    expect(text).toContain(`Recuperado bruto: ${printed("13000")}`);
    expect(text).toContain(`Costes de la operación: ${printed("400")}`);
    expect(text).toContain(`Comisión de éxito del club (50 %): ${printed("1300")}`);
    expect(text).toContain(`Te devolvemos (antes del IRPF): ${printed("11300")}`);

    // Read again: the same version, no new row. "% financiado" moving makes none either.
    const db = await testDb();
    await db.operation.update({ where: { id }, data: { percentageFinanced: 40 } });
    const again = await json(await sheetRoute(jsonRequest("GET", `/api/operations/${id}/ficha`), params({ id })));
    expect(again).toEqual(first);
    expect(await db.infoSheet.count({ where: { operationId: id } })).toBe(1);

    // A new price is a new version; a request on the old one is refused and writes nothing.
    await db.operation.update({ where: { id }, data: { pvp: "250000" } });
    const ana = await investor("Ana");
    const refused = await refusal(
      requestParticipation(ana, { operationId: id, amount: "10000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true }),
    );
    expect(refused).toMatchObject({ code: "conflict", message: FICHA_MESSAGES.changed(2) });
    expect(await db.participation.count({ where: { operationId: id } })).toBe(0);
    const second = await json<{ version: number; sha256: string }>(
      await sheetRoute(jsonRequest("GET", `/api/operations/${id}/ficha`), params({ id })),
    );
    expect(second.version).toBe(2);
    expect(second.sha256).not.toBe(first.sha256);
    const asked = await requestParticipation(ana, {
      operationId: id,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 2,
      riskAcknowledged: true,
    });
    expect((await db.participation.findUniqueOrThrow({ where: { id: asked } })).fichaVersion).toBe(2);
    // An archived operation's sheet is not public.
    await db.operation.update({ where: { id }, data: { archivedAt: new Date() } });
    expect((await sheetRoute(jsonRequest("GET", `/api/operations/${id}/ficha`), params({ id }))).status).toBe(404);
  });

  it("the deposit account's sheet states its terms and the 14-day withdrawal right", async () => {
    const sheet = await json<{ version: number; url: string; sha256: string }>(
      await depositSheetRoute(jsonRequest("GET", "/api/deposit-accounts/ficha"), params({})),
    );
    expect(sheet.version).toBeGreaterThanOrEqual(1);
    expect(sheet.url).toBe(`/api/deposit-accounts/ficha/${sheet.version}`);
    const file = await depositSheetFileRoute(jsonRequest("GET", sheet.url), params({ version: String(sheet.version) }));
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect(createHash("sha256").update(bytes).digest("hex")).toBe(sheet.sha256);
    const text = await pdfText(bytes);
    // The offered terms (seedOfferingDeposit: the demo's 10 % TAE, quarterly), the right to withdraw, both disclaimers.
    expect(text).toContain("TAE: 10 %");
    expect(text).toContain("Abono de intereses: Trimestral");
    expect(text).toContain("durante 14 días naturales desde la firma puedes desistir del contrato");
    expect(text).toContain(SHEET_DISCLAIMERS.cnmv);
    expect(text).toContain("no está cubierta por el Fondo de Garantía de Depósitos");
  });
});

describe("the appropriateness test and the warnings (item 2)", () => {
  it("scores the answers, works out the net worth and the loss the investor can bear, and keeps the result two years", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-10T10:00:00Z"), toFake: ["Date"] });
    const eva = await investor("Eva");
    const cookie = await signInAs(INVESTOR);
    const questions = await appropriatenessGet(jsonRequest("GET", "/api/account/appropriateness", { headers: { cookie } }), params({}));
    const body = await json<{ questions: { id: string; text: string; options: { id: string; text: string }[] }[] }>(questions);
    expect(body.questions.map((q) => q.id)).toEqual(["q1", "q2", "q3", "q4"]);
    expect(body.questions[0]!.options.map((o) => o.id)).toEqual(["q1-1", "q1-2", "q1-3"]);
    expect(JSON.stringify(body)).not.toContain("correct");
    // One answer wrong (the default pass mark is all four): not passed.
    const answers = { q1: "q1-3", q2: "q2-2", q3: "q3-1", q4: "q4-2" };
    // 40.000 + 60.000 − 12.000 = 88.000 of net worth; 10 %: 8.800.
    const result = await takeAppropriatenessTest(eva, {
      answers,
      yearlyIncome: "40.000",
      liquidAssets: "60000",
      yearlyCommitments: "12000",
    });
    expect(result).toEqual({
      passed: false,
      netWorth: "88000.00",
      lossCapacity: "8800.00",
      validUntil: "2028-12-10",
      takenAt: "2026-12-10T10:00:00.000Z",
      riskAcknowledgedAt: null,
      inForce: false,
    });
    expect(
      await refusal(
        takeAppropriatenessTest(eva, { answers: { q1: "q1-3" }, yearlyIncome: "1", liquidAssets: "1", yearlyCommitments: "1" }),
      ),
    ).toMatchObject({
      fields: { answers: APPROPRIATENESS_MESSAGES.answers },
    });
    // Commitments above what comes in and is held: no loss can be borne.
    const poor = await investor("Pura");
    expect(
      await takeAppropriatenessTest(poor, { answers, yearlyIncome: "10000", liquidAssets: "0", yearlyCommitments: "15000" }),
    ).toMatchObject({
      netWorth: "-5000.00",
      lossCapacity: "0.00",
    });
    expect(
      await refusal(takeAppropriatenessTest(admin, { answers, yearlyIncome: "1", liquidAssets: "1", yearlyCommitments: "1" })),
    ).toMatchObject({
      code: "forbidden",
    });
    const anonymous = await appropriatenessPost(jsonRequest("POST", "/api/account/appropriateness", { body: {} }), params({}));
    expect(anonymous.status).toBe(401);
    const asAdmin = await appropriatenessGet(
      jsonRequest("GET", "/api/account/appropriateness", { headers: { cookie: await signInAs(ADMIN) } }),
      params({}),
    );
    expect(asAdmin.status).toBe(403);
  });

  it("a request asks for the acknowledgment without a passed test in force, and above the higher of 1.000 € or 5 % of the net worth", async () => {
    const id = await operation("ficha-avisos");
    const db = await testDb();
    const leo = await investor("Leo");
    const ask = (amount: string, riskAcknowledged?: boolean) =>
      refusal(requestParticipation(leo, { operationId: id, amount, acceptTerms: true, fichaVersion: 1, riskAcknowledged }));
    // No test at all: asked each time.
    expect(await ask("10000")).toMatchObject({ code: "invalid", fields: { riskAcknowledged: PARTICIPATION_MESSAGES.riskAcknowledged } });
    // Passed (all four right), 88.000 of net worth: the threshold is 5 % = 4.400 → above 10.000 it asks again; a failed or expired test always does.
    await takeAppropriatenessTest(leo, {
      answers: { q1: "q1-3", q2: "q2-2", q3: "q3-2", q4: "q4-2" },
      yearlyIncome: "40000",
      liquidAssets: "60000",
      yearlyCommitments: "12000",
    });
    expect(await ask("10000")).toMatchObject({ fields: { riskAcknowledged: PARTICIPATION_MESSAGES.riskAcknowledged } });
    const asked = await requestParticipation(leo, {
      operationId: id,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    expect((await db.participation.findUniqueOrThrow({ where: { id: asked } })).riskAcknowledgedAt).not.toBeNull();
    // With 400.000 of net worth the threshold is 20.000: 10.000 needs no acknowledgment, and none is recorded.
    const rich = await investor("Rita");
    await takeAppropriatenessTest(rich, {
      answers: { q1: "q1-3", q2: "q2-2", q3: "q3-2", q4: "q4-2" },
      yearlyIncome: "100000",
      liquidAssets: "300000",
      yearlyCommitments: "0",
    });
    const plain = await requestParticipation(rich, { operationId: id, amount: "20000", acceptTerms: true, fichaVersion: 1 });
    expect((await db.participation.findUniqueOrThrow({ where: { id: plain } })).riskAcknowledgedAt).toBeNull();
    const above = await refusal(
      requestParticipation(rich, {
        operationId: await operation("ficha-avisos-2"),
        amount: "20000,01",
        acceptTerms: true,
        fichaVersion: 1,
      }),
    );
    expect(above).toMatchObject({ fields: { riskAcknowledged: PARTICIPATION_MESSAGES.riskAcknowledged } });
  });

  it("a passed test counts for two years to the day (Madrid), then every request asks again; a failed one always asks", async () => {
    const id = await operation("ficha-caducidad");
    const db = await testDb();
    vi.useFakeTimers({ now: new Date("2026-12-10T10:00:00Z"), toFake: ["Date"] });
    const vera = await investor("Vera");
    const answers = { q1: "q1-3", q2: "q2-2", q3: "q3-2", q4: "q4-2" };
    await takeAppropriatenessTest(vera, { answers, yearlyIncome: "100000", liquidAssets: "300000", yearlyCommitments: "0" });
    // Its last day, 10 December 2028, at 23:30 Madrid: still in force, 10.000 asks nothing.
    vi.setSystemTime(new Date("2028-12-10T22:30:00Z"));
    const inForce = await requestParticipation(vera, { operationId: id, amount: "10000", acceptTerms: true, fichaVersion: 1 });
    await db.participation.update({ where: { id: inForce }, data: { status: "cancelled" } });
    // The next day (Madrid) it has lapsed: the warning is asked again.
    vi.setSystemTime(new Date("2028-12-10T23:00:00Z"));
    expect(
      await refusal(requestParticipation(vera, { operationId: id, amount: "10000", acceptTerms: true, fichaVersion: 1 })),
    ).toMatchObject({
      fields: { riskAcknowledged: PARTICIPATION_MESSAGES.riskAcknowledged },
    });
    // A failed test (one answer wrong) with the same finances: asked even for the ticket.
    const fallo = await investor("Fallo");
    await takeAppropriatenessTest(fallo, {
      answers: { ...answers, q3: "q3-1" },
      yearlyIncome: "100000",
      liquidAssets: "300000",
      yearlyCommitments: "0",
    });
    expect(
      await refusal(requestParticipation(fallo, { operationId: id, amount: "10000", acceptTerms: true, fichaVersion: 1 })),
    ).toMatchObject({
      fields: { riskAcknowledged: PARTICIPATION_MESSAGES.riskAcknowledged },
    });
  });
});

describe("the reflection period (item 3)", () => {
  it("revokes a paid participation within 4 days: the capital comes back as a DEVOLUCION by a refund batch, the place is freed", async () => {
    const id = await operation("reflexion-pagada");
    const db = await testDb();
    const sara = await actorByEmail(INVESTOR);
    await db.user.update({ where: { id: sara.id }, data: { iban: IBAN } });
    const asked = await requestParticipation(sara, {
      operationId: id,
      amount: "30000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    await updateParticipation(admin, asked, {
      ...(await asSeen(asked)),
      userId: sara.id,
      operationId: id,
      amount: "30000.00",
      status: "active",
    });
    expect((await db.operation.findUniqueOrThrow({ where: { id } })).percentageFinanced).toBe(15);
    await db.$transaction((tx) => postMovements(tx, admin, [{ operationId: id, investmentId: asked, type: "APORTE", amount: "30000.00" }]));

    // Someone else's is not theirs; an admin may not revoke for them.
    expect(await refusal(revokeParticipation(await investor("Otra"), asked))).toMatchObject({ code: "not-found" });
    expect(await refusal(revokeParticipation(admin, asked))).toMatchObject({ code: "forbidden" });

    const response = await revocationRoute(
      jsonRequest("POST", `/api/investments/${asked}/revocation`, { headers: { cookie: await signInAs(INVESTOR) }, body: {} }),
      params({ id: asked }),
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ id: asked, status: "cancelled" });
    const row = await db.participation.findUniqueOrThrow({ where: { id: asked } });
    expect([row.status, row.decisionNote, row.revokedAt !== null]).toEqual(["cancelled", REVOCATION_MESSAGES.note, true]);
    expect((await db.operation.findUniqueOrThrow({ where: { id } })).percentageFinanced).toBe(0);
    const back = await db.movement.findMany({ where: { investmentId: asked, type: "DEVOLUCION" }, select: { amount: true, status: true } });
    expect(back.map((m) => [m.amount.toFixed(2), m.status])).toEqual([["30000.00", "completed"]]);
    const payout = await db.payout.findFirstOrThrow({ where: { investmentId: asked } });
    expect([payout.amount.toFixed(2), payout.status, payout.liquidationId]).toEqual(["30000.00", "ordered", null]);
    expect(await db.email.count({ where: { subject: `Solicitud revocada: Operación reflexion-pagada` } })).toBe(1);
    // The revocation's own entry: active → cancelled, with its reason.
    const entries = await db.auditEvent.findMany({ where: { entityId: asked, action: "update" }, select: { changes: true } });
    expect(entries.map((entry) => JSON.stringify(entry.changes))).toContainEqual(expect.stringContaining(REVOCATION_MESSAGES.note));
    // Mis Operaciones: the capital back, the transfer ordered and not yet received.
    const money = (await getOperationMoney(sara)).get(id)!;
    expect(money).toMatchObject({ paid: "30000.00", capitalReturned: "30000.00", gain: "0.00", received: "0.00", toReceive: "30000.00" });
    expect(money.payouts).toEqual([
      { amount: "30000.00", status: "ordered", orderedOn: dayInMadrid(row.revokedAt!), sentOn: null, awaitingIban: false },
    ]);
    // Pendiente counts it among Devoluciones, not among a liquidation's transfers.
    const pending = Object.fromEntries((await pendingWork(admin)).map((item) => [item.key, item.count]));
    expect(pending.refunds).toBeGreaterThanOrEqual(1);
    expect(await db.payout.count({ where: { status: "ordered", liquidationId: { not: null } } })).toBe(pending.payouts);
    // Twice is a 409.
    expect(await refusal(revokeParticipation(sara, asked))).toMatchObject({ code: "conflict", message: REVOCATION_MESSAGES.notRevocable });

    // The refunds' own batch carries it, valid against the official schema; a second batch finds nothing.
    const batch = await refundTransfers(admin);
    expect([batch.transfers, batch.total]).toEqual([1, "30000.00"]);
    expect(schemaErrors(batch.xml, PAIN_001_SCHEMA)).toEqual([]);
    expect(batch.xml).toContain('<InstdAmt Ccy="EUR">30000.00</InstdAmt>');
    expect((await db.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("sent");
    expect(await refusal(refundTransfers(admin))).toMatchObject({ code: "conflict" });
  });

  it("is over after the 4th calendar day (Madrid): the API answers 409", async () => {
    const id = await operation("reflexion-pasada");
    const db = await testDb();
    const tomas = await investor("Tomás");
    const asked = await requestParticipation(tomas, {
      operationId: id,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    // Asked on 1 December at 23:30 Madrid: the 5th is its last day, the 6th is too late.
    await db.participation.update({ where: { id: asked }, data: { requestedAt: new Date("2026-12-01T22:30:00Z") } });
    expect((await revokeParticipation(tomas, asked, new Date("2026-12-05T22:59:00Z"))).status).toBe("cancelled");
    const again = await requestParticipation(tomas, {
      operationId: id,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    await db.participation.update({ where: { id: again }, data: { requestedAt: new Date("2026-12-01T22:30:00Z") } });
    expect(await refusal(revokeParticipation(tomas, again, new Date("2026-12-05T23:00:00Z")))).toMatchObject({
      code: "conflict",
      message: REVOCATION_MESSAGES.periodOver(formatDate("2026-12-05")),
    });
  });
});

describe("the deposit contract's desistimiento (item 4)", () => {
  it("within 14 days: acknowledged by e-mail and in the vault, the balance with its interest returned by a refund batch, never a window's", async () => {
    const db = await testDb();
    const { actor, accountId } = await depositHolder({
      firstName: "Diego",
      lastName: "Desiste",
      iban: IBAN,
      movements: [{ kind: "contribution", amount: "20000.00", day: "2026-12-16" }],
    });
    const now = new Date("2026-12-26T09:00:00Z");
    const asked = await db.depositWithdrawal.create({
      data: { accountId, amount: "5000", windowDay: new Date("2027-03-31"), requestedAt: new Date("2026-12-20T10:00:00Z") },
    });
    const account = await desistDepositContract(actor, { name: "Diego Desiste", email: "diego.acuse@correo.example" }, now);
    // The withdrawal asked before is cancelled: everything goes back now.
    expect((await db.depositWithdrawal.findUniqueOrThrow({ where: { id: asked.id } })).status).toBe("cancelled");
    expect(account.desistedAt).toBe(now.toISOString());
    expect(account.desistimientoUntil).toBeNull();
    const row = await db.depositAccount.findUniqueOrThrow({ where: { id: accountId } });
    expect(row.desistimientoKey).not.toBeNull();
    const mail = await db.email.findFirstOrThrow({ where: { to: "diego.acuse@correo.example" } });
    expect(mail.subject).toBe("Acuse de recibo: desistimiento del contrato de cuenta de depósito");
    expect(mail.text).toContain("26/12/2026");
    expect(mail.text).toContain(`como tarde el ${formatDate("2027-01-25")}`);
    // Devoluciones lists it, its amount worked out when the batch is made.
    expect((await listRefunds(admin)).pending).toContainEqual({
      kind: "desistimiento",
      investor: "Diego Desiste",
      concept: "Desistimiento · cuenta de depósito",
      amount: null,
      since: now.toISOString(),
      hasIban: true,
    });
    // Its withdrawal is no window's: the window batch does not take it, the queue does not list it, and it cannot be cancelled.
    expect(await refusal(depositWindowTransfers(admin, "2026-12-26", now))).toMatchObject({ code: "conflict" });
    expect((await listWithdrawalQueue(admin)).filter((withdrawal) => withdrawal.accountId === accountId)).toEqual([]);
    const refund = await db.depositWithdrawal.findFirstOrThrow({ where: { accountId, desistimiento: true } });
    expect(await refusal(cancelWithdrawalByAdmin(admin, refund.id, { reason: "Por error" }))).toMatchObject({
      code: "conflict",
      message: WITHDRAWAL_MESSAGES.desistimiento,
    });
    // The refunds batch credits the interest to the day (16 → 26 December, 10 days of 20.000 € at 10 % TAE) and returns everything.
    const batch = await refundTransfers(admin, now);
    const movements = await db.depositMovement.findMany({
      where: { accountId },
      select: { kind: true, amount: true },
      orderBy: { recordedAt: "asc" },
    });
    const interest = movements.find((m) => m.kind === "interest")!.amount.toFixed(2);
    const withholding = movements.find((m) => m.kind === "withholding")!.amount.toFixed(2);
    // 20.000 × (1,10^(10/365) − 1) = 52,2930… → 52,29; its 19 %: 9,9351 → 9,94; 20.000 + 52,29 − 9,94 = 20.042,35.
    expect([interest, withholding]).toEqual(["52.29", "9.94"]);
    expect(batch.total).toBe("20042.35");
    expect((await db.depositAccount.findUniqueOrThrow({ where: { id: accountId } })).status).toBe("closing");
    // Again: 409.
    expect(await refusal(desistDepositContract(actor, { name: "Diego Desiste", email: "d@correo.example" }, now))).toMatchObject({
      code: "conflict",
      message: DESISTIMIENTO_MESSAGES.already,
    });
  });

  it("after the 14th day the API answers 409; name and e-mail are checked in Spanish", async () => {
    const { actor } = await depositHolder({ firstName: "Fina", lastName: "Tarde", movements: [] });
    // Signed on 15 December: the 29th is the last day.
    const anonymous = await desistimientoRoute(
      jsonRequest("POST", "/api/deposit-accounts/mine/desistimiento", { body: { name: "Fina Tarde", email: "fina@correo.example" } }),
      params({}),
    );
    expect(anonymous.status).toBe(401);
    expect(
      await refusal(desistDepositContract(actor, { name: "Fina Tarde", email: "fina@correo.example" }, new Date("2026-12-29T23:00:00Z"))),
    ).toMatchObject({
      code: "conflict",
      message: DESISTIMIENTO_MESSAGES.over(formatDate("2026-12-29")),
    });
    expect(await refusal(desistDepositContract(actor, { name: "", email: "no" }, new Date("2026-12-20T10:00:00Z")))).toMatchObject({
      fields: { name: "El nombre es requerido", email: "Email inválido" },
    });
    // The 29th at 23:59 Madrid is still in time; the account held nothing, so it closes at once.
    const lastMinute = new Date("2026-12-29T22:59:00Z");
    const closed = await desistDepositContract(actor, { name: "Fina Tarde", email: "fina@correo.example" }, lastMinute);
    expect([closed.status, closed.desistedAt]).toEqual(["closed", lastMinute.toISOString()]);
  });

  it("a desistimiento still waiting for its last period's interest run waits; the other refunds leave without it", async () => {
    const db = await testDb();
    // Paid in in the third quarter, whose interest no run has credited yet.
    const { actor, accountId } = await depositHolder({
      firstName: "Elsa",
      lastName: "Espera",
      iban: IBAN,
      movements: [{ kind: "contribution", amount: "10000.00", day: "2026-09-01" }],
    });
    const now = new Date("2026-12-20T10:00:00Z");
    await desistDepositContract(actor, { name: "Elsa Espera", email: "elsa@correo.example" }, now);
    expect(await refusal(refundTransfers(admin, now))).toMatchObject({
      code: "conflict",
      message: WITHDRAWAL_MESSAGES.runFirst(formatDate("2026-09-30")),
    });
    // A revocation's refund waits beside it: the batch carries that one and leaves the desistimiento for later.
    const ramon = await investor("Ramón");
    const revoked = await db.participation.create({
      data: { userId: ramon.id, operationId: await operation("devolucion-sola"), amount: "10000", status: "cancelled", revokedAt: now },
    });
    await db.payout.create({
      data: { investmentId: revoked.id, userId: ramon.id, amount: "10000", endToEndId: revocationEndToEndIdOf(revoked.id) },
    });
    const batch = await refundTransfers(admin, now);
    expect([batch.transfers, batch.total, batch.leftOut]).toEqual([1, "10000.00", 1]);
    expect((await db.depositWithdrawal.findFirstOrThrow({ where: { accountId, desistimiento: true } })).status).toBe("approved");
    expect((await db.depositAccount.findUniqueOrThrow({ where: { id: accountId } })).status).toBe("open");
  });
});
