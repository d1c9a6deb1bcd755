import { beforeAll, describe, expect, it } from "vitest";
import { DELETE as withdraw, GET as closureState, POST as askClosure } from "@/app/api/account/closure/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { GET as listAudit } from "@/app/api/audit-events/route";
import { GET as listClosed } from "@/app/api/closed-accounts/route";
import { POST as readBlocked } from "@/app/api/closed-accounts/[id]/blocked-data/route";
import { GET as listParticipations } from "@/app/api/investments/route";
import { GET as investorOptions } from "@/app/api/options/investors/route";
import { PUT as putRetention } from "@/app/api/settings/retention/route";
import { GET as listMovements } from "@/app/api/transactions/route";
import { GET as listUsers } from "@/app/api/users/route";
import { GET as getUser, PUT as putUser } from "@/app/api/users/[id]/route";
import { POST as decide } from "@/app/api/users/[id]/closure/route";
import { dayInMadrid } from "@/lib/format";
import { POST as confirmOwnIban } from "@/app/api/account/iban-change/route";
import { CLOSURE_MESSAGES } from "@/lib/validations/account-closure";
import { RETENTION_YEARS_MESSAGE } from "@/lib/validations/retention-settings";
import { getAdminDashboard } from "@/server/reports/dashboard";
import { purgeBlockedAccounts } from "@/server/account/purge";
import { ADMIN, DEMO_PASSWORD, INVESTOR, signInAs, signInWithNewPassword } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/** Closing an account (issue 33, item 4): asked by the person, decided by an admin, blocked, purged when due. */
let admin: string;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

const call = async (
  handler: (request: Request, context: { params: Promise<never> }) => Promise<Response>,
  request: Request,
  routeParams = {},
) => {
  const response = await handler(request, params(routeParams as never));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { fields?: Record<string, string> } };
};
const ask = (cookie: string, body: unknown = {}) =>
  call(askClosure, jsonRequest("POST", "/api/account/closure", { body, headers: { cookie } }));
const decision = (id: string, body: unknown) =>
  call(decide, jsonRequest("POST", `/api/users/${id}/closure`, { body, headers: { cookie: admin } }), { id });
const adminGet = (handler: Parameters<typeof call>[0], path: string, routeParams = {}) =>
  call(handler, jsonRequest("GET", path, { headers: { cookie: admin } }), routeParams);

let sequence = 0;
/** A new investor with a liquidated participation (paid in, paid back): nothing in play, money on the books. */
async function investorWithHistory() {
  const db = await testDb();
  sequence += 1;
  const operation = await db.operation.findFirstOrThrow({ where: { archivedAt: null }, orderBy: { createdAt: "asc" } });
  const user = await db.user.create({
    data: {
      email: `cierre.${sequence}@correo.example`,
      firstName: "Remedios",
      lastName: `Quintanilla Oyarzun${sequence}`,
      nif: sequence === 1 ? "12345678Z" : "87654321X",
      iban: "ES9121000418450200051332",
      phone: `+34 699 000 00${sequence}`,
      address: `Calle del Cierre ${sequence}, 28001 Madrid`,
      role: "investor",
      investments: { create: { operationId: operation.id, amount: "20000.00", status: "closed" } },
    },
    include: { investments: true },
  });
  const investmentId = user.investments[0]!.id;
  await db.movement.createMany({
    data: [
      { userId: user.id, operationId: operation.id, investmentId, type: "APORTE", amount: "20000.00", status: "completed" },
      { userId: user.id, operationId: operation.id, investmentId, type: "DEVOLUCION", amount: "23000.00", status: "completed" },
    ],
  });
  await db.document.create({
    data: {
      operationId: operation.id,
      investmentId,
      name: `Liquidación ${sequence}.pdf`,
      type: "otro",
      fileUrl: "https://example.org/liquidacion.pdf",
    },
  });
  const cookie = await signInWithNewPassword(user.email!);
  return { ...user, investmentId, cookie };
}

async function adminActor() {
  const row = await (await testDb()).user.findUniqueOrThrow({ where: { email: ADMIN } });
  return { id: row.id, email: row.email, firstName: row.firstName, lastName: row.lastName, role: row.role };
}

