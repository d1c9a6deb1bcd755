import { beforeAll, describe, expect, it, vi } from "vitest";
import { POST as createInvestmentRoute } from "@/app/api/investments/route";
import { PUT as updateInvestmentRoute } from "@/app/api/investments/[id]/route";
import { POST as createTransactionRoute } from "@/app/api/transactions/route";
import { DELETE as deleteTransactionRoute, PUT as updateTransactionRoute } from "@/app/api/transactions/[id]/route";
import { POST as reversalRoute } from "@/app/api/transactions/[id]/reversal/route";
import { POST as confirmRoute } from "@/app/api/operations/[id]/liquidation/route";
import { POST as reverseLiquidationRoute } from "@/app/api/operations/[id]/liquidation/reversal/route";
import { POST as archiveRoute } from "@/app/api/operations/[id]/archive/route";
import { LEDGER_MESSAGES } from "@/server/ledger/posting";
import { positionOfParticipation } from "@/server/ledger/positions";
import { taxedPayments } from "@/server/tax/payments";
import { GET as getTaxSettingsRoute, PUT as putTaxSettingsRoute } from "@/app/api/settings/tax/route";
import { decideClosure, requestClosure } from "@/server/account/closure";
import { requestParticipation } from "@/server/participations/requests";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { REVERSAL_REASON_REQUIRED } from "@/lib/validations/transaction";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";
import { camt053 } from "../helpers/bank-statements";
import { uploadStatement } from "../helpers/bank-import";

/**
 * Issue 47, item 3 — nothing posted is rewritten: each probe of the penetration test, as
 * the API answers it now (409 or 400, and nothing written).
 */
let admin: string;
let investor: string;
type Handler = (request: Request, context: { params: Promise<never> }) => Promise<Response>;
const send = (handler: Handler, method: string, path: string, body?: unknown, id?: string, cookie = admin) =>
  handler(jsonRequest(method, path, { headers: { cookie }, body }), params(id ? { id } : {}) as never);
const json = async (response: Response) => JSON.parse((await response.text()).replace(/\u00a0/g, " ")) as Record<string, unknown>;
const GAIN = { proceeds: "12000", costs: [], date: "2026-11-30" };

const liquidated = async () => {
  const operation = await operationWith([INVESTOR, "10000"]);
  const response = await send(confirmRoute as Handler, "POST", "/api/operations/x/liquidation", GAIN, operation.id);
  expect(response.status).toBe(200);
  return operation;
};

/** A demo investor other than the signed-in one, whose account takes participations. */
const anotherInvestor = async () =>
  (await testDb()).user.findFirstOrThrow({
    where: { role: "investor", email: { not: INVESTOR }, closedAt: null, closureRequestedAt: null },
  });

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

describe("a participation with movements", () => {
  it("keeps its investor and its operation (409), and nothing changes", async () => {
    const operation = await operationWith([INVESTOR, "10000"]);
    const [id] = operation.participations;
    const db = await testDb();
    const other = await db.user.findFirstOrThrow({ where: { role: "investor", email: { not: INVESTOR }, closedAt: null } });
    const before = await db.participation.findUniqueOrThrow({ where: { id } });
    const response = await send(
      updateInvestmentRoute as Handler,
      "PUT",
      `/api/investments/${id}`,
      {
        operationId: operation.id,
        userId: other.id,
        amount: "10000",
        status: "active",
      },
      id,
    );
    expect(response.status).toBe(409);
    expect(await json(response)).toMatchObject({
      error: PARTICIPATION_MESSAGES.movementsStay,
      fields: { userId: PARTICIPATION_MESSAGES.movementsStay },
    });
    expect(await db.participation.findUniqueOrThrow({ where: { id } })).toEqual(before);
  });
});

