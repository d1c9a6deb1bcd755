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
import { withdrawRequest } from "@/server/participations/withdrawal";
import { formatMoney } from "@/lib/format";
import { asSeen } from "../helpers/seen";

/**
 * Undoing a decision (issue 50, item 2), and deciding on the request as it was seen (issue 64, item 7): for 10 s after Confirmar, its e-mail waits in the outbox
 * and Deshacer puts the request back as it was, the e-mail deleted before it leaves; after that, or
 * once it left, a 409 that changes nothing.
 */
let admin: Actor;
let operationId: string;
const NOW = new Date("2026-12-15T10:00:00Z");

async function request(email: string, operation = operationId, amount = "20000") {
  const db = await testDb();
  const user = await db.user.create({ data: { email, firstName: "Deshacer", lastName: "Prueba", role: "investor" } });
  await verifyInvestor(user.id);
  const actor: Actor = { id: user.id, email, firstName: "Deshacer", lastName: "Prueba", role: "investor" };
  return {
    actor,
    id: await requestParticipation(actor, { operationId: operation, amount, acceptTerms: true, fichaVersion: 1, riskAcknowledged: true }),
  };
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
    await updateParticipation(admin, id, { ...(await asSeen(id)), userId: actor.id, operationId, amount: "20000.00", status: "active" });
    const confirmed = await db.participation.findUniqueOrThrow({ where: { id } });
    expect(confirmed.paymentReference).not.toBeNull();
    const [mail] = await db.email.findMany({ where: { to: actor.email!, subject: "Participación confirmada: Operación deshacer" } });
    expect(mail!.holdKey).toBe(`decision:${id}`);
    expect(mail!.nextAttemptAt.toISOString()).toBe("2026-12-15T10:00:10.000Z");

    vi.setSystemTime(new Date("2026-12-15T10:00:07Z"));
    expect(await undoDecision(admin, id, await asSeen(id), new Date())).toEqual({ id, status: "requested" });
    const undone = await db.participation.findUniqueOrThrow({ where: { id } });
    expect([undone.status, undone.amount.toFixed(2), undone.paymentReference, undone.paymentDue]).toEqual([
      "requested",
      "20000.00",
      null,
      null,
    ]);
    expect(await db.email.count({ where: { holdKey: `decision:${id}` } })).toBe(0);
    expect(await refusal(undoDecision(admin, id, await asSeen(id), new Date()))).toEqual({
      code: "conflict",
      message: PARTICIPATION_MESSAGES.undoTooLate,
    });
  });

  it("is refused after the seconds, or once the e-mail left, and only admins undo", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const db = await testDb();
    const late = await request("deshacer.2@correo.example");
    await updateParticipation(admin, late.id, {
      ...(await asSeen(late.id)),
      userId: late.actor.id,
      operationId,
      amount: "20000.00",
      status: "active",
    });
    expect(await refusal(undoDecision(late.actor, late.id, await asSeen(late.id)))).toMatchObject({ code: "forbidden" });
    expect(await refusal(undoDecision(admin, late.id, await asSeen(late.id), new Date("2026-12-15T10:00:11Z")))).toMatchObject({
      code: "conflict",
    });

    const sent = await request("deshacer.3@correo.example");
    await updateParticipation(admin, sent.id, {
      ...(await asSeen(sent.id)),
      userId: sent.actor.id,
      operationId,
      amount: "20000.00",
      status: "waitlisted",
    });
    await db.email.updateMany({ where: { holdKey: `decision:${sent.id}` }, data: { status: "sent" } });
    expect(await refusal(undoDecision(admin, sent.id, await asSeen(sent.id), new Date("2026-12-15T10:00:03Z")))).toMatchObject({
      code: "conflict",
    });
    expect((await db.participation.findUniqueOrThrow({ where: { id: sent.id } })).status).toBe("waitlisted");
  });
});

describe("decisions on the state that was seen (issue 64, item 7)", () => {
  it("a request withdrawn by its investor is not revived by a Confirmar from a page loaded before: 409, still cancelled", async () => {
    const db = await testDb();
    const { actor, id } = await request("revivida@correo.example");
    const seen = await asSeen(id); // the admin's page
    await withdrawRequest(actor, id);
    const body = { userId: actor.id, operationId, amount: "20000.00", status: "active" };
    expect(await refusal(updateParticipation(admin, id, { ...body, ...seen }))).toEqual({
      code: "conflict",
      message: PARTICIPATION_MESSAGES.changedSince,
    });
    expect((await db.participation.findUniqueOrThrow({ where: { id } })).status).toBe("cancelled");
    // A decision that names no version is a 400 on updatedAt; one that sends garbage too.
    const other = await request("sin.version@correo.example");
    const decide = { userId: other.actor.id, operationId, amount: "20000.00", status: "active" };
    expect((await refusal(updateParticipation(admin, other.id, decide))).fields).toEqual({
      updatedAt: PARTICIPATION_MESSAGES.seenRequired,
    });
    expect((await refusal(updateParticipation(admin, other.id, { ...decide, updatedAt: "ayer" }))).fields).toEqual({
      updatedAt: PARTICIPATION_MESSAGES.seenInvalid,
    });
    // Never more than asked: 20.000 € asked, 30.000 € confirmed is a 400 on amount.
    expect(
      (await refusal(updateParticipation(admin, other.id, { ...decide, amount: "30000.00", ...(await asSeen(other.id)) }))).fields,
    ).toEqual({
      amount: PARTICIPATION_MESSAGES.aboveAsked(formatMoney("20000.00")),
    });
    expect((await db.participation.findUniqueOrThrow({ where: { id: other.id } })).status).toBe("requested");
  });

  it("the waitlist's automatic offer checks the co-holders as a confirmation by hand does", async () => {
    const db = await testDb();
    const full = await ownOperation("Operación llena", "operacion-llena", "40000", "10000");
    const holder = await request("ocupa@correo.example", full, "40000");
    const waiting = await request("espera@correo.example", full, "20000");
    await updateParticipation(admin, holder.id, {
      ...(await asSeen(holder.id)),
      userId: holder.actor.id,
      operationId: full,
      amount: "40000.00",
      status: "active",
    });
    await updateParticipation(admin, waiting.id, {
      ...(await asSeen(waiting.id)),
      userId: waiting.actor.id,
      operationId: full,
      amount: "20000.00",
      status: "waitlisted",
    });
    // A co-holder at 40 % who never verified their identity.
    const unverified = await db.user.create({
      data: { email: "cotitular.sin@correo.example", firstName: "Cotitular", lastName: "Sin Verificar", role: "investor" },
    });
    await db.participationCoHolder.create({ data: { investmentId: waiting.id, userId: unverified.id, share: "40" } });
    // The place frees: the request keeps its place in the queue, not confirmed.
    await updateParticipation(admin, holder.id, {
      ...(await asSeen(holder.id)),
      userId: holder.actor.id,
      operationId: full,
      amount: "40000.00",
      status: "cancelled",
    });
    expect((await db.participation.findUniqueOrThrow({ where: { id: waiting.id } })).status).toBe("waitlisted");
  });
});
