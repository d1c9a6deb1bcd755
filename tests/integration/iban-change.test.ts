import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as confirmByLink } from "@/app/api/iban-change/confirm/route";
import { DELETE as refuseOwn, GET as ownPending, POST as confirmOwn } from "@/app/api/account/iban-change/route";
import { DELETE as cancelChange, POST as approveChange } from "@/app/api/users/[id]/iban-change/route";
import { GET as getUser, PUT as putUser } from "@/app/api/users/[id]/route";
import { IBAN_CHANGE_MESSAGES } from "@/lib/validations/iban-change";
import { approveIbanChange, confirmOwnIbanChange, ownPendingIban } from "@/server/investors/iban-change";
import { confirmLiquidation } from "@/server/liquidation/liquidation";
import { liquidationTransfers } from "@/server/liquidation/sepa";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { operationWith } from "../helpers/liquidation";
import { privateLinkTo, privateTokenTo } from "../helpers/private-links";
import { actorByEmail, actorOf, refusal } from "../helpers/actors";
import { getInvestor, updateInvestor } from "@/server/investors/records";

/**
 * Issue 46, item 3: a payout IBAN an administrator types for an investor takes effect only when the
 * investor confirms it (the e-mailed link, or Mis datos) or a second administrator approves it;
 * until then the SEPA payouts go to the account's IBAN. Every step is audited.
 */
const OLD_IBAN = "ES9121000418450200051332";
const NEW_IBAN = "ES7921000813610123456789";

let admin: string;
let investor: string;
let investorId: string;

const json = async (response: Response) => JSON.parse((await response.text()) || "null") as Record<string, unknown>;

async function adminTypesNewIban() {
  const current = await getUser(jsonRequest("GET", `/api/users/${investorId}`, { headers: { cookie: admin } }), params({ id: investorId }));
  const body = { ...(await json(current)), iban: NEW_IBAN };
  return putUser(jsonRequest("PUT", `/api/users/${investorId}`, { body, headers: { cookie: admin } }), params({ id: investorId }));
}

const stored = async () => (await testDb()).user.findUniqueOrThrow({ where: { id: investorId }, select: { iban: true } });
/** The IBAN change's audit rows since this test began (the log is append-only: earlier tests' rows stay). */
let since = new Date();
const actions = async () =>
  (
    await (
      await testDb()
    ).auditEvent.findMany({
      where: { entityId: investorId, action: { startsWith: "iban-change" }, createdAt: { gte: since } },
      orderBy: { createdAt: "asc" },
    })
  ).map((row) => row.action);

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  investorId = (await (await testDb()).user.findUniqueOrThrow({ where: { email: INVESTOR } })).id;
});

beforeEach(async () => {
  since = new Date();
  const db = await testDb();
  await db.ibanChange.deleteMany();
  await db.user.update({ where: { id: investorId }, data: { iban: OLD_IBAN } });
  await db.email.deleteMany();
  await db.requestThrottle.deleteMany();
});

/** The SEPA file of a liquidation made now of an operation the demo investor holds 60.000 € of. */
async function liquidatedSepaXml(): Promise<string> {
  const operation = await operationWith([INVESTOR, "60000"]);
  const adminActor = await (await testDb()).user.findUniqueOrThrow({ where: { email: ADMIN } });
  await confirmLiquidation(adminActor, operation.id, { proceeds: "66000", costs: [], date: "2026-11-30" });
  return (await liquidationTransfers(adminActor, operation.id)).xml;
}