describe("a liquidation's movements", () => {
  it("are never edited nor deleted (409), and its withholding stays what the liquidation says", async () => {
    const operation = await liquidated();
    const db = await testDb();
    const withholding = await db.movement.findFirstOrThrow({ where: { operationId: operation.id, type: "RETENCION" } });
    const edit = await send(
      updateTransactionRoute as Handler,
      "PUT",
      "/api/transactions/x",
      {
        operationId: operation.id,
        investmentId: withholding.investmentId,
        type: "RETENCION",
        amount: "1.00",
        status: "completed",
      },
      withholding.id,
    );
    expect(edit.status).toBe(409);
    expect((await json(edit)).error).toBe(LEDGER_MESSAGES.produced);
    expect((await send(deleteTransactionRoute as Handler, "DELETE", "/api/transactions/x", undefined, withholding.id)).status).toBe(409);
    expect((await send(reversalRoute as Handler, "POST", "/api/transactions/x/reversal", { reason: "x" }, withholding.id)).status).toBe(
      409,
    );
    expect((await db.movement.findUniqueOrThrow({ where: { id: withholding.id } })).amount.toFixed(2)).toBe("190.00");
  });

  it("a bank-matched contribution is not deleted (409): its entry keeps a movement", async () => {
    const operation = await operationWith([INVESTOR, "10000"]);
    const db = await testDb();
    const contribution = await db.movement.findFirstOrThrow({ where: { operationId: operation.id } });
    const statement = await db.bankStatement.create({
      data: { fileName: "x.xml", format: "camt053", matched: 1, review: 0, alreadyImported: 0, skipped: 0 },
    });
    await db.bankEntry.create({
      data: {
        statementId: statement.id,
        entryKey: `probe-${contribution.id}`,
        account: "ES66",
        bookingDate: new Date("2020-01-15"),
        valueDate: new Date("2020-01-15"),
        amount: "10000",
        currency: "EUR",
        text: "",
        origin: "",
        status: "matched",
        transactionId: contribution.id,
      },
    });
    const response = await send(
      deleteTransactionRoute as Handler,
      "DELETE",
      "/api/transactions/x?reason=duplicado",
      undefined,
      contribution.id,
    );
    expect(response.status).toBe(409);
    expect((await json(response)).error).toBe(LEDGER_MESSAGES.produced);
    expect(await db.movement.count({ where: { id: contribution.id } })).toBe(1);
  });
});

describe("a counter-movement", () => {
  it("cancels a completed movement the club typed, on its own value date, once; the position is as before", async () => {
    const operation = await operationWith([INVESTOR, "10000"]);
    const [participationId] = operation.participations;
    const db = await testDb();
    const typed = await json(
      await send(createTransactionRoute as Handler, "POST", "/api/transactions", {
        operationId: operation.id,
        investmentId: participationId,
        type: "APORTE",
        amount: "2500",
        transactionDate: "2026-03-10",
      }),
    );
    const participation = await db.participation.findUniqueOrThrow({ where: { id: participationId } });
    expect((await positionOfParticipation(db, participation)).paid).toBe(1_250_000n); // 10.000 + 2.500

    const path = `/api/transactions/${typed.id}/reversal`;
    const withoutReason = await send(reversalRoute as Handler, "POST", path, {}, typed.id as string);
    expect(withoutReason.status).toBe(400);
    expect(await json(withoutReason)).toMatchObject({ fields: { reason: REVERSAL_REASON_REQUIRED } });
    expect((await send(reversalRoute as Handler, "POST", path, { reason: "x" }, typed.id as string, investor)).status).toBe(403);
    const reversed = await send(reversalRoute as Handler, "POST", path, { reason: "Tecleado dos veces" }, typed.id as string);
    expect(reversed.status).toBe(201);
    const counterMovement = await json(reversed);
    expect(counterMovement).toMatchObject({
      type: "APORTE",
      amount: "-2500.00",
      transactionDate: "2026-03-10",
      investmentId: participationId,
      description: "Anulación: Tecleado dos veces",
    });
    expect((await positionOfParticipation(db, participation)).paid).toBe(1_000_000n);
    const again = await send(reversalRoute as Handler, "POST", path, { reason: "otra vez" }, typed.id as string);
    expect(again.status).toBe(409);
    expect((await json(again)).error).toBe(LEDGER_MESSAGES.alreadyReversed);
    const counter = counterMovement.id as string;
    expect((await send(reversalRoute as Handler, "POST", `/api/transactions/${counter}/reversal`, { reason: "x" }, counter)).status).toBe(
      409,
    );
    // Neither the cancelled movement nor its counter-movement can be edited or deleted now.
    expect((await send(deleteTransactionRoute as Handler, "DELETE", "/api/transactions/x", undefined, counter)).status).toBe(409);
    expect((await send(deleteTransactionRoute as Handler, "DELETE", "/api/transactions/x", undefined, typed.id as string)).status).toBe(
      409,
    );
  });

  it("is refused for a movement that moved no money (409): that one is edited or deleted", async () => {
    const operation = await operationWith([INVESTOR, "10000"]);
    const pending = await json(
      await send(createTransactionRoute as Handler, "POST", "/api/transactions", {
        operationId: operation.id,
        type: "HONORARIO",
        amount: "50",
        status: "pending",
      }),
    );
    const response = await send(reversalRoute as Handler, "POST", "/api/transactions/x/reversal", { reason: "x" }, pending.id as string);
    expect(response.status).toBe(409);
    expect((await json(response)).error).toBe(LEDGER_MESSAGES.reversesNothing);
  });
});

