import { beforeAll, describe, expect, it } from "vitest";
import { GET as trackRecordRoute } from "@/app/api/track-record/route";
import { POST as createOperationRoute } from "@/app/api/operations/route";
import { PUT as updateOperationRoute } from "@/app/api/operations/[id]/route";
import type { Actor } from "@/server/core/actor";
import { confirmLiquidation, reverseLiquidation } from "@/server/liquidation/liquidation";
import { getTrackRecord, type TrackRecord } from "@/server/reports/track-record";
import { findOperationBySlug } from "@/server/operations/queries";
import { positionsWhere } from "@/server/ledger/positions";
import { totalOf } from "@/lib/ledger/position";
import { percentageOf } from "@/lib/money";
import { actorByEmail, refusal } from "../helpers/actors";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
const CARMEN = "carmen.lopez@correo.example";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";
import { operationForm } from "../helpers/operation-form";

/**
 * "Resultados" (issue 66, item 6): every liquidated operation's promise against what it paid, from
 * the ledger. Two operations liquidated here, in years the demo's liquidations (the last three months)
 * never fall in, hand-worked from their movements.
 */
let admin: Actor;
let cookie: string;
let gain: { id: string; slug: string };
let loss: { id: string; slug: string };

const publicRecord = async () =>
  (await (await trackRecordRoute(jsonRequest("GET", "/api/track-record"), params({}))).json()) as TrackRecord;

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
  cookie = await signInAs(ADMIN);
  const db = await testDb();
  // 60.000 + 40.000 paid on 15 January 2020; promised 12,50 % in 24 months.
  gain = await operationWith([INVESTOR, "60000"], [CARMEN, "40000"]);
  // 50.000 paid on 15 January 2020; promised 10,00 % in 18 months.
  loss = await operationWith([INVESTOR, "50000"]);
  await db.operation.update({ where: { id: gain.id }, data: { promisedReturn: "12.50", promisedTerm: 24 } });
  // 30.000 paid on 10 January 2020 and revoked in the reflection period, refunded whole: no part of the operation's money.
  const revoked = await db.participation.create({
    data: {
      userId: (await actorByEmail(CARMEN)).id,
      operationId: gain.id,
      amount: "30000",
      status: "cancelled",
      requestedAt: new Date("2020-01-08T10:00:00Z"),
      revokedAt: new Date("2020-01-11T10:00:00Z"),
    },
  });
  for (const type of ["APORTE", "DEVOLUCION"] as const)
    await db.movement.create({
      data: {
        operationId: gain.id,
        investmentId: revoked.id,
        userId: revoked.userId,
        type,
        amount: "30000",
        transactionDate: new Date("2020-01-10"),
      },
    });
  await db.operation.update({ where: { id: loss.id }, data: { promisedReturn: "10.00", promisedTerm: 18 } });
  // 150.000 − 10.000 of costs − 100.000 of capital = 40.000 of result; the club's success fee is half: the investors
  // keep 20.000 → 20.000 / 100.000 = 20,00 %. 15 January 2020 to 30 November 2021: 22 calendar months.
  await confirmLiquidation(admin, gain.id, {
    proceeds: "150000",
    costs: [{ concept: "Notaría y registro", amount: "10000" }],
    date: "2021-11-30",
  });
  // 45.000 − 1.000 of costs = 44.000 back of 50.000: −6.000 → −12,00 %; 15 January 2020 to 10 June 2022: 29 months.
  await confirmLiquidation(admin, loss.id, { proceeds: "45000", costs: [{ concept: "Procurador", amount: "1000" }], date: "2022-06-10" });
});

