import { beforeAll, describe, expect, it } from "vitest";
import { POST as createOperation } from "@/app/api/operations/route";
import { PUT as updateOperation } from "@/app/api/operations/[id]/route";
import { PUT as writeScenarios } from "@/app/api/operations/[id]/scenarios/route";
import { CASE_MESSAGES } from "@/lib/validations/case";
import { EXPECTED_MESSAGES } from "@/server/operations/expected";
import { listOperations } from "@/server/operations/queries";
import { ADMIN, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationForm } from "../helpers/operation-form";

/**
 * One source for an operation's expected return (issue 63, item 5): the scenario marked "previsto"
 * gives the card's and the page's "Rentabilidad esperada (total)" and "Plazo estimado". Every figure
 * below is worked by hand for the minimum ticket of 10.000 € (price 180.000 €): gross and costs for the
 * ticket, the club's 50 % of the net gain, what is left over the ticket.
 */

let admin: string;
let operation: { id: string; slug: string };

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  // pvp 180.000, ticket 10.000, typed 11 % in 12 months.
  const response = await createOperation(
    jsonRequest("POST", "/api/operations", { body: operationForm("Crédito previsto en Moratalaz"), headers: { cookie: admin } }),
    params({}),
  );
  expect(response.status).toBe(201);
  operation = (await response.json()) as { id: string; slug: string };
});

const putScenarios = (scenarios: unknown[]) =>
  writeScenarios(
    jsonRequest("PUT", `/api/operations/${operation.id}/scenarios`, { body: { scenarios }, headers: { cookie: admin } }),
    params({ id: operation.id }),
  );
const putOperation = (changes: Record<string, unknown>) =>
  updateOperation(
    jsonRequest("PUT", `/api/operations/${operation.id}`, {
      body: { ...operationForm("Crédito previsto en Moratalaz"), slug: operation.slug, ...changes },
      headers: { cookie: admin },
    }),
    params({ id: operation.id }),
  );

/** The operation as the public card and page read it. */
async function expected() {
  const card = (await listOperations()).find((row) => row.id === operation.id)!;
  const db = await testDb();
  const scenario = await db.returnScenario.findFirst({ where: { operationId: operation.id, expected: true }, select: { name: true } });
  return { expectedReturn: card.expectedReturn, expectedTerm: card.expectedTerm, scenario: scenario?.name ?? null };
}

const debtor = { name: "El deudor paga", months: 6, basis: "per_euro", gross: "1.15", costs: "0.01" };
// 10.000 × 1,30 = 13.000 gross, 200 costs, 2.800 net gain, 1.400 the club's: 11.400 back, +1.400 = 14,00 % in 14 months.
const auction = { name: "Subasta", months: 14, basis: "per_euro", gross: "1,30", costs: "0,02" };

