import { beforeAll, describe, expect, it } from "vitest";
import { GET as listInvestmentsRoute, POST as createInvestmentRoute } from "@/app/api/investments/route";
import { GET as getInvestmentRoute, PUT as updateInvestmentRoute } from "@/app/api/investments/[id]/route";
import { PUT as updateOperationRoute } from "@/app/api/operations/[id]/route";
import { FICHA_VERSION_MESSAGE } from "@/lib/validations/ficha";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/**
 * "Quiero participar" and the club's decision (issue 31, items 2 and 3): an investor's request is
 * `requested`, outside "% Financiado"; an admin confirms it within the price (two confirmations for
 * the last place cannot both pass), waitlists it or rejects it with a reason; a freed place goes to
 * the waitlist in the order the requests came in. Each operation here is made for its test: PVP
 * 200.000,00 €, ticket 30.000,00 €.
 */
let admin: string;
let investor: string;
let investorId: string;
let others: string[];

const json = async (response: Response) => JSON.parse((await response.text()).replace(/\u00a0/g, " ")) as Record<string, unknown>;
const ask = (body: Record<string, unknown>, cookie = investor) =>
  createInvestmentRoute(jsonRequest("POST", "/api/investments", { headers: { cookie }, body }), params({}));
const read = (id: string, cookie = admin) =>
  getInvestmentRoute(jsonRequest("GET", `/api/investments/${id}`, { headers: { cookie } }), params({ id }));
/** The round trip a script makes: the participation as GET answers it, with a new status. */
async function decide(id: string, status: string, extra: Record<string, unknown> = {}) {
  const current = await json(await read(id));
  return updateInvestmentRoute(
    jsonRequest("PUT", `/api/investments/${id}`, { headers: { cookie: admin }, body: { ...current, status, ...extra } }),
    params({ id }),
  );
}

let made = 0;
async function openOperation(status = "abierta") {
  made++;
  const db = await testDb();
  return db.operation.create({
    data: { title: `Solicitudes ${made}`, slug: `solicitudes-${made}`, province: "madrid", pvp: "200000", ticketMin: "30000", status },
    select: { id: true, slug: true, title: true },
  });
}

/** A participation written directly (another investor's, with its request time). */
async function holding(operationId: string, userId: string, amount: string, status: string, requestedAt?: Date) {
  const db = await testDb();
  const row = await db.participation.create({
    data: { operationId, userId, amount, status, requestedAt: requestedAt ?? null },
    select: { id: true },
  });
  return row.id;
}

async function funding(operationId: string) {
  const db = await testDb();
  return (await db.operation.findUniqueOrThrow({ where: { id: operationId }, select: { percentageFinanced: true } })).percentageFinanced;
}
const statusOf = async (id: string) =>
  (await (await testDb()).participation.findUniqueOrThrow({ where: { id }, select: { status: true } })).status;
const mailsTo = async (to: string, subject: string) =>
  (await testDb()).email.findMany({ where: { to, subject: { contains: subject } }, select: { subject: true, text: true } });

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  investorId = (await db.user.findUniqueOrThrow({ where: { email: INVESTOR }, select: { id: true } })).id;
  others = (
    await db.user.findMany({ where: { role: "investor", email: { not: INVESTOR } }, orderBy: { email: "asc" }, select: { id: true } })
  ).map((user) => user.id);
});