describe("a payout IBAN typed by an administrator", () => {
  it("waits: the account keeps its IBAN, the admin's page shows the change, the investor gets a one-time link; the SEPA file pays the old one", async () => {
    const saved = await adminTypesNewIban();
    expect(saved.status).toBe(200);
    const body = await json(saved);
    expect(body.iban).toBe(OLD_IBAN);
    expect(body.pendingIban).toMatchObject({ iban: NEW_IBAN, requestedById: expect.any(String) });
    expect(await stored()).toEqual({ iban: OLD_IBAN });
    expect(await actions()).toEqual(["iban-change-requested"]);
    const mail = await (await testDb()).email.findFirstOrThrow({ where: { to: INVESTOR, kind: "iban-change" } });
    expect(mail.subject).toBe("Confirma tu nueva cuenta para cobros en Club Inversión Hipotecaria");
    expect(mail.text).toContain("ES79 **** **** **** **** 6789");
    expect(mail.text).not.toContain("token=");

    // A liquidation's payouts go to the IBAN in force.
    const xml = await liquidatedSepaXml();
    expect(xml).toContain(`<IBAN>${OLD_IBAN}</IBAN>`);
    expect(xml).not.toContain(NEW_IBAN);
  });

  it("takes effect when the investor confirms it by the e-mailed link, once; the link then is refused", async () => {
    await adminTypesNewIban();
    const link = new URL(await privateLinkTo(INVESTOR));
    expect(link.pathname).toBe("/handler/iban");
    const token = link.searchParams.get("token")!;
    const confirmed = await confirmByLink(jsonRequest("POST", "/api/iban-change/confirm", { body: { token } }), params({}));
    expect(confirmed.status).toBe(200);
    expect(await json(confirmed)).toEqual({ iban: NEW_IBAN });
    expect(await stored()).toEqual({ iban: NEW_IBAN });
    expect(await actions()).toEqual(["iban-change-requested", "iban-change-confirmed"]);
    expect(await (await testDb()).email.count({ where: { to: INVESTOR, kind: "iban-changed" } })).toBe(1);
    // The first batch made from now on pays the confirmed account (moved here from the e2e spec admin/iban-change).
    const xml = await liquidatedSepaXml();
    expect(xml).toContain(`<IBAN>${NEW_IBAN}</IBAN>`);
    expect(xml).not.toContain(OLD_IBAN);
    const again = await confirmByLink(jsonRequest("POST", "/api/iban-change/confirm", { body: { token } }), params({}));
    expect(again.status).toBe(400);
    expect(await json(again)).toMatchObject({ error: IBAN_CHANGE_MESSAGES.linkInvalid });
    const made = await confirmByLink(jsonRequest("POST", "/api/iban-change/confirm", { body: { token: "inventado" } }), params({}));
    expect(made.status).toBe(400);
  });

  it("the investor confirms it in Mis datos, or refuses it there", async () => {
    await adminTypesNewIban();
    const pending = await ownPending(jsonRequest("GET", "/api/account/iban-change", { headers: { cookie: investor } }), params({}));
    expect(await json(pending)).toEqual({ pending: { iban: NEW_IBAN, requestedAt: expect.any(String), confirmHere: true } });
    expect((await refuseOwn(jsonRequest("DELETE", "/api/account/iban-change", { headers: { cookie: investor } }), params({}))).status).toBe(
      204,
    );
    expect(await stored()).toEqual({ iban: OLD_IBAN });
    await adminTypesNewIban();
    const confirmed = await confirmOwn(jsonRequest("POST", "/api/account/iban-change", { headers: { cookie: investor } }), params({}));
    expect(confirmed.status).toBe(200);
    expect(await stored()).toEqual({ iban: NEW_IBAN });
    expect(await actions()).toEqual(["iban-change-requested", "iban-change-cancelled", "iban-change-requested", "iban-change-confirmed"]);
  });

  it("a second administrator approves it; the one who typed it cannot; any admin cancels it", async () => {
    await adminTypesNewIban();
    const path = `/api/users/${investorId}/iban-change`;
    const own = await approveChange(jsonRequest("POST", path, { headers: { cookie: admin } }), params({ id: investorId }));
    expect(own.status).toBe(403);
    expect(await json(own)).toMatchObject({ error: IBAN_CHANGE_MESSAGES.sameAdmin });
    expect(await stored()).toEqual({ iban: OLD_IBAN });
    const db = await testDb();
    const second = await db.user.create({
      data: { email: "segunda.admin@club.example", firstName: "Segunda", lastName: "Admin", role: "admin" },
    });
    expect(await approveIbanChange({ ...second, role: "admin" }, investorId)).toEqual({ iban: NEW_IBAN });
    expect(await stored()).toEqual({ iban: NEW_IBAN });

    await db.user.update({ where: { id: investorId }, data: { iban: OLD_IBAN } });
    await adminTypesNewIban();
    expect((await cancelChange(jsonRequest("DELETE", path, { headers: { cookie: admin } }), params({ id: investorId }))).status).toBe(204);
    expect(await stored()).toEqual({ iban: OLD_IBAN });
    const none = await cancelChange(jsonRequest("DELETE", path, { headers: { cookie: admin } }), params({ id: investorId }));
    expect(none.status).toBe(404);
    expect(await json(none)).toMatchObject({ error: IBAN_CHANGE_MESSAGES.none });
  });

  it("only admins approve or cancel (investor 403, nobody 401); removing an IBAN is immediate", async () => {
    await adminTypesNewIban();
    const path = `/api/users/${investorId}/iban-change`;
    expect((await approveChange(jsonRequest("POST", path, { headers: { cookie: investor } }), params({ id: investorId }))).status).toBe(
      403,
    );
    expect((await approveChange(jsonRequest("POST", path), params({ id: investorId }))).status).toBe(401);
    expect((await confirmOwn(jsonRequest("POST", "/api/account/iban-change"), params({}))).status).toBe(401);
    const current = await getUser(
      jsonRequest("GET", `/api/users/${investorId}`, { headers: { cookie: admin } }),
      params({ id: investorId }),
    );
    const removed = await putUser(
      jsonRequest("PUT", `/api/users/${investorId}`, { body: { ...(await json(current)), iban: null }, headers: { cookie: admin } }),
      params({ id: investorId }),
    );
    expect(removed.status).toBe(200);
    expect(await stored()).toEqual({ iban: null });
  });

  it("with the e-mail changed by an admin (in the same edit or within 30 days), only the address before or a second admin confirms it", async () => {
    const db = await testDb();
    const marta = await db.user.create({
      data: { email: "marta.iban@correo.example", firstName: "Marta", lastName: "Iban", role: "investor", iban: OLD_IBAN },
    });
    const edit = async (changes: Record<string, unknown>) => {
      const current = await json(
        await getUser(jsonRequest("GET", `/api/users/${marta.id}`, { headers: { cookie: admin } }), params({ id: marta.id })),
      );
      const response = await putUser(
        jsonRequest("PUT", `/api/users/${marta.id}`, { body: { ...current, ...changes }, headers: { cookie: admin } }),
        params({ id: marta.id }),
      );
      expect(response.status).toBe(200);
    };
    // One admin types a new e-mail and a new IBAN in one edit (the pen-test's route to redirect payouts).
    await edit({ email: "nueva.marta@correo.example", iban: NEW_IBAN });
    expect(new URL(await privateLinkTo("marta.iban@correo.example")).pathname).toBe("/handler/iban");
    const told = await db.email.findMany({
      where: { to: "nueva.marta@correo.example", kind: "iban-change" },
      select: { privateLink: true, subject: true },
    });
    expect(told).toEqual([{ privateLink: null, subject: "Cambio de tu cuenta para cobros en Club Inversión Hipotecaria" }]);
    // Whoever holds the new address cannot confirm it in Mis datos.
    const newHolder = actorOf({ ...marta, email: "nueva.marta@correo.example" });
    expect(await ownPendingIban(newHolder)).toMatchObject({ iban: NEW_IBAN, confirmHere: false });
    expect(await refusal(confirmOwnIbanChange(newHolder))).toMatchObject({ code: "forbidden", message: IBAN_CHANGE_MESSAGES.priorAddress });
    expect((await db.user.findUniqueOrThrow({ where: { id: marta.id }, select: { iban: true } })).iban).toBe(OLD_IBAN);
    // The link from the address before does; both addresses are told.
    const token = await privateTokenTo("marta.iban@correo.example");
    expect((await confirmByLink(jsonRequest("POST", "/api/iban-change/confirm", { body: { token } }), params({}))).status).toBe(200);
    expect(
      (await db.email.findMany({ where: { kind: "iban-changed", to: { contains: "marta" } }, select: { to: true } }))
        .map((e) => e.to)
        .sort(),
    ).toEqual(["marta.iban@correo.example", "nueva.marta@correo.example"]);

    // Within 30 days of the admin's change of e-mail, an IBAN typed alone still goes to the address before…
    await edit({ iban: OLD_IBAN });
    expect((await db.ibanChange.findUniqueOrThrow({ where: { userId: marta.id } })).priorEmail).toBe("marta.iban@correo.example");
    // …and after them (the clock 31 days on; the audit log is append-only), to the address in force, confirmable in Mis datos.
    const adminActor = await actorByEmail(ADMIN);
    const current = await getInvestor(adminActor, marta.id);
    vi.useFakeTimers({ now: Date.now() + 31 * 86_400_000, toFake: ["Date"] });
    try {
      await updateInvestor(adminActor, marta.id, { ...current, iban: "ES1000492352082414205416" });
    } finally {
      vi.useRealTimers();
    }
    expect((await db.ibanChange.findUniqueOrThrow({ where: { userId: marta.id } })).priorEmail).toBeNull();
    expect(await ownPendingIban(newHolder)).toMatchObject({ confirmHere: true });
  });
});