describe("the scenario marked «previsto» is the operation's expected return and term", () => {
  it("marking one writes them in the same save, and the audit records them beside the scenarios", async () => {
    expect(await expected()).toEqual({ expectedReturn: "11.00", expectedTerm: 12, scenario: null });
    const saved = await putScenarios([debtor, { ...auction, expected: true }]);
    expect(saved.status).toBe(200);
    expect(((await saved.json()) as { expected: boolean }[]).map((s) => s.expected)).toEqual([false, true]);
    expect(await expected()).toEqual({ expectedReturn: "14.00", expectedTerm: 14, scenario: "Subasta" });

    const db = await testDb();
    const audit = await db.auditEvent.findFirstOrThrow({
      where: { entityId: operation.id, action: "update" },
      orderBy: { id: "desc" },
      select: { changes: true },
    });
    expect(audit.changes).toEqual(
      expect.arrayContaining([
        { field: "expectedReturn", from: "11.00", to: "14.00" },
        { field: "expectedTerm", from: 12, to: 14 },
      ]),
    );
  });

  it("an operation's edit does not take them while a scenario is marked; its price and ticket move them", async () => {
    await putScenarios([debtor, { ...auction, expected: true }]);
    // The form sends the read-only figures back; a script may send anything: neither is taken.
    const edited = await putOperation({ expectedReturn: "25", expectedTerm: "40" });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toMatchObject({ expectedReturn: "14.00", expectedTerm: 14, expectedScenario: "Subasta" });

    // In total figures, shared by ticket / price: 10.000 / 180.000 of 234.000 gross = 13.000, of 9.000 costs = 500;
    // 2.500 net gain, 1.250 the club's, +1.250 = 12,50 % in 20 months.
    const sale = { name: "Venta", months: 20, basis: "total", gross: "234000", costs: "9000", expected: true };
    await putScenarios([debtor, sale]);
    expect(await expected()).toEqual({ expectedReturn: "12.50", expectedTerm: 20, scenario: "Venta" });
    // At a price of 200.000: 11.700 gross, 450 costs, 1.250 net gain, 625 the club's: +625 = 6,25 %.
    expect((await putOperation({ pvp: "200000" })).status).toBe(200);
    expect(await expected()).toEqual({ expectedReturn: "6.25", expectedTerm: 20, scenario: "Venta" });
    // At a ticket of 20.000 and the same price: 23.400 gross, 900 costs, 2.500 net, 1.250 the club's: +1.250 = 6,25 % again.
    expect((await putOperation({ pvp: "200000", ticketMin: "20000" })).status).toBe(200);
    expect(await expected()).toEqual({ expectedReturn: "6.25", expectedTerm: 20, scenario: "Venta" });
    // A loss is no fee: 150.000 over 200.000 gives 7.500 for 10.000, −25,00 %.
    await putScenarios([{ ...sale, gross: "150000", costs: "0" }]);
    expect((await putOperation({ pvp: "200000" })).status).toBe(200);
    expect(await expected()).toEqual({ expectedReturn: "-25.00", expectedTerm: 20, scenario: "Venta" });
  });

  it("with none marked they stay as they were and are typed again", async () => {
    await putScenarios([debtor, { ...auction, expected: true }]);
    expect((await putScenarios([debtor, auction])).status).toBe(200);
    expect(await expected()).toEqual({ expectedReturn: "14.00", expectedTerm: 14, scenario: null });
    const typed = await putOperation({ pvp: "180000", expectedReturn: "9,5", expectedTerm: "10" });
    expect(await typed.json()).toMatchObject({ expectedReturn: "9.50", expectedTerm: 10, expectedScenario: null });
  });

  it("refuses two «previsto» and a return the operation cannot hold, in Spanish, and changes nothing", async () => {
    await putScenarios([debtor, { ...auction, expected: true }]);
    const db = await testDb();
    const before = await db.returnScenario.findMany({ where: { operationId: operation.id }, orderBy: { position: "asc" } });

    const two = await putScenarios([
      { ...debtor, expected: true },
      { ...auction, expected: true },
    ]);
    expect(two.status).toBe(400);
    expect(((await two.json()) as { fields: Record<string, string> }).fields).toEqual({
      "scenarios.1.expected": CASE_MESSAGES.oneExpected,
    });

    // 30 € back per euro: 290.000 net gain on 10.000, half of it the club's: +1.450 %.
    const huge = await putScenarios([debtor, { ...auction, gross: "30", costs: "0", expected: true }]);
    expect(huge.status).toBe(400);
    expect(((await huge.json()) as { fields: Record<string, string> }).fields).toEqual({
      "scenarios.1.gross": EXPECTED_MESSAGES.outOfRange,
    });

    expect(await db.returnScenario.findMany({ where: { operationId: operation.id }, orderBy: { position: "asc" } })).toEqual(before);
    expect(await expected()).toEqual({ expectedReturn: "14.00", expectedTerm: 14, scenario: "Subasta" });
  });
});