describe("an investor asks to take part", () => {
  it("becomes a request (Solicitada) of their own, outside the financed percentage, and both sides hear of it", async () => {
    const operation = await openOperation();
    const response = await ask({ operationId: operation.id, amount: "40.000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true });
    expect(response.status).toBe(201);
    const body = await json(response);
    expect(body).toMatchObject({ status: "requested", amount: "40000.00", operationId: operation.id, decisionNote: null });
    expect(body.requestedAt).toEqual(expect.any(String));
    expect(body).not.toHaveProperty("investor");
    expect(await funding(operation.id)).toBe(0); // a request is not committed money
    const row = await (
      await testDb()
    ).participation.findUniqueOrThrow({
      where: { id: String(body.id) },
      select: { userId: true, termsAcceptedAt: true },
    });
    expect(row.userId).toBe(investorId);
    expect(row.termsAcceptedAt).toBeInstanceOf(Date);
    expect(await mailsTo(INVESTOR, `Solicitud recibida: ${operation.title}`)).toHaveLength(1);
    const toAdmin = await mailsTo(ADMIN, `Nueva solicitud de participación: ${operation.title}`);
    expect(toAdmin).toHaveLength(1);
    expect(toAdmin[0]!.text).toContain("40.000,00");
    // Their own list has it; another investor's does not.
    const own = (await (
      await listInvestmentsRoute(jsonRequest("GET", "/api/investments", { headers: { cookie: investor } }), params({}))
    ).json()) as {
      id: string;
    }[];
    expect(own.map((row) => row.id)).toContain(body.id);
  });

  it("refuses, with the field and its Spanish message, and writes nothing", async () => {
    const operation = await openOperation();
    await holding(operation.id, others[0]!, "150000", "active");
    const cases: [Record<string, unknown>, number, Record<string, string>][] = [
      [
        { amount: "40000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true, userId: others[1] },
        400,
        { userId: PARTICIPATION_MESSAGES.notForOthers },
      ],
      [
        { amount: "40000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true, status: "active" },
        400,
        { status: PARTICIPATION_MESSAGES.onlyRequest },
      ],
      [{ amount: "40000" }, 400, { acceptTerms: PARTICIPATION_MESSAGES.acceptTerms }],
      [{ amount: "40000", acceptTerms: false }, 400, { acceptTerms: PARTICIPATION_MESSAGES.acceptTerms }],
      // Issue 66: the sheet's version read, and the risk warning acknowledged.
      [{ amount: "40000", acceptTerms: true, riskAcknowledged: true }, 400, { fichaVersion: FICHA_VERSION_MESSAGE }],
      // The demo investor passed the test declaring 1.000.000 €: above 5 % of it (50.000) the warning is asked again.
      [{ amount: "50000,01", acceptTerms: true, fichaVersion: 1 }, 400, { riskAcknowledged: PARTICIPATION_MESSAGES.riskAcknowledged }],
      [
        { amount: "5000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
        400,
        { amount: "El importe mínimo de esta operación es 30.000,00 €" },
      ],
      [
        { amount: "abc", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
        400,
        { amount: "El importe debe ser un número válido con hasta 2 decimales" },
      ],
      [{ amount: "40000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true, investmentDate: "2026-01-01" }, 400, {}],
      // 200.000 − 150.000 = 50.000 left
      [
        { amount: "50000,01", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
        409,
        { amount: "Quedan 50.000,00 € por cubrir" },
      ],
    ];
    for (const [extra, status, fields] of cases) {
      const response = await ask({ operationId: operation.id, ...extra });
      expect(response.status, JSON.stringify(extra)).toBe(status);
      expect((await json(response)).fields ?? {}).toMatchObject(fields);
    }
    expect(await (await testDb()).participation.count({ where: { operationId: operation.id } })).toBe(1);
    // Its own id as userId is fine, and so is status "requested".
    expect(
      (
        await ask({
          operationId: operation.id,
          amount: "50000",
          acceptTerms: true,
          fichaVersion: 1,
          riskAcknowledged: true,
          userId: investorId,
          status: "requested",
        })
      ).status,
    ).toBe(201);
    // A second request while the first waits: 409.
    const again = await ask({ operationId: operation.id, amount: "30000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true });
    expect(again.status).toBe(409);
    expect(await json(again)).toMatchObject({ error: PARTICIPATION_MESSAGES.alreadyAsked });
  });

  it("only on an open operation, and only by investors", async () => {
    const closed = await openOperation("cerrada");
    const response = await ask({ operationId: closed.id, amount: "40000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true });
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({ error: PARTICIPATION_MESSAGES.notOpen });
    const missing = await ask({
      operationId: "00000000-0000-4000-8000-000000000000",
      amount: "40000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    expect(missing.status).toBe(404);
    const signedOut = await createInvestmentRoute(jsonRequest("POST", "/api/investments", { body: {} }), params({}));
    expect(signedOut.status).toBe(401);
    expect(await (await testDb()).participation.count({ where: { operationId: closed.id } })).toBe(0);
  });
});

describe("the club decides", () => {
  it("confirms (Activa, counted, e-mailed), waitlists or rejects with the reason the investor reads", async () => {
    const operation = await openOperation();
    const asked = await json(
      await ask({ operationId: operation.id, amount: "40000", acceptTerms: true, fichaVersion: 1, riskAcknowledged: true }),
    );
    const id = String(asked.id);
    const waitlisted = await decide(id, "waitlisted");
    expect(waitlisted.status).toBe(200);
    expect(await mailsTo(INVESTOR, `En lista de espera: ${operation.title}`)).toHaveLength(1);
    const confirmed = await decide(id, "active");
    expect(confirmed.status).toBe(200);
    expect(await funding(operation.id)).toBe(20); // 40.000 / 200.000
    expect(await mailsTo(INVESTOR, `Participación confirmada: ${operation.title}`)).toHaveLength(1);

    const second = await holding(operation.id, others[0]!, "30000", "requested", new Date());
    const noReason = await decide(second, "rejected");
    expect(noReason.status).toBe(400);
    expect((await json(noReason)).fields).toEqual({ decisionNote: PARTICIPATION_MESSAGES.reasonRequired });
    expect(await statusOf(second)).toBe("requested");
    const rejected = await decide(second, "rejected", { decisionNote: "El cupo de esta operación está reservado a socios anteriores" });
    expect(rejected.status).toBe(200);
    expect(await json(rejected)).toMatchObject({
      status: "rejected",
      decisionNote: "El cupo de esta operación está reservado a socios anteriores",
    });
    const email = (await (await testDb()).user.findUniqueOrThrow({ where: { id: others[0] }, select: { email: true } })).email!;
    const [mail] = await mailsTo(email, `Solicitud no aceptada: ${operation.title}`);
    expect(mail!.text).toContain("Motivo: El cupo de esta operación está reservado a socios anteriores");
  });

  it("two confirmations racing for the last 30.000 €: one passes, the other is refused, the price is never exceeded", async () => {
    const operation = await openOperation();
    await holding(operation.id, others[0]!, "170000", "active");
    const first = await holding(operation.id, others[1]!, "30000", "requested", new Date(Date.now() - 1000));
    const second = await holding(operation.id, others[2]!, "30000", "requested", new Date());
    const answers = await Promise.all([decide(first, "active"), decide(second, "active")]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect((await json(refused)).fields).toEqual({ amount: "Quedan 0,00 € por cubrir" });
    const db = await testDb();
    const { _sum } = await db.participation.aggregate({ where: { operationId: operation.id, status: "active" }, _sum: { amount: true } });
    expect(_sum.amount?.toFixed(2)).toBe("200000.00");
    expect(await funding(operation.id)).toBe(100);
  });

  it("two admins deciding one request at once from the same page (issue 64, item 7): one decision, the other a 409", async () => {
    const operation = await openOperation();
    const request = await holding(operation.id, others[0]!, "30000", "requested", new Date());
    const seen = await json(await read(request));
    const put = (body: Record<string, unknown>) =>
      updateInvestmentRoute(
        jsonRequest("PUT", `/api/investments/${request}`, { headers: { cookie: admin }, body: { ...seen, ...body } }),
        params({ id: request }),
      );
    const answers = await Promise.all([put({ status: "active" }), put({ status: "rejected", decisionNote: "Cupo reservado" })]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.status === 409)!;
    expect((await json(refused)).error).toBe(PARTICIPATION_MESSAGES.changedSince);
    const applied = (await json(answers.find((answer) => answer.status === 200)!)).status as string;
    expect(await statusOf(request)).toBe(applied);
    expect(await funding(operation.id)).toBe(applied === "active" ? 15 : 0); // 30.000 / 200.000
  });

  it("a freed place goes to the waitlist in order: the first that does not fit stops the queue", async () => {
    const operation = await openOperation();
    const big = await holding(operation.id, others[0]!, "140000", "active");
    await holding(operation.id, others[1]!, "60000", "active");
    const at = (seconds: number) => new Date(Date.UTC(2026, 10, 1, 10, 0, seconds));
    const a = await holding(operation.id, others[2]!, "30000", "waitlisted", at(1));
    const b = await holding(operation.id, others[3]!, "80000", "waitlisted", at(2));
    const c = await holding(operation.id, others[4]!, "30000", "waitlisted", at(3));
    // 140.000 → 100.000 frees 40.000: A (30.000) fits; B (80.000) does not, so C waits behind it.
    const db = await testDb();
    const current = await json(await read(big));
    const reduced = await updateInvestmentRoute(
      jsonRequest("PUT", `/api/investments/${big}`, { headers: { cookie: admin }, body: { ...current, amount: "100000" } }),
      params({ id: big }),
    );
    expect(reduced.status).toBe(200);
    expect([await statusOf(a), await statusOf(b), await statusOf(c)]).toEqual(["active", "waitlisted", "waitlisted"]);
    expect(await funding(operation.id)).toBe(95); // 190.000 / 200.000
    const emailOfA = (await db.user.findUniqueOrThrow({ where: { id: others[2] }, select: { email: true } })).email!;
    expect(await mailsTo(emailOfA, `Participación confirmada: ${operation.title}`)).toHaveLength(1);
    // Cancelling the 100.000 frees 110.000: B (80.000) and then C (30.000) fit, in that order.
    expect((await decide(big, "cancelled")).status).toBe(200);
    expect([await statusOf(b), await statusOf(c)]).toEqual(["active", "active"]);
    expect(await funding(operation.id)).toBe(100); // 60.000 + 30.000 + 80.000 + 30.000 = 200.000
    // A raised price takes no one more: the waitlist is empty.
    const detail = await db.operation.findUniqueOrThrow({ where: { id: operation.id } });
    const raised = await updateOperationRoute(
      jsonRequest("PUT", `/api/operations/${operation.id}`, {
        headers: { cookie: admin },
        body: { title: detail.title, province: "madrid", pvp: "250000", ticketMin: "30000", status: "abierta" },
      }),
      params({ id: operation.id }),
    );
    expect(raised.status).toBe(200);
    expect(await funding(operation.id)).toBe(80);
  });
});
