import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN, INVESTOR } from "../helpers/auth";
import { verifyInvestor } from "../helpers/fixtures";
import { actorByEmail, ownOperation, refusal } from "../helpers/actors";
import { asSeen } from "../helpers/seen";
import type { Actor } from "@/server/core/actor";
import { listOpenRequests } from "@/server/participations/open-requests";
import { updateParticipation } from "@/server/participations/records";
import { undoDecision } from "@/server/participations/undo-decision";
import { pendingBadges, PENDING_HREFS } from "@/server/reports/pending-work";
import { liquidationUnavailable } from "@/lib/liquidation-availability";

/**
 * Solicitudes (issue 67, item 1): each request waiting for the club with what its decision needs — the investor's
 * verification, what is left of the operation — and "Confirmar parte" only where a lower amount is possible: at least
 * the ticket, below what was asked, within what is left. A partial confirmation is undone like any decision.
 * The operation: 100.000,00 € price, 10.000,00 € ticket, 70.000,00 € held, so 30.000,00 € left.
 */
let admin: Actor;
let operationId: string;
const NOW = new Date("2026-12-15T10:00:00Z");

async function investor(email: string, verified = true) {
  const db = await testDb();
  const user = await db.user.create({ data: { email, firstName: "Pide", lastName: email.split("@")[0]!, role: "investor" } });
  if (verified) await verifyInvestor(user.id);
  return user;
}

async function ask(userId: string, amount: string, status = "requested", operation = operationId, requestedAt = NOW) {
  const db = await testDb();
  return (await db.participation.create({ data: { userId, operationId: operation, amount, status, requestedAt } })).id;
}

beforeAll(async () => {
  await seedDatabase();
  admin = await actorByEmail(ADMIN);
  operationId = await ownOperation("Operación solicitudes", "operacion-solicitudes", "100000", "10000");
  const holder = await investor("titular@correo.example");
  await ask(holder.id, "70000", "active");
}, 120_000);

afterEach(() => vi.useRealTimers());

describe("the requests waiting for the club", () => {
  it("lists each with the investor's verification, what is left, and the amounts a partial confirmation may take", async () => {
    const ana = await investor("ana@correo.example");
    const bea = await investor("bea@correo.example", false);
    const carla = await investor("carla@correo.example");
    const twenty = await ask(ana.id, "20000", "requested", operationId, new Date("2026-12-10T09:00:00Z"));
    const forty = await ask(bea.id, "40000", "waitlisted", operationId, new Date("2026-12-11T09:00:00Z"));
    const ticket = await ask(carla.id, "10000", "requested", operationId, new Date("2026-12-12T09:00:00Z"));
    const archived = await ownOperation("Operación archivada", "operacion-archivada-solicitudes", "100000", "10000");
    await ask(carla.id, "15000", "requested", archived);
    const db = await testDb();
    await db.operation.update({ where: { id: archived }, data: { archivedAt: NOW } });

    const rows = await listOpenRequests(admin, { operationId: { in: [operationId, archived] } });
    expect(rows.map((row) => [row.id, row.status, row.asked, row.verification, row.left, row.part])).toEqual([
      // 20.000 asked, 30.000 left: from the ticket to one cent below what was asked.
      [twenty, "requested", "20000.00", "verified", "30000.00", { min: "10000.00", max: "19999.99" }],
      // 40.000 asked, 30.000 left: what is left is the most it can be confirmed for.
      [forty, "waitlisted", "40000.00", "unverified", "30000.00", { min: "10000.00", max: "30000.00" }],
      // Asked the ticket itself: nothing lower is accepted.
      [ticket, "requested", "10000.00", "verified", "30000.00", null],
    ]);
    expect(rows[0]).toMatchObject({
      investorName: "Pide ana",
      investorEmail: "ana@correo.example",
      operationTitle: "Operación solicitudes",
    });
    expect(await refusal(listOpenRequests(await actorByEmail(INVESTOR)))).toMatchObject({ code: "forbidden" });
  });

  it("counts them in Pendiente on the Solicitudes item, where they are decided", async () => {
    expect(PENDING_HREFS.requests).toBe("/admin/solicitudes");
    const badges = await pendingBadges(admin, NOW);
    const db = await testDb();
    expect(badges["/admin/solicitudes"]).toBe(
      await db.participation.count({ where: { status: "requested", operation: { archivedAt: null } } }),
    );
  });

  it("undoes a partial confirmation like any decision: the amount asked comes back and its e-mail never leaves", async () => {
    vi.useFakeTimers({ now: NOW, toFake: ["Date"] });
    const dora = await investor("dora@correo.example");
    const id = await ask(dora.id, "20000");
    const part = await updateParticipation(admin, id, {
      ...(await asSeen(id)),
      userId: dora.id,
      operationId,
      amount: "15000.00",
      status: "active",
    });
    expect([part.status, part.amount]).toEqual(["active", "15000.00"]);
    const db = await testDb();
    const [mail] = await db.email.findMany({ where: { to: "dora@correo.example" } });
    expect(mail!.holdKey).toBe(`decision:${id}`);
    vi.setSystemTime(new Date("2026-12-15T10:00:05Z"));
    expect(await undoDecision(admin, id, { updatedAt: part.updatedAt }, new Date())).toEqual({ id, status: "requested" });
    const undone = await db.participation.findUniqueOrThrow({ where: { id } });
    expect([undone.status, undone.amount.toFixed(2), undone.paymentReference]).toEqual(["requested", "20000.00", null]);
    expect(await db.email.count({ where: { to: "dora@correo.example" } })).toBe(0);
  });
});

describe("where a liquidation can be made", () => {
  it("not on an archived or open operation, nor before anyone paid; otherwise its form is shown", () => {
    expect(liquidationUnavailable({ status: "en_curso", archivedAt: "2026-12-01T00:00:00Z" }, "5000.00")).toBe(
      "La operación está archivada: no se puede liquidar.",
    );
    expect(liquidationUnavailable({ status: "abierta", archivedAt: null }, "5000.00")).toMatch(
      /^La liquidación se hace cuando la operación deja de estar abierta/,
    );
    expect(liquidationUnavailable({ status: "en_curso", archivedAt: null }, "0.00")).toBe(
      "Ninguna participación ha pagado todavía: no hay capital que liquidar.",
    );
    expect(liquidationUnavailable({ status: "en_curso", archivedAt: null }, "0.01")).toBeNull();
    expect(liquidationUnavailable({ status: "finalizada", archivedAt: null }, "10000.00")).toBeNull();
  });
});
