import { beforeAll, describe, expect, it } from "vitest";
import { GET as listEntriesRoute } from "@/app/api/bank-entries/route";
import { PUT as decideRoute } from "@/app/api/bank-entries/[id]/route";
import { GET as getInvestmentRoute } from "@/app/api/investments/[id]/route";
import { POST as createTransactionRoute } from "@/app/api/transactions/route";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { camt053 } from "../helpers/bank-statements";
import { committedParticipation, uploadStatement } from "../helpers/bank-import";

/**
 * A bank credit meets its announcement (issue 63, item 4): a payment the investor announced (a
 * pending contribution) and the bank's credit that pays it are never both counted. Assigning a credit
 * beside an announcement asks what becomes of it (400, nothing written); `complete` makes the
 * announcement the completed contribution, `cancel` (with a reason) fails it and posts the credit on
 * its own; an import that matches the credit by reference completes it by itself.
 */
let admin: string;
let investor: string;
let statements = 0;

const json = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>;
const decide = (id: string, body: unknown) =>
  decideRoute(jsonRequest("PUT", `/api/bank-entries/${id}`, { headers: { cookie: admin }, body }), params({ id }));
const position = async (id: string) =>
  json(await getInvestmentRoute(jsonRequest("GET", `/api/investments/${id}`, { headers: { cookie: admin } }), params({ id })));

/** A participation of 35.000 € with 20.000 € paid and 15.000 € announced (TRX-0047), as Miguel's in the issue. */
async function announced() {
  const participation = await committedParticipation(admin, investor, "35000");
  for (const [amount, status, reference] of [
    ["20000.00", "completed", "TRX-0046"],
    ["15000.00", "pending", "TRX-0047"],
  ] as const) {
    const response = await createTransactionRoute(
      jsonRequest("POST", "/api/transactions", {
        headers: { cookie: admin },
        body: {
          operationId: participation.operationId,
          investmentId: participation.id,
          type: "APORTE",
          amount,
          status,
          reference,
          transactionDate: "2026-11-02",
        },
      }),
      params({}),
    );
    expect(response.status).toBe(201);
  }
  return participation;
}

/** Imports one credit of `amount` on 20 November 2026 (value day 19 November) carrying `remittance`; answers the import's counts. */
async function credit(amount: string, remittance: string) {
  statements++;
  const response = await uploadStatement(
    camt053({
      entries: [
        { bankReference: `ANUNCIO${statements}`, amount, bookingDate: "2026-11-20", valueDate: "2026-11-19", remittance: [remittance] },
      ],
    }),
    { cookie: admin, name: `anuncio-${statements}.xml` },
  );
  expect(response.status).toBe(200);
  return json(response);
}

async function waitingEntry(amount: string) {
  const list = (await (
    await listEntriesRoute(jsonRequest("GET", "/api/bank-entries", { headers: { cookie: admin } }), params({}))
  ).json()) as {
    id: string;
    amount: string;
  }[];
  return list.find((entry) => entry.amount === amount)!;
}

const contributionsOf = async (investmentId: string) =>
  (
    await (
      await testDb()
    ).movement.findMany({
      where: { investmentId, type: "APORTE" },
      select: { amount: true, status: true, reference: true, transactionDate: true, bankEntry: { select: { id: true } } },
      orderBy: { reference: "asc" },
    })
  ).map(
    (m) =>
      `${m.reference} ${m.amount.toFixed(2)} ${m.status} ${m.transactionDate.toISOString().slice(0, 10)}${m.bankEntry ? " banco" : ""}`,
  );

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

