import { beforeAll, describe, expect, it } from "vitest";
import { GET as getRoute, POST as confirmRoute } from "@/app/api/operations/[id]/liquidation/route";
import { POST as previewRoute } from "@/app/api/operations/[id]/liquidation/preview/route";
import { POST as reversalRoute } from "@/app/api/operations/[id]/liquidation/reversal/route";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";
import { findOperationBySlug, listOperations } from "@/server/operations/queries";

/**
 * The liquidation (issue 32, item 1), through the API: the preview and the confirmation give the same
 * rows, worked by hand; confirming writes every movement, closes the participations and the
 * operation and e-mails each investor; a second one is refused; a reversal restores every balance.
 */
let admin: string;
let investor: string;

const json = async (response: Response) => JSON.parse(await response.text()) as Record<string, unknown>;
const call = (route: typeof previewRoute, path: string, id: string, body: unknown, cookie = admin) =>
  route(jsonRequest("POST", path, { headers: cookie ? { cookie } : {}, body }), params({ id }));
const preview = (id: string, body: unknown, cookie = admin) =>
  call(previewRoute, `/api/operations/${id}/liquidation/preview`, id, body, cookie);
const confirm = (id: string, body: unknown, cookie = admin) => call(confirmRoute, `/api/operations/${id}/liquidation`, id, body, cookie);
const reverse = (id: string, body: unknown, cookie = admin) =>
  call(reversalRoute, `/api/operations/${id}/liquidation/reversal`, id, body, cookie);

const GAIN = {
  proceeds: "150000",
  costs: [
    { concept: "Procurador y abogado", amount: "2000" },
    { concept: "Notaría y registro", amount: "8.000,00" },
  ],
  date: "2026-11-30",
};

async function balances(operationId: string) {
  const rows = await (
    await testDb()
  ).movement.groupBy({
    by: ["investmentId", "type"],
    where: { operationId },
    _sum: { amount: true },
    orderBy: [{ investmentId: "asc" }, { type: "asc" }],
  });
  return rows.map((row) => `${row.investmentId}:${row.type}:${row._sum.amount!.toFixed(2)}`);
}

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

