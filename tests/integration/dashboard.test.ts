import { NO_POSITION } from "@/lib/ledger/position";
import { beforeAll, describe, expect, it } from "vitest";
import { GET as exportCsv } from "@/app/api/transactions/export/route";
import { GET as exportOwnCsv } from "@/app/api/transactions/export/mine/route";
import { Prisma } from "@/generated/prisma/client";
import { getAdminDashboard, RECENT_TRANSACTIONS } from "@/server/reports/dashboard";
import { getPortfolio } from "@/server/reports/portfolio";
import { countOwnMovements, listOwnLatestMovements, listOwnMovements, newestFirst } from "@/server/ledger/movements";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { TRANSACTION_TYPE_LABELS } from "@/lib/validations/transaction";

beforeAll(seedDatabase);

async function actorFor(email: string) {
  const user = await (await testDb()).user.findUniqueOrThrow({ where: { email } });
  return { id: user.id, email: user.email, firstName: user.firstName, lastName: user.lastName, role: user.role };
}

describe("admin dashboard", () => {
  it("computes its cards and totals from the database", async () => {
    const db = await testDb();
    const dashboard = await getAdminDashboard(await actorFor(ADMIN));
    expect(dashboard.activeOperations.value).toBe(
      await db.operation.count({ where: { status: { in: ["abierta", "reservada", "en_curso"] } } }),
    );
    expect(dashboard.investors.value).toBe(await db.user.count({ where: { role: "investor" } }));
    // The places held (the requests waiting for a decision hold none).
    const capital = (await db.participation.aggregate({ where: { status: { in: ["active", "closed"] } }, _sum: { amount: true } }))._sum
      .amount!;
    expect(dashboard.investedCapital.value).toBe(capital.toFixed(2));

    // The totals are those of the listed rows, summed in SQL here as an independent check.
    expect(dashboard.recentTransactions).toHaveLength(RECENT_TRANSACTIONS);
    const ids = dashboard.recentTransactions.map((t) => t.id);
    const sum = async (type: string) =>
      (await db.movement.aggregate({ where: { id: { in: ids }, type, status: "completed" }, _sum: { amount: true } }))._sum.amount ??
      new Prisma.Decimal(0);
    const aportes = await sum("APORTE");
    const devoluciones = await sum("DEVOLUCION");
    expect(dashboard.totals).toEqual({
      aportes: aportes.toFixed(2),
      devoluciones: devoluciones.toFixed(2),
      saldoNeto: aportes.minus(devoluciones).toFixed(2),
    });
    const newest = await db.movement.findFirstOrThrow({
      orderBy: [{ transactionDate: "desc" }, { recordedAt: "desc" }, { id: "desc" }],
    });
    expect(ids[0]).toBe(newest.id);
  });

  it("is refused to investors", async () => {
    await expect(getAdminDashboard(await actorFor(INVESTOR))).rejects.toMatchObject({ code: "forbidden" });
    await expect(getAdminDashboard(null)).rejects.toMatchObject({ code: "unauthenticated" });
  });
});

describe("investor portfolio", () => {
  it("totals the investor's own investments and weights the expected return by amount, exactly", async () => {
    const db = await testDb();
    const actor = await actorFor(INVESTOR);
    const portfolio = await getPortfolio(actor);
    const rows = await db.participation.findMany({ where: { userId: actor.id }, include: { operation: true } });
    expect(portfolio.participations).toHaveLength(rows.length);
    const total = rows.reduce((acc, r) => acc.plus(r.amount), new Prisma.Decimal(0));
    expect(portfolio.totalInvested).toBe(total.toFixed(2));
    const withReturn = rows.filter((r) => r.operation.expectedReturn);
    const weighted = withReturn
      .reduce((acc, r) => acc.plus(r.amount.times(r.operation.expectedReturn!)), new Prisma.Decimal(0))
      .dividedBy(withReturn.reduce((acc, r) => acc.plus(r.amount), new Prisma.Decimal(0)));
    expect(portfolio.weightedExpectedReturn).toBe(weighted.toFixed(2));
    expect(portfolio.activeOperations).toBe(
      new Set(rows.filter((r) => ["abierta", "reservada", "en_curso"].includes(r.operation.status)).map((r) => r.operationId)).size,
    );
    // "Total Invertido" says how many of its participations are in operations no longer active.
    expect(portfolio.finishedParticipations).toBe(
      rows.filter((r) => !["abierta", "reservada", "en_curso"].includes(r.operation.status)).length,
    );
    expect(portfolio.finishedParticipations).toBeGreaterThan(0); // the demo investor holds a finished one
  });

  it("is empty for an investor without participations", async () => {
    const db = await testDb();
    const lonely = await db.user.findFirstOrThrow({ where: { role: "investor", investments: { none: {} } } });
    const portfolio = await getPortfolio({ id: lonely.id, email: lonely.email, firstName: null, lastName: null, role: "investor" });
    expect(portfolio).toEqual({
      totalInvested: "0.00",
      finishedParticipations: 0,
      activeInvested: "0.00",
      activeOperations: 0,
      weightedExpectedReturn: null,
      money: NO_POSITION,
      participations: [],
    });
  });
});