describe("asking to close an account", () => {
  it("the investor asks once (audited, the admins told) and may withdraw; an admin cannot ask, nobody signed out", async () => {
    const investor = await signInAs(INVESTOR);
    const db = await testDb();
    const me = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    const first = await ask(investor, { reason: "Ya no invierto" });
    expect(first.status).toBe(200);
    expect(first.body.requestedAt).toEqual(expect.any(String));
    expect((await ask(investor)).body.requestedAt).toBe(first.body.requestedAt);
    expect(await db.auditEvent.count({ where: { entityId: me.id, action: "closure-request" } })).toBe(1);
    expect(await db.email.count({ where: { to: ADMIN, kind: "account-closure" } })).toBe(1);
    expect(await db.email.count({ where: { to: INVESTOR, kind: "account-closure" } })).toBe(1);
    const withdrawn = await call(withdraw, jsonRequest("DELETE", "/api/account/closure", { headers: { cookie: investor } }));
    expect(withdrawn).toEqual({ status: 200, body: { requestedAt: null } });
    expect((await call(closureState, jsonRequest("GET", "/api/account/closure", { headers: { cookie: investor } }))).body).toEqual({
      requestedAt: null,
    });
    expect(await db.auditEvent.count({ where: { entityId: me.id, action: "closure-withdrawn" } })).toBe(1);
    expect(await ask(admin)).toMatchObject({ status: 403, body: { error: CLOSURE_MESSAGES.investorsOnly } });
    expect((await call(askClosure, jsonRequest("POST", "/api/account/closure", { body: {} }))).status).toBe(401);
  });

  it("an admin cannot close an account with money in play, nor one that did not ask; a rejection needs a reason and tells the person", async () => {
    const investor = await signInAs(INVESTOR);
    const db = await testDb();
    const me = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    expect(await db.participation.count({ where: { userId: me.id, status: "active" } })).toBeGreaterThan(0);
    expect(await decision(me.id, { decision: "close" })).toMatchObject({ status: 409, body: { error: CLOSURE_MESSAGES.notRequested } });
    await ask(investor);
    expect(await decision(me.id, { decision: "close" })).toMatchObject({ status: 409, body: { error: CLOSURE_MESSAGES.moneyInPlay } });
    expect(await decision(me.id, { decision: "reject" })).toMatchObject({
      status: 400,
      body: { fields: { reason: CLOSURE_MESSAGES.rejectReason } },
    });
    expect(await decision(me.id, { decision: "borrar" })).toMatchObject({
      status: 400,
      body: { fields: { decision: CLOSURE_MESSAGES.decision } },
    });
    const unchanged = await db.user.findUniqueOrThrow({ where: { id: me.id } });
    expect(unchanged).toMatchObject({ email: INVESTOR, closedAt: null, closureRequestedAt: expect.any(Date) });
    expect(await db.blockedAccount.count({ where: { userId: me.id } })).toBe(0);
    const rejected = await decision(me.id, { decision: "reject", reason: "Tiene una participación activa en Chamberí" });
    expect(rejected).toEqual({ status: 200, body: { decision: "reject", destroyAfter: null } });
    expect((await db.user.findUniqueOrThrow({ where: { id: me.id } })).closureRequestedAt).toBeNull();
    const told = await db.email.findFirstOrThrow({ where: { to: INVESTOR, kind: "account-closure" }, orderBy: { createdAt: "desc" } });
    expect(told.text).toContain("Tiene una participación activa en Chamberí");
    expect(await decision("00000000-0000-4000-8000-000000000000", { decision: "close" })).toMatchObject({ status: 404 });
    const other = await call(
      decide,
      jsonRequest("POST", `/api/users/${me.id}/closure`, { body: { decision: "close" }, headers: { cookie: investor } }),
      {
        id: me.id,
      },
    );
    expect(other.status).toBe(403);
  });
});