describe("a liquidated operation", () => {
  it("takes no new participation, no change to its participations and no typed movement (409) until its liquidation is reversed", async () => {
    const operation = await liquidated();
    const [id] = operation.participations;
    const db = await testDb();
    const someone = await anotherInvestor();
    const added = await send(createInvestmentRoute as Handler, "POST", "/api/investments", {
      operationId: operation.id,
      userId: someone.id,
      amount: "50000",
      status: "active",
    });
    expect(added.status).toBe(409);
    expect((await json(added)).error).toBe(LEDGER_MESSAGES.liquidated);
    const cancelled = await send(
      updateInvestmentRoute as Handler,
      "PUT",
      `/api/investments/${id}`,
      {
        operationId: operation.id,
        userId: (await db.participation.findUniqueOrThrow({ where: { id } })).userId,
        amount: "10000",
        status: "cancelled",
      },
      id,
    );
    expect(cancelled.status).toBe(409);
    const typed = await send(createTransactionRoute as Handler, "POST", "/api/transactions", {
      operationId: operation.id,
      type: "HONORARIO",
      amount: "10",
    });
    expect(typed.status).toBe(409);
    expect(await db.participation.count({ where: { operationId: operation.id } })).toBe(1);

    // The reversal: counter-movements on the liquidation's day, the participation active again within the price.
    const reversal = await send(
      reverseLiquidationRoute as Handler,
      "POST",
      "/api/operations/x/liquidation/reversal",
      { reason: "Error" },
      operation.id,
    );
    expect(reversal.status).toBe(204);
    const counters = await db.movement.findMany({
      where: { operationId: operation.id, reversesId: { not: null } },
      select: { transactionDate: true },
    });
    expect(counters.length).toBe(4); // devolución, beneficio, comisión and retención: one for each movement of the liquidation
    expect(new Set(counters.map((c) => c.transactionDate.toISOString().slice(0, 10)))).toEqual(new Set(["2026-11-30"]));
    expect((await db.participation.findUniqueOrThrow({ where: { id } })).status).toBe("active");
  });

  it("a liquidation dated past the margin or before the first contribution is refused (400)", async () => {
    const operation = await operationWith([INVESTOR, "10000"]);
    const late = await send(
      confirmRoute as Handler,
      "POST",
      "/api/operations/x/liquidation",
      { ...GAIN, date: "2099-01-05" },
      operation.id,
    );
    expect(late.status).toBe(400);
    expect(((await json(late)).fields as Record<string, string>).date).toMatch(
      /^La fecha de la liquidación no puede ser posterior al \d{2}\/\d{2}\/\d{4}$/,
    );
    const early = await send(
      confirmRoute as Handler,
      "POST",
      "/api/operations/x/liquidation",
      { ...GAIN, date: "0001-01-01" },
      operation.id,
    );
    expect(early.status).toBe(400);
    expect((await json(early)).fields).toEqual({
      date: "La fecha de la liquidación no puede ser anterior a la primera aportación (15/01/2020)",
    });
    expect(await (await testDb()).liquidation.count({ where: { operationId: operation.id } })).toBe(0);
  });

  it("the margin ahead is Configuración's (Fiscalidad): 0 refuses tomorrow, 1 takes it", async () => {
    vi.useFakeTimers({ now: new Date("2026-12-02T22:30:00Z"), toFake: ["Date"] }); // 23:30 on 2 December in Madrid
    try {
      const operation = await operationWith([INVESTOR, "10000"]);
      const tomorrow = { ...GAIN, date: "2026-12-03" };
      const settings = await json(await send(getTaxSettingsRoute as Handler, "GET", "/api/settings/tax"));
      const margin = (days: string) =>
        send(putTaxSettingsRoute as Handler, "PUT", "/api/settings/tax", { ...settings, liquidationDaysAhead: days });
      expect((await margin("0")).status).toBe(200);
      const refused = await send(confirmRoute as Handler, "POST", "/api/operations/x/liquidation", tomorrow, operation.id);
      expect(refused.status).toBe(400);
      expect((await json(refused)).fields).toEqual({ date: "La fecha de la liquidación no puede ser posterior al 02/12/2026" });
      const tooFar = await margin("367");
      expect(tooFar.status).toBe(400);
      expect((await json(tooFar)).fields).toEqual({ liquidationDaysAhead: "Entre 0 y 366 días" });
      expect((await margin("1")).status).toBe(200);
      expect((await send(confirmRoute as Handler, "POST", "/api/operations/x/liquidation", tomorrow, operation.id)).status).toBe(200);
      expect((await margin(String(settings.liquidationDaysAhead))).status).toBe(200);
    } finally {
      vi.useRealTimers();
    }
  });

  it("a reversal moves no figure between tax years: the year of the liquidation nets to nothing, no other year is touched", async () => {
    const operation = await liquidated();
    const db = await testDb();
    const [participation] = await db.participation.findMany({ where: { id: operation.participations[0] }, select: { userId: true } });
    const userId = participation!.userId;
    expect((await taxedPayments(db, 2026, userId)).filter((p) => p.operationTitle === operation.title)).toHaveLength(1);
    await send(reverseLiquidationRoute as Handler, "POST", "/api/operations/x/liquidation/reversal", { reason: "Error" }, operation.id);
    for (const year of [2026, 2027])
      expect((await taxedPayments(db, year, userId)).filter((p) => p.operationTitle === operation.title)).toEqual([]);
  });
});

