import { beforeAll, describe, expect, it } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { verifyInvestor } from "../helpers/fixtures";
import type { Actor } from "@/server/core/actor";
import { AppError } from "@/server/core/errors";
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

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (expect(error).toBeInstanceOf(AppError), { code: (error as AppError).code, message: (error as AppError).message }),
  );

beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  const row = await db.user.findUniqueOrThrow({ where: { email: ADMIN } });
  admin = { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role };
  operationId = (
    await db.operation.create({
      data: { title: "Operación retirable", slug: "operacion-retirable", province: "madrid", pvp: "500000", ticketMin: "10000" },
    })
  ).id;
}, 120_000);

describe("withdrawing a request", () => {
  it("cancels one's own waiting request, tells the admins and audits it; the same again, another's, or a decided one is refused", async () => {
    const db = await testDb();
    const ana = await investor("ana.retira@correo.example", "Ana");
    const berta = await investor("berta.retira@correo.example", "Berta");
    const id = await requestParticipation(ana, { operationId, amount: "20000", acceptTerms: true });

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
    const again = await requestParticipation(ana, { operationId, amount: "20000", acceptTerms: true });
    await updateParticipation(admin, again, { userId: ana.id, operationId, amount: "20000.00", status: "active" });
    expect(await refusal(withdrawRequest(ana, again))).toEqual({ code: "conflict", message: PARTICIPATION_MESSAGES.notWaiting });
  });
});
