import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN } from "../helpers/auth";
import { verifyInvestor } from "../helpers/fixtures";
import { actorByEmail, ownOperation, refusal } from "../helpers/actors";
import type { Actor } from "@/server/core/actor";
import { PARTICIPATION_MESSAGES } from "@/lib/validations/investment";
import { requestParticipation } from "@/server/participations/requests";
import { updateParticipation } from "@/server/participations/records";
import { undoDecision } from "@/server/participations/undo-decision";

/**
 * Undoing a decision (issue 50, item 2): for 10 s after Confirmar, its e-mail waits in the outbox
 * and Deshacer puts the request back as it was, the e-mail deleted before it leaves; after that, or
 * once it left, a 409 that changes nothing.
 */
let admin: Actor;
let operationId: string;
const NOW = new Date("2026-12-15T10:00:00Z");

async function request(email: string) {
  const db = await testDb();
  const user = await db.user.create({ data: { email, firstName: "Deshacer", lastName: "Prueba", role: "investor" } });
  await verifyInvestor(user.id);
  const actor: Actor = { id: user.id, email, firstName: "Deshacer", lastName: "Prueba", role: "investor" };
  return { actor, id: await requestParticipation(actor, { operationId, amount: "20000", acceptTerms: true }) };
}

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
  operationId = await ownOperation("Operación deshacer", "operacion-deshacer");
}, 120_000);

afterEach(() => vi.useRealTimers());

describe("undoing a decision on a request", () => {
  it("within the seconds its e-mail waits, puts the request back and deletes the e-mail; again, a 409", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const db = await testDb();
    const { actor, id } = await request("deshacer.1@correo.example");
    await updateParticipation(admin, id, { userId: actor.id, operationId, amount: "20000.00", status: "active" });
    const confirmed = await db.participation.findUniqueOrThrow({ where: { id } });
    expect(confirmed.paymentReference).not.toBeNull();
    const [mail] = await db.email.findMany({ where: { to: actor.email!, subject: "Participación confirmada: Operación deshacer" } });
    expect(mail!.holdKey).toBe(`decision:${id}`);
    expect(mail!.nextAttemptAt.toISOString()).toBe("2026-12-15T10:00:10.000Z");

    vi.setSystemTime(new Date("2026-12-15T10:00:07Z"));
    expect(await undoDecision(admin, id, new Date())).toEqual({ id, status: "requested" });
    const undone = await db.participation.findUniqueOrThrow({ where: { id } });
    expect([undone.status, undone.amount.toFixed(2), undone.paymentReference, undone.paymentDue]).toEqual([
      "requested",
      "20000.00",
      null,
      null,
    ]);
    expect(await db.email.count({ where: { holdKey: `decision:${id}` } })).toBe(0);
    expect(await refusal(undoDecision(admin, id, new Date()))).toEqual({ code: "conflict", message: PARTICIPATION_MESSAGES.undoTooLate });
  });

  it("is refused after the seconds, or once the e-mail left, and only admins undo", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const db = await testDb();
    const late = await request("deshacer.2@correo.example");
    await updateParticipation(admin, late.id, { userId: late.actor.id, operationId, amount: "20000.00", status: "active" });
    expect(await refusal(undoDecision(late.actor, late.id))).toMatchObject({ code: "forbidden" });
    expect(await refusal(undoDecision(admin, late.id, new Date("2026-12-15T10:00:11Z")))).toMatchObject({ code: "conflict" });

    const sent = await request("deshacer.3@correo.example");
    await updateParticipation(admin, sent.id, { userId: sent.actor.id, operationId, amount: "20000.00", status: "waitlisted" });
    await db.email.updateMany({ where: { holdKey: `decision:${sent.id}` }, data: { status: "sent" } });
    expect(await refusal(undoDecision(admin, sent.id, new Date("2026-12-15T10:00:03Z")))).toMatchObject({ code: "conflict" });
    expect((await db.participation.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("waitlisted");
  });
});
