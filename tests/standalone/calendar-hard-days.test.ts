import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { Prisma } from "@/generated/prisma/client";
import { dayInMadrid } from "@/lib/format";
import { getAdminDashboard } from "@/server/reports/dashboard";
import { confirmLiquidation } from "@/server/liquidation/liquidation";
import { sendPaymentReminders } from "@/server/participations/payment-reminders";
import { ownStatement } from "@/server/reports/statement";
import { taxedPayments } from "@/server/tax/payments";
import { createMovement } from "@/server/ledger/movements";
import { ADMIN, INVESTOR } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { operationWith } from "../helpers/liquidation";

const RUZAFA = "Oficina en Ruzafa – Crédito NPL con subasta señalada";

/**
 * The calendar's hard days (issue 45): the demo seed, the payment reminders, the dashboard's month
 * figures, a movement's tax year, the investor's statement for a day and a liquidation dated that
 * day, each run with the clock set to an instant where Madrid's day, month or year differs from
 * UTC's, or where Madrid changes its clock. Every expected value is written here, worked by hand
 * from the demo's offsets (docs/product.md#demo-data-development-only):
 *  - capital held: 1.110.000,00 €; at the previous month's close it lacks this month's
 *    participations: Alejandro's 40.000 and Elena's 30.000 always (placed in this month), Miguel's
 *    35.000 (22 days ago) and Laura's 30.000 (8 days ago) when those days are in this month;
 *  - active operations: 9; Poblenou (published 9 days ago) and Malvarrosa (28 days ago) are new
 *    this month when those days are in it;
 *  - investors: 11; Rocío (registered 12 days ago) is new this month when that day is in it;
 *  - Miguel's deadline is 12 days ago and he owes 15.000; Laura's is in 2 days and she owes 30.000.
 * This file opens its own embedded database (tests/standalone), whose engine reads the same clock.
 */
type HardDay = {
  instant: string;
  today: string;
  /** Madrid's previous month and this one begin (the dashboard compares with the first's close). */
  lastMonthStart: string;
  monthStart: string;
  overdueDeadline: string;
  soonDeadline: string;
  /** Capital held before this month, and its change to 1.110.000 in whole percent. */
  capitalBefore: string;
  capitalTrend: number;
  /** Of 9 active operations and 11 investors, how many there were before this month, and the change. */
  activeBefore: number;
  activeTrend: number;
  investorsBefore: number;
  investorsTrend: number;
};

const HARD_DAYS: Record<string, HardDay> = {
  // 23:30 UTC on 31 January: UTC is still in January.
  "the 1st of a month at 00:30": {
    instant: "2027-02-01T00:30:00+01:00",
    today: "2027-02-01",
    lastMonthStart: "2027-01-01T00:00:00+01:00",
    monthStart: "2027-02-01T00:00:00+01:00",
    overdueDeadline: "2027-01-20",
    soonDeadline: "2027-02-03",
    capitalBefore: "1040000.00",
    capitalTrend: 7,
    activeBefore: 9,
    activeTrend: 0,
    investorsBefore: 11,
    investorsTrend: 0,
  },
  "31 December at 23:30": {
    instant: "2026-12-31T23:30:00+01:00",
    today: "2026-12-31",
    lastMonthStart: "2026-11-01T00:00:00+01:00",
    monthStart: "2026-12-01T00:00:00+01:00",
    overdueDeadline: "2026-12-19",
    soonDeadline: "2027-01-02",
    capitalBefore: "975000.00",
    capitalTrend: 14,
    activeBefore: 7,
    activeTrend: 29,
    investorsBefore: 10,
    investorsTrend: 10,
  },
  // 23:30 UTC on 31 December: UTC is still in the old year.
  "1 January at 00:30": {
    instant: "2027-01-01T00:30:00+01:00",
    today: "2027-01-01",
    lastMonthStart: "2026-12-01T00:00:00+01:00",
    monthStart: "2027-01-01T00:00:00+01:00",
    overdueDeadline: "2026-12-20",
    soonDeadline: "2027-01-03",
    capitalBefore: "1040000.00",
    capitalTrend: 7,
    activeBefore: 9,
    activeTrend: 0,
    investorsBefore: 11,
    investorsTrend: 0,
  },
  // The last Sunday of March: 02:00 became 03:00. Malvarrosa, 28 days ago, is in February.
  "the day Madrid's clock goes forward, at 03:30": {
    instant: "2027-03-28T03:30:00+02:00",
    today: "2027-03-28",
    lastMonthStart: "2027-02-01T00:00:00+01:00",
    monthStart: "2027-03-01T00:00:00+01:00",
    overdueDeadline: "2027-03-16",
    soonDeadline: "2027-03-30",
    capitalBefore: "975000.00",
    capitalTrend: 14,
    activeBefore: 8,
    activeTrend: 13,
    investorsBefore: 10,
    investorsTrend: 10,
  },
  // The last Sunday of October: 03:00 became 02:00; this is the second 02:30 of the night.
  "the day Madrid's clock goes back, at the second 02:30": {
    instant: "2027-10-31T02:30:00+01:00",
    today: "2027-10-31",
    lastMonthStart: "2027-09-01T00:00:00+02:00",
    monthStart: "2027-10-01T00:00:00+02:00",
    overdueDeadline: "2027-10-19",
    soonDeadline: "2027-11-02",
    capitalBefore: "975000.00",
    capitalTrend: 14,
    activeBefore: 7,
    activeTrend: 29,
    investorsBefore: 10,
    investorsTrend: 10,
  },
  // 23:30 UTC on 28 February.
  "29 February at 00:30": {
    instant: "2028-02-29T00:30:00+01:00",
    today: "2028-02-29",
    lastMonthStart: "2028-01-01T00:00:00+01:00",
    monthStart: "2028-02-01T00:00:00+01:00",
    overdueDeadline: "2028-02-17",
    soonDeadline: "2028-03-02",
    capitalBefore: "975000.00",
    capitalTrend: 14,
    activeBefore: 7,
    activeTrend: 29,
    investorsBefore: 10,
    investorsTrend: 10,
  },
};