describe("the track record", () => {
  it("sets each liquidated operation's promise against the ledger's result over the capital paid, with the months it took", async () => {
    const record = await publicRecord();
    const mine = record.operations.filter((operation) => [gain.slug, loss.slug].includes(operation.slug));
    expect(mine).toEqual([
      {
        slug: loss.slug,
        title: expect.any(String),
        expectedReturn: "10.00",
        expectedTerm: 18,
        actualReturn: "-12.00",
        actualMonths: 29,
        liquidatedOn: "2022-06-10",
        archived: false,
      },
      {
        slug: gain.slug,
        title: expect.any(String),
        expectedReturn: "12.50",
        expectedTerm: 24,
        actualReturn: "20.00",
        actualMonths: 22,
        liquidatedOn: "2021-11-30",
        archived: false,
      },
    ]);
    // The public answer names no investor and no amount of an operation.
    expect(Object.keys(record.operations[0]!).sort()).toEqual(
      ["actualMonths", "actualReturn", "archived", "expectedReturn", "expectedTerm", "liquidatedOn", "slug", "title"].sort(),
    );
    expect(record.years.filter((year) => year.year === 2021 || year.year === 2022)).toEqual([
      { year: 2022, operations: 1, capitalPaid: "50000.00", capitalReturned: "44000.00", gains: "0.00", losses: "-6000.00" },
      { year: 2021, operations: 1, capitalPaid: "100000.00", capitalReturned: "100000.00", gains: "20000.00", losses: "0.00" },
    ]);
  });

  it("is the same figure as the participations' Resultado neto and the operation page's return, for the demo's too", async () => {
    const db = await testDb();
    const { operations } = await getTrackRecord(admin);
    expect(operations.length).toBeGreaterThanOrEqual(5); // the demo's three and these two
    for (const row of operations) {
      const operation = await db.operation.findUniqueOrThrow({ where: { slug: row.slug }, select: { id: true } });
      // The participations that took part: a revoked one's money came back whole before it did.
      const total = totalOf([...(await positionsWhere(db, { operationId: operation.id, revokedAt: null })).values()]);
      expect(row.actualReturn, row.slug).toBe(percentageOf(total.result!, total.paid));
      expect((await findOperationBySlug(row.slug))?.outcome?.totalReturn, row.slug).toBe(row.actualReturn);
    }
    expect(operations.find((row) => row.slug === gain.slug)).toMatchObject({
      capitalPaid: "100000.00",
      capitalReturned: "100000.00",
      result: "20000.00",
      investors: 2,
    });
  });

  it("drops an operation whose liquidation is reversed, and takes no sign-in to read", async () => {
    await reverseLiquidation(admin, loss.id, { reason: "Importe mal tecleado" });
    expect((await publicRecord()).operations.map((operation) => operation.slug)).not.toContain(loss.slug);
    expect((await publicRecord()).years.find((year) => year.year === 2022)).toBeUndefined();
    expect((await refusal(getTrackRecord(await actorByEmail(INVESTOR)))).code).toBe("forbidden");
  });
});

describe("what an operation promised", () => {
  /** An operation created through the API as the admin's form sends it; `edit` PUTs the answer back with changes. */
  async function published(title: string, figures: Record<string, unknown>) {
    const form = { ...operationForm(title), expectedReturn: null, expectedTerm: null, ...figures };
    const created = await createOperationRoute(jsonRequest("POST", "/api/operations", { body: form, headers: { cookie } }), params({}));
    expect(created.status).toBe(201);
    const { id, slug } = (await created.json()) as { id: string; slug: string };
    const edit = async (changes: Record<string, unknown>) =>
      (
        await updateOperationRoute(
          jsonRequest("PUT", `/api/operations/${id}`, { body: { ...form, slug, ...changes }, headers: { cookie } }),
          params({ id }),
        )
      ).status;
    const promise = async () => {
      const row = await (
        await testDb()
      ).operation.findUniqueOrThrow({
        where: { id },
        select: { expectedReturn: true, expectedTerm: true, promisedReturn: true, promisedTerm: true },
      });
      return [row.expectedReturn?.toFixed(2) ?? null, row.expectedTerm, row.promisedReturn?.toFixed(2) ?? null, row.promisedTerm];
    };
    return { edit, promise };
  }

  it("is its expected return and term when published, kept when they change later", async () => {
    const operation = await published("Promesa Ruzafa", { expectedReturn: "12.5", expectedTerm: 18 });
    expect(await operation.edit({ expectedReturn: "15", expectedTerm: 12 })).toBe(200);
    expect(await operation.promise()).toEqual(["15.00", 12, "12.50", 18]);
  });

  it("is the first one given when the operation was published without one", async () => {
    const operation = await published("Promesa Benimaclet", {});
    expect(await operation.promise()).toEqual([null, null, null, null]);
    expect(await operation.edit({ expectedReturn: "11", expectedTerm: 20 })).toBe(200);
    expect(await operation.edit({ expectedReturn: "9", expectedTerm: 30 })).toBe(200);
    expect(await operation.promise()).toEqual(["9.00", 30, "11.00", 20]);
  });
});