describe("a liquidation's payouts and the investor's account", () => {
  it("an account with a payout not completed cannot be closed (its SEPA transfer would have nowhere to go)", async () => {
    const db = await testDb();
    const user = await db.user.create({ data: { email: "cobro.pendiente@correo.example", firstName: "Cobro", role: "investor" } });
    const operation = await operationWith(["cobro.pendiente@correo.example", "10000"]);
    expect((await send(confirmRoute as Handler, "POST", "/api/operations/x/liquidation", GAIN, operation.id)).status).toBe(200);
    const actor = { id: user.id, email: user.email, firstName: user.firstName, lastName: null, role: "investor" as const };
    await requestClosure(actor, {});
    const adminActor = await db.user.findUniqueOrThrow({
      where: { email: ADMIN },
      select: { id: true, email: true, firstName: true, lastName: true, role: true },
    });
    await expect(decideClosure(adminActor, user.id, { decision: "close" })).rejects.toMatchObject({ code: "conflict" });
    expect((await db.user.findUniqueOrThrow({ where: { id: user.id } })).closedAt).toBeNull();
  });

  it("an archived operation's liquidation is not reversed (409) until it is restored", async () => {
    const operation = await liquidated();
    expect((await send(archiveRoute as Handler, "POST", "/api/operations/x/archive", {}, operation.id)).status).toBe(200);
    const reversal = await send(
      reverseLiquidationRoute as Handler,
      "POST",
      "/api/operations/x/liquidation/reversal",
      { reason: "x" },
      operation.id,
    );
    expect(reversal.status).toBe(409);
    expect((await json(reversal)).error).toBe(LEDGER_MESSAGES.archived);
  });
});