const MIGUEL = "miguelangel.vazquez@buzon.example";
const LAURA = "laura.serrano@correo.example";

afterEach(() => {
  vi.useRealTimers();
});

/** The clock reads `instant` (and runs on from it), for this code and the embedded database alike. */
function clockAt(instant: string): Date {
  vi.useFakeTimers({ toFake: ["Date"], shouldAdvanceTime: true });
  vi.setSystemTime(new Date(instant));
  return new Date();
}

async function actorFor(email: string) {
  const user = await (await testDb()).user.findUniqueOrThrow({ where: { email } });
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

/** What a participation of `email` in the operation titled like `title` still owes, and its deadline. */
async function owing(email: string, title: string) {
  const db = await testDb();
  const participation = await db.participation.findFirstOrThrow({
    where: { user: { email }, operation: { title: { startsWith: title } }, status: "active" },
    select: { id: true, amount: true, paymentDue: true },
  });
  const paid = await db.movement.aggregate({
    where: { investmentId: participation.id, type: "APORTE", status: "completed" },
    _sum: { amount: true },
  });
  return {
    deadline: participation.paymentDue?.toISOString().slice(0, 10),
    owed: participation.amount.minus(paid._sum.amount ?? new Prisma.Decimal(0)).toFixed(2),
  };
}

/** Completed movements dated from `from` to `to` (excluded). */
/** Completed movements whose value date (a Madrid day) is from the day `from` begins up to the day before `to`'s, or to `to`'s day itself. */
async function movementsBetween(from: string, to: Date | string, { toIncluded = false } = {}): Promise<number> {
  const day = (moment: Date | string) => new Date(`${dayInMadrid(moment)}T00:00:00Z`);
  const end = toIncluded ? { lte: day(to) } : { lt: day(to) };
  return (await testDb()).movement.count({ where: { status: "completed", transactionDate: { gte: day(from), ...end } } });
}

describe.each(Object.entries(HARD_DAYS))("on %s (Madrid)", (_name, day) => {
  // The demo seeded at the instant, once for both tests (the first only reads it and sends reminders).
  beforeAll(async () => {
    clockAt(day.instant);
    await seedDatabase();
    vi.useRealTimers();
  });

  it("the demo holds every state it promises, the reminders go to the right people once, and the dashboard compares with the right month", async () => {
    const now = clockAt(day.instant);
    const db = await testDb();

    // Overdue, due soon, paid, waiting, liquidated; this month and last month have movements.
    expect(await owing(MIGUEL, "Piso en Chamberí")).toEqual({ deadline: day.overdueDeadline, owed: "15000.00" });
    expect(await owing(LAURA, "Adosado en la Malvarrosa")).toEqual({ deadline: day.soonDeadline, owed: "30000.00" });
    expect(await owing(INVESTOR, "Piso en Chamberí")).toEqual({ deadline: expect.any(String), owed: "0.00" });
    expect(await db.participation.count({ where: { status: "requested" } })).toBe(2);
    expect(
      await db.operation.count({ where: { status: { in: ["finalizada", "cerrada"] }, investments: { some: { status: "closed" } } } }),
    ).toBe(3);
    expect(await movementsBetween(day.monthStart, now, { toIncluded: true }), "movements this month").toBeGreaterThan(0);
    expect(await movementsBetween(day.lastMonthStart, day.monthStart), "movements last month").toBeGreaterThan(0);
    const future = await db.movement.count({ where: { transactionDate: { gt: new Date(`${dayInMadrid(now)}T00:00:00Z`) } } });
    expect(future, "no demo movement after now").toBe(0);

    // The reminders: Miguel's deadline has passed, Laura's is in two days; each goes once.
    expect(await sendPaymentReminders(now)).toBe(2);
    expect(await sendPaymentReminders(now)).toBe(0);
    const reminders = await db.email.findMany({
      where: { kind: "payment-reminder" },
      select: { to: true, subject: true },
      orderBy: { to: "asc" },
    });
    expect(reminders).toEqual([
      { to: LAURA, subject: "Recordatorio de pago: Adosado en la Malvarrosa – Crédito hipotecario NPL" },
      { to: MIGUEL, subject: "Pago vencido: Piso en Chamberí – Crédito hipotecario NPL" },
    ]);

    // The dashboard: now against the close of Madrid's previous month.
    const dashboard = await getAdminDashboard(await actorFor(ADMIN), now);
    expect(dashboard.investedCapital).toEqual({ value: "1110000.00", trend: { value: day.capitalTrend, isPositive: true } });
    expect(dashboard.pendingPayments).toBe("45000.00");
    const held = { status: { in: ["active", "closed"] }, investmentDate: { lt: new Date(day.monthStart) } };
    expect((await db.participation.aggregate({ where: held, _sum: { amount: true } }))._sum.amount?.toFixed(2)).toBe(day.capitalBefore);
    expect(
      await db.operation.count({
        where: { status: { in: ["abierta", "reservada", "en_curso"] }, createdAt: { lt: new Date(day.monthStart) } },
      }),
    ).toBe(day.activeBefore);
    expect(await db.user.count({ where: { role: "investor", createdAt: { lt: new Date(day.monthStart) } } })).toBe(day.investorsBefore);
    expect(dashboard.activeOperations).toEqual({ value: 9, trend: { value: day.activeTrend, isPositive: true } });
    expect(dashboard.investors).toEqual({ value: 11, trend: { value: day.investorsTrend, isPositive: true } });
  });

  it("a movement typed now belongs to Madrid's day and tax year, the statement for the day shows it, and a liquidation dated today lands in the same year", async () => {
    const now = clockAt(day.instant);
    const db = await testDb();
    const year = Number(day.today.slice(0, 4));
    const admin = await actorFor(ADMIN);
    const investor = await actorFor(INVESTOR);

    // A gain typed by hand with no date: dated now, which is `day.today` in Madrid.
    // In an operation still running (a liquidated one takes no money but its liquidation's).
    const ruzafa = await db.participation.findFirstOrThrow({
      where: { userId: investor.id, operation: { title: RUZAFA } },
    });
    await createMovement(admin, {
      operationId: ruzafa.operationId,
      investmentId: ruzafa.id,
      type: "BENEFICIO",
      amount: "1000.00",
      reference: "DIA-DIFICIL",
    });
    const own = await taxedPayments(db, year, investor.id);
    expect(own).toContainEqual(expect.objectContaining({ date: day.today, gross: "1000.00", withholding: "0.00" }));
    // The neighbouring years have none of it (the demo's liquidations and deposit interest fall where their own days do).
    const ofOperations = async (other: number) =>
      (await taxedPayments(db, other, investor.id)).filter((payment) => payment.operationTitle === RUZAFA);
    for (const other of [year - 1, year + 1]) expect(await ofOperations(other)).toEqual([]);

    // The statement "to today" (and by default: this year to today) has it, dated today.
    for (const query of [`to=${day.today}&format=csv`, "format=csv"]) {
      const statement = await ownStatement(investor, new URLSearchParams(query), now);
      const line = String(statement.body)
        .split("\r\n")
        .find((row) => row.includes("DIA-DIFICIL"));
      expect(line, query).toBe(`${day.today.split("-").reverse().join("/")};Beneficio;${RUZAFA};1000,00;DIA-DIFICIL`);
    }
    expect(String((await ownStatement(investor, new URLSearchParams(`to=${previousDay(day.today)}&format=csv`), now)).body)).not.toContain(
      "DIA-DIFICIL",
    );

    // A liquidation dated today: the year's withholding rate (set apart from the previous year's, to
    // tell them apart), its movements on today's Madrid day and in this tax year.
    await db.setting.update({ where: { id: 1 }, data: { withholdingRates: { [String(year - 1)]: "19.00", [String(year)]: "20.00" } } });
    const operation = await operationWith([INVESTOR, "60000"], ["carmen.lopez@correo.example", "40000"]);
    const liquidation = await confirmLiquidation(admin, operation.id, {
      proceeds: "150000",
      costs: [{ concept: "Notaría y registro", amount: "10000" }],
      date: day.today,
    });
    // 150.000 − 10.000 of costs − 100.000 of capital = 40.000; the club's half, 20.000; 20 % of the
    // other half withheld, 4.000; paid out 150.000 − 10.000 − 20.000 − 4.000 = 116.000.
    expect(liquidation).toMatchObject({
      date: day.today,
      withholdingRate: "20.00",
      totals: { result: "40000.00", fee: "20000.00", gain: "20000.00", withholding: "4000.00", net: "116000.00" },
    });
    const taxed = await taxedPayments(db, year);
    // Per participation, 60 % and 40 %: gain 12.000 and 8.000, withheld 2.400 and 1.600.
    const ofThisOperation = taxed.filter((payment) => payment.operationTitle === operation.title);
    expect(ofThisOperation.map(({ date, gross, withholding, net }) => `${date} ${gross} ${withholding} ${net}`).sort()).toEqual([
      `${day.today} 12000.00 2400.00 9600.00`,
      `${day.today} 8000.00 1600.00 6400.00`,
    ]);
  });
});

function previousDay(day: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}
