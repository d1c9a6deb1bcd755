import { beforeAll, describe, expect, it } from "vitest";
import { POST as confirmRoute } from "@/app/api/operations/[id]/liquidation/route";
import { POST as previewRoute } from "@/app/api/operations/[id]/liquidation/preview/route";
import { POST as reversalRoute } from "@/app/api/operations/[id]/liquidation/reversal/route";
import { GET as sepaRoute, POST as makeSepa } from "@/app/api/operations/[id]/liquidation/sepa/route";
import { LIQUIDATION_MESSAGES } from "@/lib/validations/liquidation";
import { PAYOUT_MESSAGES } from "@/server/liquidation/payouts";
import { getClubCashflow } from "@/server/reports/club-cashflow-chart";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { camt053 } from "../helpers/bank-statements";
import { uploadStatement } from "../helpers/bank-import";

/**
 * Issue 47, item 4: the scenario of the issue — 35.000 committed, 20.000 paid, 15.000 announced
 * and still pending, a 50.000 request waiting — is refused until each open item is decided; then
 * the payouts go ordered → sent (the SEPA batch) → completed (the bank's debits), and the
 * dashboard's money out follows them.
 */
let admin: string;
const json = async (response: Response) => JSON.parse((await response.text()).replace(/\u00a0/g, " ")) as Record<string, unknown>;
const post = (route: typeof confirmRoute, path: string, id: string, body: unknown) =>
  route(jsonRequest("POST", path, { headers: { cookie: admin }, body }), params({ id }));
const TERMS = { proceeds: "30000", costs: [{ concept: "Procurador", amount: "2000" }], date: "2026-11-30" };

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