describe("an archived operation", () => {
  it("takes no liquidation, no participation and no movement (409)", async () => {
    const operation = await operationWith([INVESTOR, "10000"]);
    expect((await send(archiveRoute as Handler, "POST", "/api/operations/x/archive", {}, operation.id)).status).toBe(200);
    const confirm = await send(confirmRoute as Handler, "POST", "/api/operations/x/liquidation", GAIN, operation.id);
    expect(confirm.status).toBe(409);
    expect((await json(confirm)).error).toBe(LEDGER_MESSAGES.archived);
    const typed = await send(createTransactionRoute as Handler, "POST", "/api/transactions", {
      operationId: operation.id,
      type: "HONORARIO",
      amount: "10",
    });
    expect(typed.status).toBe(409);
    const someone = await anotherInvestor();
    const added = await send(createInvestmentRoute as Handler, "POST", "/api/investments", {
      operationId: operation.id,
      userId: someone.id,
      amount: "1000",
      status: "active",
    });
    expect(added.status).toBe(409);
  });
});

describe("the waitlist and the account", () => {
  it("a request the club types has its place from the day it was asked for, and is served before a later one", async () => {
    const db = await testDb();
    const operation = await db.operation.create({
      data: {
        title: "Lista de espera",
        slug: "lista-de-espera-ledger",
        province: "madrid",
        pvp: "30000",
        ticketMin: "1000",
        status: "abierta",
      },
    });
    const [first, second, third] = await db.user.findMany({
      where: { role: "investor", closedAt: null, closureRequestedAt: null },
      take: 3,
      orderBy: { email: "asc" },
    });
    const create = (userId: string, amount: string, status: string, investmentDate?: string) =>
      send(createInvestmentRoute as Handler, "POST", "/api/investments", {
        operationId: operation.id,
        userId,
        amount,
        status,
        investmentDate,
      });
    const holder = await json(await create(first!.id, "30000", "active"));
    const later = await json(await create(second!.id, "20000", "waitlisted", "2026-12-01"));
    const earlier = await json(await create(third!.id, "20000", "waitlisted", "2026-02-15"));
    expect((await db.participation.findUniqueOrThrow({ where: { id: earlier.id as string } })).requestedAt?.toISOString()).toBe(
      "2026-02-15T00:00:00.000Z",
    );
    await send(
      updateInvestmentRoute as Handler,
      "PUT",
      `/api/investments/${holder.id}`,
      {
        operationId: operation.id,
        userId: first!.id,
        amount: "30000",
        status: "cancelled",
      },
      holder.id as string,
    );
    expect((await db.participation.findUniqueOrThrow({ where: { id: earlier.id as string } })).status).toBe("active");
    expect((await db.participation.findUniqueOrThrow({ where: { id: later.id as string } })).status).toBe("waitlisted");
  });

  it("an account whose closure was asked for takes no new request (409)", async () => {
    const db = await testDb();
    const user = await db.user.create({ data: { email: "cierre.ledger@correo.example", firstName: "Cierre", role: "investor" } });
    const operation = await db.operation.findFirstOrThrow({ where: { status: "abierta", archivedAt: null } });
    await requestClosure({ id: user.id, email: user.email, firstName: user.firstName, lastName: null, role: "investor" }, {});
    const response = await send(createInvestmentRoute as Handler, "POST", "/api/investments", {
      operationId: operation.id,
      userId: user.id,
      amount: operation.ticketMin.toFixed(2),
      status: "requested",
    });
    expect(response.status).toBe(409);
    expect((await json(response)).error).toBe(PARTICIPATION_MESSAGES.accountClosing);
  });
});

