import { beforeAll, describe, expect, it } from "vitest";
import { asSeen } from "../helpers/seen";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { verifyInvestor } from "../helpers/fixtures";
import { actorByEmail, ownOperation, refusal } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { formatMoney } from "@/lib/format";
import { requestParticipation } from "@/server/participations/requests";
import { updateParticipation } from "@/server/participations/records";
import { withdrawRequest } from "@/server/participations/withdrawal";

/** The investor withdraws a request while it waits (issue 50, item 2): cancelled, audited, the admins told; not once decided, not anyone else's. */
let admin: Actor;
let operationId: string;

async function investor(email: string, firstName: string): Promise<Actor> {
  const user = await (await testDb()).user.create({ data: { email, firstName, lastName: "Retira", role: "investor" } });
  await verifyInvestor(user.id);
  return { id: user.id, email, firstName, lastName: "Retira", role: "investor" };
}

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
  operationId = await ownOperation("Operación retirable", "operacion-retirable");
}, 120_000);

describe("withdrawing a request", () => {
  it("cancels one's own waiting request, tells the admins and audits it; the same again, another's, or a decided one is refused", async () => {
    const db = await testDb();
    const ana = await investor("ana.retira@correo.example", "Ana");
    const berta = await investor("berta.retira@correo.example", "Berta");
    const id = await requestParticipation(ana, {
      operationId,
      amount: "20000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });

    expect(await refusal(withdrawRequest(berta, id))).toMatchObject({ code: "not-found" });
    expect(await refusal(withdrawRequest(admin, id))).toMatchObject({ code: "forbidden" });
    expect(await refusal(withdrawRequest(null, id))).toMatchObject({ code: "unauthenticated" });

    expect(await withdrawRequest(ana, id)).toEqual({ id, status: "cancelled" });
    const row = await db.participation.findUniqueOrThrow({ where: { id } });
    expect([row.status, row.decisionNote]).toEqual(["cancelled", "Retirada por el inversor"]);
    const mails = await db.email.findMany({ where: { subject: "Solicitud retirada: Operación retirable" } });
    expect(mails.length).toBeGreaterThan(0);
    expect(mails[0]!.text).toContain(`Ana Retira ha retirado su solicitud de ${formatMoney("20000")} en Operación retirable.`);
    expect(await db.auditEvent.count({ where: { entityId: id, action: "update" } })).toBe(1);
    expect(await refusal(withdrawRequest(ana, id))).toEqual({ code: "conflict", message: PARTICIPATION_MESSAGES.notWaiting });

    // Asked again and confirmed: no longer hers to withdraw.
    const again = await requestParticipation(ana, {
      operationId,
      amount: "20000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    await updateParticipation(admin, again, {
      ...(await asSeen(again)),
      userId: ana.id,
      operationId,
      amount: "20000.00",
      status: "active",
    });
    expect(await refusal(withdrawRequest(ana, again))).toEqual({ code: "conflict", message: PARTICIPATION_MESSAGES.notWaiting });
  });

  it("confirmed for less than asked, the investor is told both amounts and may withdraw it while unpaid; the place goes to the waitlist", async () => {
    const db = await testDb();
    const small = await db.operation.create({
      data: {
        title: "Operación pequeña",
        slug: "operacion-pequena",
        province: "madrid",
        pvp: "50000",
        ticketMin: "10000",
        status: "abierta",
      },
    });
    const carla = await investor("carla.parte@correo.example", "Carla");
    const dani = await investor("dani.espera@correo.example", "Dani");
    const id = await requestParticipation(carla, {
      operationId: small.id,
      amount: "50000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    const waiting = await requestParticipation(dani, {
      operationId: small.id,
      amount: "30000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    // The club confirms 30.000 of the 50.000 asked.
    await updateParticipation(admin, id, {
      ...(await asSeen(id)),
      userId: carla.id,
      operationId: small.id,
      amount: "30000.00",
      status: "active",
    });
    const [mail] = await db.email.findMany({
      where: { to: carla.email!, subject: "Participación confirmada en parte: Operación pequeña" },
    });
    expect(mail!.text).toContain(
      `El club ha confirmado tu participación en Operación pequeña por ${formatMoney("30000")} de los ${formatMoney("50000")} que solicitaste.`,
    );
    // Dani's 30.000 do not fit in the 20.000 left: he waits.
    await updateParticipation(admin, waiting, {
      ...(await asSeen(waiting)),
      userId: dani.id,
      operationId: small.id,
      amount: "30000.00",
      status: "waitlisted",
    });

    expect(await withdrawRequest(carla, id)).toEqual({ id, status: "cancelled" });
    // Her 30.000 back in the operation: Dani's waitlisted request fits now and is offered it.
    expect((await db.participation.findUniqueOrThrow({ where: { id: waiting } })).status).toBe("active");

    // Confirmed in full, or with money paid, it is a commitment: not withdrawn here.
    const full = await requestParticipation(carla, {
      operationId,
      amount: "10000",
      acceptTerms: true,
      fichaVersion: 1,
      riskAcknowledged: true,
    });
    await updateParticipation(admin, full, {
      ...(await asSeen(full)),
      userId: carla.id,
      operationId,
      amount: "10000.00",
      status: "active",
    });
    expect(await refusal(withdrawRequest(carla, full))).toEqual({ code: "conflict", message: PARTICIPATION_MESSAGES.notWaiting });
  });
});