describe("a closed account", () => {
  let person: Awaited<ReturnType<typeof investorWithHistory>>;
  let totalsBefore: unknown;
  let investorsBefore: number;
  let operationSumsBefore: unknown;
  const operationSums = async () =>
    (await testDb())
      .$queryRaw`SELECT operation_id::text, type, status, sum(amount)::text AS total FROM transactions GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`;

  beforeAll(async () => {
    person = await investorWithHistory();
    // An admin changes the person's IBAN: the audit log now holds both IBANs, the name and the e-mail.
    const current = await adminGet(getUser, `/api/users/${person.id}`, { id: person.id });
    const changed = await call(
      putUser,
      jsonRequest("PUT", `/api/users/${person.id}`, {
        body: { ...current.body, iban: "ES7921000813610123456789" },
        headers: { cookie: admin },
      }),
      { id: person.id },
    );
    expect(changed.status).toBe(200);
    // It takes effect when the person confirms it (issue 46: an IBAN typed by an admin waits).
    expect(
      (await confirmOwnIban(jsonRequest("POST", "/api/account/iban-change", { headers: { cookie: person.cookie } }), params({}))).status,
    ).toBe(200);
    const dashboard = await getAdminDashboard(await adminActor());
    totalsBefore = dashboard.totals;
    investorsBefore = dashboard.investors.value;
    operationSumsBefore = await operationSums();
    // An unused password link of theirs (better-auth keeps the account's id as its value).
    await (
      await testDb()
    ).verification.create({
      data: { identifier: "reset-password:sin-usar", value: person.id, expiresAt: new Date(Date.now() + 3_600_000) },
    });
    expect((await ask(person.cookie, { reason: "Me mudo al extranjero" })).status).toBe(200);
    const closed = await decision(person.id, { decision: "close" });
    expect(closed.status).toBe(200);
    expect(closed.body.destroyAfter).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // Ten years (the longest default period: anti-money-laundering) from the closing day.
    const closingDay = dayInMadrid(new Date());
    expect(closed.body.destroyAfter).toBe(`${Number(closingDay.slice(0, 4)) + 10}${closingDay.slice(4)}`.replace("-02-29", "-02-28"));
  });

  it("is out of every admin list, picker and search, its page is gone, and the club's money totals are exact", async () => {
    const name = person.lastName!;
    const users = await adminGet(listUsers, "/api/users");
    expect(JSON.stringify(users.body)).not.toContain(person.id);
    for (const q of [name, person.email!]) {
      expect(JSON.stringify((await adminGet(listUsers, `/api/users?q=${encodeURIComponent(q)}&page=1`)).body)).not.toContain(person.id);
      expect(JSON.stringify((await adminGet(listUsers, `/api/users?archived=1&page=1`)).body)).not.toContain(person.id);
      expect((await adminGet(investorOptions, `/api/options/investors?q=${encodeURIComponent(q)}`)).body).toEqual({ options: [] });
      const movements = await adminGet(listMovements, `/api/transactions?page=1&q=${encodeURIComponent(q)}`);
      expect(movements.body.total).toBe(0);
      const audit = await adminGet(listAudit, `/api/audit-events?q=${encodeURIComponent(q)}`);
      expect(audit.body.rows).toEqual([]);
    }
    expect((await adminGet(getUser, `/api/users/${person.id}`, { id: person.id })).status).toBe(404);
    const investments = JSON.stringify((await adminGet(listParticipations, "/api/investments")).body);
    expect(investments).not.toContain(name);
    expect(investments).not.toContain(person.email!);
    // The money stays, under the pseudonym.
    const own = await adminGet(listMovements, `/api/transactions?page=1&userId=${person.id}`);
    expect(own.body.total).toBe(2);
    expect(JSON.stringify(own.body)).toContain("Cuenta cerrada");
    const dashboard = await getAdminDashboard(await adminActor());
    expect(dashboard.totals).toEqual(totalsBefore);
    expect(dashboard.investors.value).toBe(investorsBefore - 1); // no longer one of the club's investors
    expect(await operationSums()).toEqual(operationSumsBefore);
  });

  it("leaves no trace of the person in the live tables: the audit log carries the pseudonym; the account cannot sign in", async () => {
    const db = await testDb();
    const row = await db.user.findUniqueOrThrow({ where: { id: person.id } });
    expect(row).toMatchObject({
      email: null,
      nif: null,
      iban: null,
      phone: null,
      address: null,
      firstName: "Cuenta cerrada",
      closedAt: expect.any(Date),
    });
    for (const value of [
      person.email!,
      person.lastName!,
      person.nif!,
      "ES9121000418450200051332",
      "ES7921000813610123456789",
      person.phone!,
    ]) {
      const [{ count }] = await db.$queryRaw<[{ count: bigint }]>`
        SELECT count(*) FROM audit_events
        WHERE actor_email ILIKE ${`%${value}%`} OR entity_label ILIKE ${`%${value}%`} OR changes::text ILIKE ${`%${value}%`}`;
      expect(count, value).toBe(0n);
    }
    expect(await db.auditEvent.count({ where: { actorId: person.id } })).toBeGreaterThan(0); // the rows stay
    expect(await db.session.count({ where: { userId: person.id } })).toBe(0);
    expect(await db.account.count({ where: { userId: person.id } })).toBe(0);
    expect(await db.consent.count({ where: { userId: person.id } })).toBe(0);
    expect(await db.verification.count({ where: { value: person.id } })).toBe(0);
    expect((await currentUser(jsonRequest("GET", "/api/auth/user", { headers: { cookie: person.cookie } }), params({}))).status).toBe(401);
    const again = await signIn(
      jsonRequest("POST", "/api/auth/sign-in", { body: { email: person.email, password: DEMO_PASSWORD } }),
      params({}),
    );
    expect(again.status).toBe(401);
    // The attempt with the old e-mail is recorded under the pseudonym, never the e-mail (issue 46, item 4).
    const attempt = await db.auditEvent.findFirstOrThrow({ where: { action: "sign-in-failed" }, orderBy: { createdAt: "desc" } });
    expect(attempt).toMatchObject({
      entityId: person.id,
      actorEmail: `Cuenta cerrada ${person.id.replace(/-/g, "").slice(0, 8).toUpperCase()}`,
    });
    const [{ count: named }] = await db.$queryRaw<[{ count: bigint }]>`
      SELECT count(*) FROM audit_events WHERE actor_email ILIKE ${person.email!} OR changes::text ILIKE ${`%${person.email!}%`}`;
    expect(named).toBe(0n);
    // The log is still append-only for everything else.
    await expect(db.$executeRaw`UPDATE audit_events SET entity_label = 'x' WHERE actor_id = ${person.id}::uuid`).rejects.toThrow(
      /append-only/,
    );
  });

  it("its blocked data is read only with a reason, and the reading is audited", async () => {
    const listed = await adminGet(listClosed, "/api/closed-accounts");
    expect(listed.body).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: person.id, name: expect.stringMatching(/^Cuenta cerrada [0-9A-F]{8}$/) })]),
    );
    expect(JSON.stringify(listed.body)).not.toContain(person.email!);
    const read = (body: unknown, cookie = admin) =>
      call(readBlocked, jsonRequest("POST", `/api/closed-accounts/${person.id}/blocked-data`, { body, headers: { cookie } }), {
        id: person.id,
      });
    expect(await read({})).toMatchObject({ status: 400, body: { fields: { reason: CLOSURE_MESSAGES.readReason } } });
    expect((await read({ reason: "x" }, await signInAs(INVESTOR))).status).toBe(403);
    const shown = await read({ reason: "Requerimiento del Juzgado n.º 3 de Madrid, proc. 123/2026" });
    expect(shown.status).toBe(200);
    expect(shown.body.identity).toMatchObject({ email: person.email, nif: person.nif, iban: "ES7921000813610123456789" });
    expect(shown.body.reason).toBeNull();
    expect(JSON.stringify(shown.body.auditRows)).toContain("ES9121000418450200051332");
    const db = await testDb();
    const audited = await db.auditEvent.findFirstOrThrow({ where: { entityId: person.id, action: "blocked-read" } });
    expect(JSON.stringify(audited.changes)).toContain("Requerimiento del Juzgado");
  });
});

