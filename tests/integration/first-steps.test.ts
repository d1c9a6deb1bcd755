import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { verifyInvestor } from "../helpers/fixtures";
import { actorOf, ownOperation, refusal } from "../helpers/actors";
import { ownFirstSteps } from "@/server/investors/first-steps";

/**
 * "Primeros pasos" (issue 67, item 3): each of a new investor's four steps follows their own state — identity,
 * a request, its confirmation, the first contribution received — and only the next step offers its link; the
 * checklist is gone once the first contribution is in, and a confirmed participation that owes money gives the
 * banner its amount, deadline, IBAN and reference.
 */
let operationId: string;

beforeAll(async () => {
  await seedDatabase();
  operationId = await ownOperation("Operación primeros pasos", "operacion-primeros-pasos", "300000", "10000");
}, 120_000);

const states = (steps: Awaited<ReturnType<typeof ownFirstSteps>>["steps"]) =>
  steps?.map((step) => [step.key, step.state, step.action?.href ?? null]);

describe("a new investor's first steps", () => {
  it("follow their state from sign-up to the first contribution, then disappear", async () => {
    const db = await testDb();
    const user = await db.user.create({
      data: { email: "nueva@correo.example", firstName: "Nueva", lastName: "Inversora", role: "investor" },
    });
    const actor = actorOf(user);

    expect(states((await ownFirstSteps(actor)).steps)).toEqual([
      ["identity", "todo", "/investor/verificacion"],
      ["operations", "todo", null],
      ["request", "todo", null],
      ["payment", "waiting", null],
    ]);

    await db.identityVerification.create({ data: { userId: user.id, status: "pending", submittedAt: new Date() } });
    const sent = await ownFirstSteps(actor);
    expect(states(sent.steps)![0]).toEqual(["identity", "waiting", null]);
    // The next step to do is the operations': its link is the one offered.
    expect(states(sent.steps)![1]).toEqual(["operations", "todo", "/operations"]);

    await db.identityVerification.delete({ where: { userId: user.id } });
    await verifyInvestor(user.id);
    const participation = await db.participation.create({ data: { userId: user.id, operationId, amount: "40000", status: "requested" } });
    expect(states((await ownFirstSteps(actor)).steps)).toEqual([
      ["identity", "done", null],
      ["operations", "done", null],
      ["request", "waiting", "/investor/operations"],
      ["payment", "waiting", null],
    ]);

    // Confirmed, due on 16 December: 40.000 owed, the club's IBAN and the participation's reference in the banner.
    await db.participation.update({
      where: { id: participation.id },
      data: { status: "active", paymentReference: "RF18PRIMEROS1", paymentDue: new Date("2026-12-16") },
    });
    const confirmed = await ownFirstSteps(actor);
    expect(states(confirmed.steps)!.slice(2)).toEqual([
      ["request", "done", null],
      ["payment", "todo", null],
    ]);
    expect(confirmed.due).toEqual([
      {
        investmentId: participation.id,
        operationTitle: "Operación primeros pasos",
        instructions: expect.objectContaining({ amountDue: "40000.00", reference: "RF18PRIMEROS1", due: "2026-12-16" }),
      },
    ]);
    expect(confirmed.due[0]!.instructions.account.iban).toBe((await db.setting.findUniqueOrThrow({ where: { id: 1 } })).clubIban);

    // 10.000 received: the checklist is done and gone; 30.000 still owed stays in the banner.
    await db.movement.create({
      data: { operationId, userId: user.id, investmentId: participation.id, type: "APORTE", amount: "10000", status: "completed" },
    });
    const paying = await ownFirstSteps(actor);
    expect(paying.steps).toBeNull();
    expect(paying.due.map((payment) => payment.instructions.amountDue)).toEqual(["30000.00"]);
  });

  it("is for a signed-in person only", async () => {
    expect(await refusal(ownFirstSteps(null))).toMatchObject({ code: "unauthenticated" });
  });
});
