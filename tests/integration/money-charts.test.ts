import { beforeAll, describe, expect, it } from "vitest";
import { confirmLiquidation } from "@/server/liquidation/liquidation";
import { getOwnMoneyHistory } from "@/server/reports/own-money-chart";
import { getClubCashflow } from "@/server/reports/club-cashflow-chart";
import type { Actor } from "@/server/core/actor";
import { ADMIN } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { operationWith } from "../helpers/liquidation";

/** Issue 32, item 6: the figures behind the two pictures, worked by hand. */
const EMAIL = "graficos@correo.example";
let admin: Actor;
let investor: Actor;

const actorOf = async (email: string): Promise<Actor> => {
  const user = await (await testDb()).user.findUniqueOrThrow({ where: { email } });
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
};

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  await db.user.create({ data: { email: EMAIL, firstName: "Gráficos", role: "investor" } });
  admin = await actorOf(ADMIN);
  investor = await actorOf(EMAIL);
});

describe("Mi dinero en el tiempo", () => {
  it("month by month: paid in, come back, gained when an operation ends, and the gain expected at the end", async () => {
    const db = await testDb();
    // A: 10.000 paid in on 10 September, liquidated on 5 November for 12.000 (gain 2.000, fee 1.000).
    const finished = await operationWith([EMAIL, "10000"]);
    await db.movement.updateMany({ where: { operationId: finished.id }, data: { transactionDate: new Date("2026-09-10") } });
    await confirmLiquidation(admin, finished.id, { proceeds: "12000", costs: [], date: "2026-11-05" });
    // B: 5.000 paid in on 20 October, still running, expecting 12 % in total.
    const running = await operationWith([EMAIL, "5000"]);
    await db.operation.update({ where: { id: running.id }, data: { expectedReturn: "12.00" } });
    await db.movement.updateMany({ where: { operationId: running.id }, data: { transactionDate: new Date("2026-10-20") } });

    expect(await getOwnMoneyHistory(investor, new Date("2026-12-15T12:00:00Z"))).toEqual([
      { month: "2026-09", contributed: "10000.00", returned: "0.00", gain: "0.00", expected: null },
      { month: "2026-10", contributed: "15000.00", returned: "0.00", gain: "0.00", expected: null },
      // The 10.000 of capital came back ("Devuelto"), with 2.000 of result less 1.000 of fee: 1.000 gained ("Beneficio").
      { month: "2026-11", contributed: "15000.00", returned: "10000.00", gain: "1000.00", expected: null },
      // 1.000 gained + 5.000 × 12 % expected = 1.600.
      { month: "2026-12", contributed: "15000.00", returned: "10000.00", gain: "1000.00", expected: "1600.00" },
    ]);
    await expect(getOwnMoneyHistory(null)).rejects.toMatchObject({ code: "unauthenticated" });
  });
});

describe("Entradas y salidas del club", () => {
  it("the last twelve months: contributions and fees in, net payouts out", async () => {
    const db = await testDb();
    const { id: userId } = await db.user.findUniqueOrThrow({ where: { email: EMAIL } });
    const { id: operationId } = await db.operation.findFirstOrThrow({ select: { id: true } });
    const movement = (type: string, amount: string, date: string) =>
      db.movement.create({ data: { operationId, userId, type, amount, status: "completed", transactionDate: new Date(date) } });
    await movement("APORTE", "1000.00", "2032-01-10");
    await movement("HONORARIO", "50.00", "2032-01-20");
    await movement("DEVOLUCION", "1000.00", "2032-03-01");
    await movement("BENEFICIO", "200.00", "2032-03-01");
    await movement("COMISION_EXITO", "100.00", "2032-03-01");
    await movement("RETENCION", "19.00", "2032-03-01");
    await db.movement.create({
      data: { operationId, userId, type: "APORTE", amount: "999.00", status: "pending", transactionDate: new Date("2032-02-01") },
    });

    const months = await getClubCashflow(admin, new Date("2032-03-15T12:00:00Z"));
    expect(months.map((m) => m.month)).toEqual([
      "2031-04",
      "2031-05",
      "2031-06",
      "2031-07",
      "2031-08",
      "2031-09",
      "2031-10",
      "2031-11",
      "2031-12",
      "2032-01",
      "2032-02",
      "2032-03",
    ]);
    expect(months.slice(-3)).toEqual([
      { month: "2032-01", moneyIn: "1050.00", moneyOut: "0.00" },
      { month: "2032-02", moneyIn: "0.00", moneyOut: "0.00" }, // a pending contribution is no money yet
      // 1.000 + 200 − 100 − 19 = 1.081 transferred.
      { month: "2032-03", moneyIn: "0.00", moneyOut: "1081.00" },
    ]);
    await expect(getClubCashflow(investor)).rejects.toMatchObject({ code: "forbidden" });
  });
});