describe("a liquidation with money still owed and a request still open", () => {
  it("is refused until each is decided, then pays out ordered → sent → completed", async () => {
    const db = await testDb();
    const [miguel, other] = await db.user.findMany({
      where: { role: "investor", closedAt: null, email: { not: INVESTOR } },
      take: 2,
      orderBy: { email: "asc" },
    });
    // With an IBAN to be paid, without a NIF to be warned of.
    await db.user.update({ where: { id: miguel!.id }, data: { iban: "ES9121000418450200051332", nif: null } });
    const operation = await db.operation.create({
      data: {
        title: "Liquidación con pendientes",
        slug: "liquidacion-con-pendientes",
        province: "madrid",
        pvp: "100000",
        ticketMin: "1000",
        status: "en_curso",
      },
    });
    const owing = await db.participation.create({
      data: { userId: miguel!.id, operationId: operation.id, amount: "35000", status: "active", investmentDate: new Date("2026-01-10") },
    });
    const base = { operationId: operation.id, userId: miguel!.id, investmentId: owing.id, type: "APORTE" };
    await db.movement.create({ data: { ...base, amount: "20000", status: "completed", transactionDate: new Date("2026-01-15") } });
    const announced = await db.movement.create({
      data: { ...base, amount: "15000", status: "pending", transactionDate: new Date("2026-02-01") },
    });
    const request = await db.participation.create({
      data: { userId: other!.id, operationId: operation.id, amount: "50000", status: "waitlisted", requestedAt: new Date("2026-03-01") },
    });

    // The preview lists what is open; the figures share the result on what was paid (20.000).
    const preview = await json(await post(previewRoute, "/p", operation.id, TERMS));
    expect(preview.open).toEqual({
      owing: [
        {
          investmentId: owing.id,
          investorName: expect.any(String),
          committed: "35000.00",
          paid: "20000.00",
          owed: "15000.00",
          settles: "reduce",
        },
      ],
      pendingMovements: [{ id: announced.id, type: "APORTE", amount: "15000.00", investorName: expect.any(String) }],
      openRequests: [{ investmentId: request.id, investorName: expect.any(String), amount: "50000.00", status: "waitlisted" }],
      withoutIban: [],
      withoutNif: [expect.any(String)],
    });
    // 30.000 − 2.000 − 20.000 = 8.000 of result; 4.000 of fee; 4.000 gained, 760 withheld; 23.240 net.
    expect(preview.totals).toMatchObject({
      capital: "20000.00",
      result: "8000.00",
      fee: "4000.00",
      gain: "4000.00",
      withholding: "760.00",
      net: "23240.00",
    });

    // The pending movement blocks (409); once it failed, the decisions are asked for (400).
    const blocked = await post(confirmRoute, "/c", operation.id, TERMS);
    expect(blocked.status).toBe(409);
    expect((await json(blocked)).error).toBe(
      LIQUIDATION_MESSAGES.pendingMovements(
        `${(preview.open as { pendingMovements: { investorName: string }[] }).pendingMovements[0]!.investorName} 15.000,00 €`,
      ),
    );
    await db.movement.update({ where: { id: announced.id }, data: { status: "failed" } });
    const undecided = await post(confirmRoute, "/c", operation.id, TERMS);
    expect(undecided.status).toBe(400);
    expect((await json(undecided)).fields).toEqual({
      settleOwing: LIQUIDATION_MESSAGES.owingUndecided,
      rejectReason: LIQUIDATION_MESSAGES.requestsUndecided,
    });
    expect(await db.liquidation.count({ where: { operationId: operation.id } })).toBe(0);

    const confirmed = await post(confirmRoute, "/c", operation.id, {
      ...TERMS,
      settleOwing: true,
      rejectReason: "La operación se ha liquidado",
    });
    expect(confirmed.status).toBe(200);
    const settled = await db.participation.findUniqueOrThrow({ where: { id: owing.id } });
    expect([settled.status, settled.amount.toFixed(2)]).toEqual(["closed", "20000.00"]); // reduced to what it paid
    expect(await db.participation.findUniqueOrThrow({ where: { id: request.id }, select: { status: true, decisionNote: true } })).toEqual({
      status: "rejected",
      decisionNote: "La operación se ha liquidado",
    });
    expect(await db.email.count({ where: { to: other!.email!, text: { contains: "La operación se ha liquidado" } } })).toBe(1);
    const payout = await db.payout.findFirstOrThrow({ where: { investmentId: owing.id } });
    expect([payout.status, payout.amount.toFixed(2)]).toEqual(["ordered", "23240.00"]);

    // Ordered money is not out yet; the batch downloaded, it is sent; the bank's debit completes it.
    const december = new Date("2026-12-15T12:00:00Z");
    const outIn = async (month: string) =>
      (await getClubCashflow({ ...(await db.user.findUniqueOrThrow({ where: { email: ADMIN } })), role: "admin" }, december)).find(
        (m) => m.month === month,
      )!.moneyOut;
    const before = await outIn("2026-12");
    // A download before any batch is made writes nothing (404); making it (POST) sends the payout; then it downloads.
    const none = await sepaRoute(jsonRequest("GET", "/s", { headers: { cookie: admin } }), params({ id: operation.id }));
    expect(none.status).toBe(404);
    expect((await db.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("ordered");
    const made = await makeSepa(jsonRequest("POST", "/s", { headers: { cookie: admin } }), params({ id: operation.id }));
    expect(made.status).toBe(201);
    const batch = (await made.json()) as { number: number; transfers: number; download: string };
    expect(batch).toMatchObject({ transfers: 1, download: `/api/operations/${operation.id}/liquidation/sepa?batch=${batch.number}` });
    const sepa = await sepaRoute(jsonRequest("GET", batch.download, { headers: { cookie: admin } }), params({ id: operation.id }));
    expect(sepa.status).toBe(200);
    expect((await sepa.text()).includes(payout.endToEndId)).toBe(true);
    expect((await db.payout.findUniqueOrThrow({ where: { id: payout.id } })).status).toBe("sent");

    const statement = camt053({
      entries: [
        {
          bankReference: "PAYOUT-1",
          amount: "23240.00",
          bookingDate: "2026-12-03",
          credit: false,
          endToEndId: payout.endToEndId,
          remittance: ["Liquidacion"],
        },
        { bankReference: "PAYOUT-FEE", amount: "12.00", bookingDate: "2026-12-03", credit: false, remittance: ["COMISION MANTENIMIENTO"] },
      ],
    });
    const imported = await uploadStatement(statement, { cookie: admin, name: "dic.xml" });
    expect(await json(imported)).toMatchObject({ payoutsCompleted: 1, outgoing: 1, skipped: 0 });
    const completed = await db.payout.findUniqueOrThrow({ where: { id: payout.id }, include: { bankEntry: true } });
    expect([completed.status, completed.completedAt?.toISOString().slice(0, 10), completed.bankEntry?.credit]).toEqual([
      "completed",
      "2026-12-03",
      false,
    ]);
    expect(Number(await outIn("2026-12")) - Number(before)).toBe(23240);

    // Paid out: the liquidation can no longer be reversed.
    const reversal = await post(reversalRoute, "/r", operation.id, { reason: "Error" });
    expect(reversal.status).toBe(409);
    expect((await json(reversal)).error).toBe(PAYOUT_MESSAGES.alreadySent);
  });
});