describe("assigning a credit to a participation with an announced payment", () => {
  it("asks what becomes of the announcement (400 naming it) and writes nothing until told", async () => {
    const participation = await announced();
    await credit("15000.00", "TRANSFERENCIA MIGUEL");
    const entry = await waitingEntry("15000.00");
    const db = await testDb();
    const before = { movements: await db.movement.count(), audit: await db.auditEvent.count(), emails: await db.email.count() };

    const refused = await decide(entry.id, { status: "assigned", investmentId: participation.id });
    expect(refused.status).toBe(400);
    expect((await json(refused)).fields).toEqual({
      announcement:
        "La participación tiene un pago anunciado (15.000,00\u00a0€, 02/11/2026, TRX-0047): indica si este apunte lo completa o si el anuncio se cancela",
    });
    const noReason = await decide(entry.id, { status: "assigned", investmentId: participation.id, announcement: "cancel" });
    expect(noReason.status).toBe(400);
    expect((await json(noReason)).fields).toEqual({ cancelReason: "Indica por qué se cancela el pago anunciado" });
    const unknown = await decide(entry.id, { status: "assigned", investmentId: participation.id, announcement: "both" });
    expect(unknown.status).toBe(400);
    expect((await json(unknown)).fields).toMatchObject({
      announcement: "Elige si este apunte completa el pago anunciado o si el anuncio se cancela",
    });
    expect({ movements: await db.movement.count(), audit: await db.auditEvent.count(), emails: await db.email.count() }).toEqual(before);
    expect(await db.bankEntry.findUniqueOrThrow({ where: { id: entry.id }, select: { status: true } })).toEqual({ status: "review" });
  });

  it("complete: the announcement becomes the completed contribution, for the bank's amount and day; 35.000 € paid, nothing announced", async () => {
    const participation = await announced();
    await credit("15000.00", "TRANSFERENCIA MIGUEL");
    const entry = await waitingEntry("15000.00");
    const db = await testDb();
    const movements = await db.movement.count();

    const assigned = await decide(entry.id, { status: "assigned", investmentId: participation.id, announcement: "complete" });
    expect(assigned.status).toBe(200);
    expect(await contributionsOf(participation.id)).toEqual([
      "TRX-0046 20000.00 completed 2026-11-02",
      "TRX-0047 15000.00 completed 2026-11-19 banco",
    ]);
    expect(await db.movement.count()).toBe(movements); // no movement added: the announcement is the credit
    expect(await position(participation.id)).toMatchObject({ paid: "35000.00", pending: "0.00" });
  });

  it("cancel: the announcement fails with the reason, and the credit is a contribution of its own", async () => {
    const participation = await announced();
    await credit("15000.00", "TRANSFERENCIA MIGUEL");
    const entry = await waitingEntry("15000.00");

    const assigned = await decide(entry.id, {
      status: "assigned",
      investmentId: participation.id,
      announcement: "cancel",
      cancelReason: "El inversor pagó desde otra cuenta y con otro concepto",
    });
    expect(assigned.status).toBe(200);
    const rows = await (
      await testDb()
    ).movement.findMany({
      where: { investmentId: participation.id, type: "APORTE" },
      select: { reference: true, status: true, description: true },
    });
    expect(rows.find((row) => row.reference === "TRX-0047")).toMatchObject({
      status: "failed",
      description: "Anuncio cancelado: El inversor pagó desde otra cuenta y con otro concepto",
    });
    expect(await position(participation.id)).toMatchObject({ paid: "35000.00", pending: "0.00" });
  });
});

describe("an import that matches a credit by reference", () => {
  it("completes the announcement by itself: one contribution of 15.000 €, not two", async () => {
    const participation = await announced();
    const counts = await credit("15000.00", `Aportacion ${participation.reference}`);
    expect(counts).toMatchObject({ matched: 1, review: 0 });
    expect(await contributionsOf(participation.id)).toEqual([
      "TRX-0046 20000.00 completed 2026-11-02",
      "TRX-0047 15000.00 completed 2026-11-19 banco",
    ]);
    expect(await position(participation.id)).toMatchObject({ paid: "35000.00", pending: "0.00" });
  });

  it("a credit of another amount completes it for what the bank shows, and says what was announced", async () => {
    const participation = await announced();
    await credit("14000.00", `Aportacion ${participation.reference}`);
    const [announcement] = await (
      await testDb()
    ).movement.findMany({
      where: { investmentId: participation.id, reference: "TRX-0047" },
      select: { amount: true, status: true, description: true },
    });
    expect(announcement).toMatchObject({
      status: "completed",
      description: "Transferencia conciliada con el extracto del banco (anunciada por 15.000,00\u00a0€)",
    });
    expect(announcement!.amount.toFixed(2)).toBe("14000.00");
    expect(await position(participation.id)).toMatchObject({ paid: "34000.00", pending: "1000.00" });
  });
});