describe("Mis Movimientos", () => {
  it("reads only the newest movements it shows, and counts them all", async () => {
    const investor = await actorFor(INVESTOR);
    const all = await listOwnMovements(investor);
    expect(all.length).toBeGreaterThan(3);
    expect(await listOwnMovements(investor, 3)).toEqual(all.slice(0, 3));
    expect(await countOwnMovements(investor)).toBe(all.length);
    await expect(countOwnMovements(null)).rejects.toMatchObject({ code: "unauthenticated" });
    // Mi Dashboard's list: a full one is counted, a short one is its own count.
    expect(await listOwnLatestMovements(investor, 3)).toEqual([all.slice(0, 3), all.length]);
    expect(await listOwnLatestMovements(investor, all.length + 5)).toEqual([all, all.length]);
  });
});

describe("Exportar CSV", () => {
  it("downloads every transaction as UTF-8 with BOM, ';' separators and es-ES decimals", async () => {
    const cookie = await signInAs(ADMIN);
    const response = await exportCsv(jsonRequest("GET", "/api/transactions/export", { headers: { cookie } }), params({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="transacciones-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes.slice(3));
    const lines = text.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("Fecha valor;Tipo;Importe;Método de pago;Referencia;Operación;Inversor;Estado;Descripción");
    const db = await testDb();
    expect(lines).toHaveLength((await db.movement.count()) + 1);
    const newest = await db.movement.findFirstOrThrow({ orderBy: newestFirst });
    const fields = lines[1]!.split(";");
    expect(fields[1]).toBe(TRANSACTION_TYPE_LABELS[newest.type as keyof typeof TRANSACTION_TYPE_LABELS]); // "Aporte", as on screen
    expect(fields[2]).toBe(newest.amount.toFixed(2).replace(".", ","));
    expect(fields[4]).toBe(newest.reference ?? "");
    expect(fields[0]).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  it("Descargar CSV of Mis Movimientos: every movement of the signed-in investor, and nobody else's", async () => {
    const db = await testDb();
    const investor = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    const cookie = await signInAs(INVESTOR);
    const response = await exportOwnCsv(jsonRequest("GET", "/api/transactions/export/mine", { headers: { cookie } }), params({}));
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("content-disposition")).toMatch(/^attachment; filename="mis-movimientos-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = new TextDecoder()
      .decode(new Uint8Array(await response.arrayBuffer()).slice(3))
      .split("\r\n")
      .filter(Boolean);
    expect(lines[0]).toBe("Fecha valor;Tipo;Importe;Método de pago;Referencia;Operación;Estado;Descripción");
    const own = await db.movement.findMany({ where: { userId: investor.id }, orderBy: newestFirst });
    expect(own.length).toBeGreaterThan(0);
    expect(await db.movement.count({ where: { userId: { not: investor.id } } })).toBeGreaterThan(0);
    expect(lines.slice(1).map((line) => line.split(";")[4])).toEqual(own.map((t) => t.reference ?? ""));
    expect(lines.slice(1).map((line) => line.split(";")[2])).toEqual(own.map((t) => t.amount.toFixed(2).replace(".", ",")));
    // Estado in Spanish, as Mis Movimientos shows it.
    const states: Record<string, string> = { completed: "Completada", pending: "Pendiente", failed: "Fallida" };
    expect(lines.slice(1).map((line) => line.split(";")[6])).toEqual(own.map((t) => states[t.status]));
  });

  it("an admin's own file holds only the admin's movements; nobody signed in gets 401", async () => {
    const db = await testDb();
    const admin = await db.user.findUniqueOrThrow({ where: { email: ADMIN } });
    const cookie = await signInAs(ADMIN);
    const response = await exportOwnCsv(jsonRequest("GET", "/api/transactions/export/mine", { headers: { cookie } }), params({}));
    const lines = new TextDecoder()
      .decode(new Uint8Array(await response.arrayBuffer()).slice(3))
      .split("\r\n")
      .filter(Boolean);
    expect(lines).toHaveLength((await db.movement.count({ where: { userId: admin.id } })) + 1);
    const anonymous = await exportOwnCsv(jsonRequest("GET", "/api/transactions/export/mine"), params({}));
    expect(anonymous.status).toBe(401);
  });
});