describe("retention and the purge", () => {
  it("Configuración sets the periods (0–30 years); the purge destroys only what is past its period, once", async () => {
    const put = (body: unknown) => call(putRetention, jsonRequest("PUT", "/api/settings/retention", { body, headers: { cookie: admin } }));
    expect(await put({ retentionAccountingYears: "31", retentionTaxYears: "4", retentionAmlYears: "10" })).toMatchObject({
      status: 400,
      body: { fields: { retentionAccountingYears: RETENTION_YEARS_MESSAGE } },
    });
    expect((await put({ retentionAccountingYears: "0", retentionTaxYears: "0", retentionAmlYears: "0" })).status).toBe(200);
    const due = await investorWithHistory();
    await ask(due.cookie);
    const closed = await decision(due.id, { decision: "close" });
    expect(closed.body.destroyAfter).toBe(new Intl.DateTimeFormat("sv-SE", { timeZone: "Europe/Madrid" }).format(new Date()));
    expect((await put({ retentionAccountingYears: "6", retentionTaxYears: "4", retentionAmlYears: "10" })).status).toBe(200);

    const db = await testDb();
    const kept = await db.blockedAccount.findMany({ where: { userId: { not: due.id } }, select: { userId: true } });
    expect(kept.length).toBeGreaterThan(0); // the account closed above, ten years to go
    const sumsBefore = await db.movement.aggregate({ _sum: { amount: true }, _count: true });

    expect(await purgeBlockedAccounts(db)).toEqual({ accounts: 1, documents: 1, contracts: 0, certificates: 0, identifications: 0 });
    expect(await db.blockedAccount.count({ where: { userId: due.id } })).toBe(0);
    expect(await db.document.count({ where: { investmentId: due.investmentId } })).toBe(0);
    expect(await db.blockedAccount.count({ where: { userId: { in: kept.map((row) => row.userId) } } })).toBe(kept.length);
    // What stays is pseudonymous: the participation and the movements, so the totals do not move.
    expect(await db.movement.aggregate({ _sum: { amount: true }, _count: true })).toEqual(sumsBefore);
    expect(await db.participation.count({ where: { id: due.investmentId } })).toBe(1);
    expect(await db.auditEvent.count({ where: { entityId: due.id, action: "blocked-purged" } })).toBe(1);

    expect(await purgeBlockedAccounts(db)).toEqual({ accounts: 0, documents: 0, contracts: 0, certificates: 0, identifications: 0 });
    // Ten years and a day later, the other one is due too.
    const later = new Date(Date.now() + (10 * 366 + 1) * 86_400_000);
    expect((await purgeBlockedAccounts(db, later)).accounts).toBe(kept.length);
  });
});
