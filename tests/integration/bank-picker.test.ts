import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { actorByEmail, ownOperation } from "../helpers/actors";
import { searchPayableParticipationOptions } from "@/server/shared/options";
import type { Actor } from "@/server/core/actor";

/**
 * Banco's "Asignar el apunte" picker (issue 50, "bank matching hides what one matches on"): what a
 * credit is matched on comes first — the reference and what is still owed —, and a participation
 * already paid in full is not offered (unless its label is being resolved).
 */
let admin: Actor;

/** The labels with ordinary spaces (Intl writes a no-break space before €). */
const plain = (options: { value: string; label: string }[]) => options.map((o) => ({ ...o, label: o.label.replaceAll("\u00a0", " ") }));

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
}, 120_000);

describe("the participations a bank credit may be assigned to", () => {
  it("lead with the reference and what is owed, and leave out the ones paid in full", async () => {
    const db = await testDb();
    const operationId = await ownOperation("Operación del selector", "operacion-del-selector");
    const investor = await db.user.create({
      data: { firstName: "Sofía", lastName: "Selector Paz", email: "selector@correo.example", role: "investor" },
    });
    const part = (paymentReference: string) =>
      db.participation.create({ data: { userId: investor.id, operationId, amount: "30000", status: "active", paymentReference } });
    const owing = await part("RF47SELECTOR1");
    const paid = await part("RF20SELECTOR2");
    const pay = (investmentId: string, amount: string) =>
      db.movement.create({ data: { operationId, userId: investor.id, investmentId, type: "APORTE", amount, status: "completed" } });
    await pay(owing.id, "12000.50");
    await pay(paid.id, "30000");

    const options = await searchPayableParticipationOptions(admin, { q: "Selector Paz" });
    expect(plain(options)).toEqual([
      { value: owing.id, label: "RF47 SELE CTOR 1 · debe 17.999,50 € de 30.000,00 € · Sofía Selector Paz · Operación del selector" },
    ]);
    // Resolving the label of the one a credit names (even paid in full): it is given.
    expect(plain(await searchPayableParticipationOptions(admin, { q: "", ids: [paid.id] }))).toEqual([
      { value: paid.id, label: "RF20 SELE CTOR 2 · debe 0,00 € de 30.000,00 € · Sofía Selector Paz · Operación del selector" },
    ]);
  });
});