describe("an operation's liquidation", () => {
  it("previews, confirms the same rows, writes every movement, closes everything, e-mails each investor; twice is refused; a reversal restores every balance", async () => {
    const operation = await operationWith([INVESTOR, "60000"], ["carmen.lopez@correo.example", "40000"]);
    const [a, b] = operation.participations;
    const before = await balances(operation.id);
    const db = await testDb();
    const transactionsBefore = await db.movement.count();

    const previewed = await preview(operation.id, GAIN);
    expect(previewed.status).toBe(200);
    const shown = await json(previewed);
    expect(await db.movement.count()).toBe(transactionsBefore); // a preview writes nothing
    expect(shown).toMatchObject({
      withholdingRate: "19.00",
      totals: {
        proceeds: "150000.00",
        costs: "10000.00",
        capital: "100000.00",
        result: "40000.00",
        fee: "20000.00",
        gain: "20000.00",
        withholding: "3800.00",
        net: "116200.00",
      },
    });
    const pick = (rows: unknown) =>
      (rows as Record<string, string>[]).map(({ investmentId, capital, fee, gain, withholding, net }) => ({
        investmentId,
        capital,
        fee,
        gain,
        withholding,
        net,
      }));
    expect(pick(shown.rows)).toEqual([
      { investmentId: a, capital: "60000.00", fee: "12000.00", gain: "12000.00", withholding: "2280.00", net: "69720.00" },
      { investmentId: b, capital: "40000.00", fee: "8000.00", gain: "8000.00", withholding: "1520.00", net: "46480.00" },
    ]);

    const confirmed = await confirm(operation.id, GAIN);
    expect(confirmed.status).toBe(200);
    const body = await json(confirmed);
    expect(pick(body.rows)).toEqual(pick(shown.rows));
    expect(body.totals).toEqual(shown.totals);

    const movements = await db.movement.findMany({
      where: { investmentId: a, NOT: { type: "APORTE" } },
      select: { type: true, amount: true, status: true, transactionDate: true },
      orderBy: { type: "asc" },
    });
    expect(movements.map((m) => [m.type, m.amount.toFixed(2), m.status, m.transactionDate.toISOString().slice(0, 10)])).toEqual([
      ["BENEFICIO", "24000.00", "completed", "2026-11-30"],
      ["COMISION_EXITO", "12000.00", "completed", "2026-11-30"],
      ["DEVOLUCION", "60000.00", "completed", "2026-11-30"],
      ["RETENCION", "2280.00", "completed", "2026-11-30"],
    ]);
    expect(await db.participation.findMany({ where: { operationId: operation.id }, select: { status: true } })).toEqual([
      { status: "closed" },
      { status: "closed" },
    ]);
    expect((await db.operation.findUniqueOrThrow({ where: { id: operation.id }, select: { status: true } })).status).toBe("finalizada");
    const [statement] = await db.email.findMany({ where: { to: INVESTOR, subject: `Liquidación de ${operation.title}` } });
    expect(statement!.text).toContain("Retención IRPF: 2.280,00");
    // The demo investor has no IBAN in Mis datos: the notice asks for it (tests/integration/received.test.ts).
    expect(statement!.text).toContain("Importe que te corresponde: 69.720,00");
    expect(statement!.text).toContain("Para transferírtelo necesitamos tu IBAN: indícalo en Mis datos");
    expect(await db.email.count({ where: { to: "carmen.lopez@correo.example", subject: `Liquidación de ${operation.title}` } })).toBe(1);
    expect(await db.auditEvent.count({ where: { entityType: "liquidation", action: "create", entityLabel: operation.title } })).toBe(1);
    const current = await json(
      await getRoute(
        jsonRequest("GET", `/api/operations/${operation.id}/liquidation`, { headers: { cookie: admin } }),
        params({ id: operation.id }),
      ),
    );
    expect((current.liquidation as Record<string, unknown>).totals).toEqual(shown.totals);
    // The public page's actual result: (100.000 + 40.000 − 20.000 − 100.000) / 100.000 = 20 %.
    expect((await findOperationBySlug(operation.slug))!.outcome).toMatchObject({ totalReturn: "20.00" });

    // A second confirmation, or another preview, is refused and writes nothing.
    const count = await db.movement.count();
    const twice = await confirm(operation.id, GAIN);
    expect(twice.status).toBe(409);
    expect((await json(twice)).error).toBe("Esta operación ya está liquidada: anula la liquidación para repetirla");
    expect((await preview(operation.id, GAIN)).status).toBe(409);
    expect(await db.movement.count()).toBe(count);

    // The reversal needs a reason, then puts every balance back.
    expect((await json(await reverse(operation.id, { reason: " " }))).fields).toEqual({ reason: "Indica el motivo de la anulación" });
    const reversed = await reverse(operation.id, { reason: "Importe de la venta mal tecleado" });
    expect(reversed.status).toBe(204);
    const after = await balances(operation.id);
    expect(after.filter((line) => !line.endsWith(":0.00") || line.includes("APORTE"))).toEqual(before);
    expect(await db.participation.findMany({ where: { operationId: operation.id }, select: { status: true } })).toEqual([
      { status: "active" },
      { status: "active" },
    ]);
    expect((await db.operation.findUniqueOrThrow({ where: { id: operation.id }, select: { status: true } })).status).toBe("en_curso");
    expect((await findOperationBySlug(operation.slug))!.outcome).toBeNull(); // running again: what it expects
    expect(await db.email.count({ where: { subject: `Liquidación anulada: ${operation.title}` } })).toBe(2);
    expect((await reverse(operation.id, { reason: "otra vez" })).status).toBe(409);
    // …and it can be liquidated again.
    expect((await preview(operation.id, GAIN)).status).toBe(200);
  });

  it("a loss: capital back less the share of the loss, no fee, nothing withheld", async () => {
    const operation = await operationWith(
      [INVESTOR, "50000"],
      ["carmen.lopez@correo.example", "25000"],
      ["alejandro.fernandez@correo.example", "25000"],
    );
    const confirmed = await json(
      await confirm(operation.id, { proceeds: "80000", costs: [{ concept: "Costas", amount: "5000" }], date: "2026-12-01" }),
    );
    expect((confirmed.rows as Record<string, string>[]).map((row) => [row.result, row.fee, row.withholding, row.net])).toEqual([
      ["-12500.00", "0.00", "0.00", "37500.00"],
      ["-6250.00", "0.00", "0.00", "18750.00"],
      ["-6250.00", "0.00", "0.00", "18750.00"],
    ]);
    const [first] = operation.participations;
    const movements = await (
      await testDb()
    ).movement.findMany({ where: { investmentId: first, NOT: { type: "APORTE" } }, select: { type: true, amount: true } });
    expect(movements.map((m) => [m.type, m.amount.toFixed(2)])).toEqual([["DEVOLUCION", "37500.00"]]);
  });

  it("bad input is a 400 that changes nothing; only admins; a missing operation is a 404", async () => {
    const operation = await operationWith([INVESTOR, "10000"]);
    const db = await testDb();
    const count = await db.movement.count();
    expect(
      (await json(await preview(operation.id, { proceeds: "1000", costs: [{ concept: "Costas", amount: "1500" }], date: "2026-12-01" })))
        .fields,
    ).toEqual({
      costs: "Los costes no pueden superar lo obtenido",
    });
    expect((await json(await confirm(operation.id, { proceeds: "abc", costs: [{ concept: "", amount: "0" }] }))).fields).toEqual({
      proceeds: "Importe no válido (hasta 2 decimales)",
      "costs.0.concept": "Indica el concepto del coste",
      "costs.0.amount": "El importe debe ser mayor que 0",
      date: "Indica la fecha de la liquidación",
    });
    const nobody = await db.operation.create({
      data: { title: "Sin aportes", slug: "sin-aportes", province: "madrid", pvp: "1000", ticketMin: "100", status: "en_curso" },
      select: { id: true },
    });
    expect((await json(await confirm(nobody.id, GAIN))).fields).toEqual({
      proceeds: "Ninguna participación de esta operación tiene capital aportado: no hay nada que liquidar",
    });
    // Still open (taking requests): the page offers no form, and the server refuses the same (issue 67, item 1).
    await db.operation.update({ where: { id: operation.id }, data: { status: "abierta" } });
    for (const call of [preview, confirm]) {
      const refused = await call(operation.id, GAIN);
      expect(refused.status).toBe(409);
      expect((await json(refused)).error).toBe(
        "La liquidación se hace cuando la operación deja de estar abierta: cambia su estado (En curso, Reservada…) al cobrar o vender el crédito.",
      );
    }
    await db.operation.update({ where: { id: operation.id }, data: { status: "en_curso" } });
    expect((await confirm(operation.id, GAIN, "")).status).toBe(401);
    expect((await confirm(operation.id, GAIN, investor)).status).toBe(403);
    expect((await preview(operation.id, GAIN, investor)).status).toBe(403);
    expect((await confirm("00000000-0000-4000-8000-000000000000", GAIN)).status).toBe(404);
    expect(await db.movement.count()).toBe(count);
  });

  it("every finished demo operation shows what it gave (its typed movements count the same); a running one, none", async () => {
    const operations = await listOperations();
    const finished = operations.filter((o) => o.status === "finalizada" || o.status === "cerrada");
    expect(finished.length).toBeGreaterThan(0);
    for (const operation of finished) expect(operation.outcome, operation.title).toMatchObject({ months: expect.any(Number) });
    for (const operation of operations.filter((o) => !finished.includes(o))) expect(operation.outcome, operation.title).toBeNull();
  });
});