describe("a request and the account's closure at once", () => {
  it("never leave a closed account holding a request (8 rounds; on PostgreSQL the two really run at once)", async () => {
    const db = await testDb();
    const adminActor = await db.user.findUniqueOrThrow({
      where: { email: ADMIN },
      select: { id: true, email: true, firstName: true, lastName: true, role: true },
    });
    const operation = await db.operation.findFirstOrThrow({ where: { status: "abierta", archivedAt: null } });
    for (let round = 0; round < 8; round++) {
      const user = await db.user.create({ data: { email: `carrera.${round}@correo.example`, firstName: "Carrera", role: "investor" } });
      const actor = { id: user.id, email: user.email, firstName: user.firstName, lastName: null, role: "investor" as const };
      await requestClosure(actor, {});
      await Promise.allSettled([
        requestParticipation(actor, {
          operationId: operation.id,
          amount: operation.ticketMin.toFixed(2),
          acceptTerms: true,
          fichaVersion: 1,
          riskAcknowledged: true,
        }),
        decideClosure(adminActor, user.id, { decision: "close" }),
      ]);
      const closed = await db.user.findUniqueOrThrow({ where: { id: user.id }, select: { closedAt: true } });
      const asking = await db.participation.count({ where: { userId: user.id, status: { in: ["requested", "waitlisted"] } } });
      expect(closed.closedAt !== null && asking > 0, `round ${round}`).toBe(false);
    }
  });
});

describe("the bank's statement", () => {
  const upload = (bytes: Uint8Array) => uploadStatement(bytes, { cookie: admin });

  it("an import beside a liquidation of the same participations waits for it, never a 500 (3 rounds; on PostgreSQL they really run at once)", async () => {
    const db = await testDb();
    for (let round = 0; round < 3; round++) {
      const operation = await operationWith(...Array.from({ length: 20 }, () => [INVESTOR, "1000"] as [string, string]));
      const references = await Promise.all(
        operation.participations.map(async (id, index) => {
          const paymentReference = `CONC${round}${String(index).padStart(2, "0")}X`;
          // Committed 2.000, paid 1.000: the statement's 10,00 pays it, a movement of the operation.
          await db.participation.update({ where: { id }, data: { paymentReference, amount: "2000" } });
          return paymentReference;
        }),
      );
      const statement = camt053({
        entries: references.map((reference, index) => ({
          bankReference: `CONC-${round}-${index}-${operation.id.slice(0, 8)}`,
          amount: "10.00",
          bookingDate: "2026-11-20",
          remittance: [reference],
        })),
      });
      const settle = { proceeds: "20000", costs: [], date: "2026-11-30", settleOwing: true };
      const [liquidation, imported] = await Promise.all([
        send(confirmRoute as Handler, "POST", "/api/operations/x/liquidation", settle, operation.id),
        new Promise((resolve) => setTimeout(resolve, 10 * round)).then(() => upload(statement)),
      ]);
      expect([liquidation.status, imported.status], `round ${round}: ${await imported.clone().text()}`).toEqual([200, 200]);
      // Whichever went first, each credit is kept once: matched before the liquidation, or waiting after it.
      expect(await db.bankEntry.count({ where: { entryKey: { contains: `CONC-${round}-` } } })).toBe(20);
    }
  }, 120_000);

  it("a credit of 0,00 € is never booked: it waits, named", async () => {
    const db = await testDb();
    const participation = await db.participation.findFirstOrThrow({ where: { status: "active", paymentReference: { not: null } } });
    const before = await db.movement.count();
    const response = await upload(
      camt053({
        entries: [
          { bankReference: "LEDGER-ZERO-1", amount: "0.00", bookingDate: "2026-11-20", remittance: [participation.paymentReference!] },
        ],
      }),
    );
    expect(response.status).toBe(200);
    expect(await json(response)).toMatchObject({ matched: 0, review: 1 });
    expect(await db.movement.count()).toBe(before);
    expect((await db.bankEntry.findFirstOrThrow({ where: { entryKey: { contains: "LEDGER-ZERO-1" } } })).reason).toBe("zero-amount");
  });

  it("a value date that does not exist (30 February) refuses the file (400), nothing stored", async () => {
    const db = await testDb();
    const before = await db.bankEntry.count();
    const response = await upload(camt053({ entries: [{ bankReference: "LEDGER-DATE-1", amount: "10.00", bookingDate: "2026-02-30" }] }));
    expect(response.status).toBe(400);
    expect(JSON.stringify(await json(response))).toContain("2026-02-30");
    expect(await db.bankEntry.count()).toBe(before);
  });
});
