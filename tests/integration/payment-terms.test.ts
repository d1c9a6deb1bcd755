import { validate } from "node-iso11649";
import { beforeAll, describe, expect, it } from "vitest";
import { POST as createInvestmentRoute } from "@/app/api/investments/route";
import { GET as getInvestmentRoute, PUT as updateInvestmentRoute } from "@/app/api/investments/[id]/route";
import { GET as getPaymentSettingsRoute, PUT as updatePaymentSettingsRoute } from "@/app/api/settings/payments/route";
import { POST as tickRoute } from "@/app/api/internal/tick/route";
import { referenceCandidates, printedReference } from "@/lib/payment-reference";
import { sendPaymentReminders } from "@/server/participations/payment-reminders";
import { issueInternalToken } from "@/server/platform/node/internal-token";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/**
 * Payment instructions (issue 31, item 4): the club's account and the days to pay in Configuración;
 * each committed participation's ISO 11649 reference and deadline; `paid` and `pending` on
 * `GET /api/investments/{id}`; the reminders, once per participation, kind and deadline.
 */
let admin: string;
let investor: string;
let investorId: string;

const json = async (response: Response) => JSON.parse((await response.text()).replace(/\u00a0/g, " ")) as Record<string, unknown>;
const read = (id: string, cookie = admin) =>
  getInvestmentRoute(jsonRequest("GET", `/api/investments/${id}`, { headers: { cookie } }), params({ id }));
const savePayments = (body: Record<string, unknown>) =>
  updatePaymentSettingsRoute(jsonRequest("PUT", "/api/settings/payments", { headers: { cookie: admin }, body }), params({}));

let made = 0;
async function operation() {
  made++;
  return (await testDb()).operation.create({
    data: { title: `Cobros ${made}`, slug: `cobros-${made}`, province: "madrid", pvp: "200000", ticketMin: "30000" },
    select: { id: true, title: true },
  });
}

/** An investor's request of `amount`, confirmed by the admin with the round trip a script makes. */
async function confirmedRequest(amount: string) {
  const { id: operationId, title } = await operation();
  const asked = await createInvestmentRoute(
    jsonRequest("POST", "/api/investments", {
      headers: { cookie: investor },
      body: { operationId, amount, acceptTerms: true, fichaVersion: 1, riskAcknowledged: true },
    }),
    params({}),
  );
  const id = String((await json(asked)).id);
  const current = await json(await read(id));
  const confirmed = await updateInvestmentRoute(
    jsonRequest("PUT", `/api/investments/${id}`, { headers: { cookie: admin }, body: { ...current, status: "active" } }),
    params({ id }),
  );
  expect(confirmed.status).toBe(200);
  return { id, operationId, title, confirmed: await json(confirmed) };
}

async function contribution(investmentId: string, operationId: string, amount: string, status = "completed") {
  await (
    await testDb()
  ).movement.create({
    data: { investmentId, operationId, userId: investorId, type: "APORTE", amount, status, transactionDate: new Date() },
  });
}

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
  investorId = (await (await testDb()).user.findUniqueOrThrow({ where: { email: INVESTOR }, select: { id: true } })).id;
});

describe("Configuración, Cobros", () => {
  it("keeps the club's account (IBAN checked, stored compact) and the days to pay; bad input changes nothing", async () => {
    const bad = await savePayments({
      clubIban: "ES91 2100 0418 4502 0005 1333",
      clubAccountHolder: "Club",
      clubBank: "Banco",
      paymentDays: 0,
    });
    expect(bad.status).toBe(400);
    expect((await json(bad)).fields).toEqual({
      clubIban: "IBAN no válido: revisa el país y los dígitos de control",
      paymentDays: "Entre 1 y 90 días",
    });
    const saved = await savePayments({
      clubIban: "es91 2100 0418 4502 0005 1332",
      clubAccountHolder: "Club Inversión, S.L.",
      clubBank: "CaixaBank",
      paymentDays: "7",
    });
    expect(saved.status).toBe(200);
    expect(await json(saved)).toEqual({
      clubIban: "ES9121000418450200051332",
      clubAccountHolder: "Club Inversión, S.L.",
      clubBank: "CaixaBank",
      paymentDays: 7,
    });
    const again = await getPaymentSettingsRoute(jsonRequest("GET", "/api/settings/payments", { headers: { cookie: admin } }), params({}));
    expect((await json(again)).paymentDays).toBe(7);
  });
});

describe("a committed participation's payment terms", () => {
  it("gets its own ISO 11649 reference and a deadline the settings' days away, with paid and pending, and the instructions by e-mail", async () => {
    const { title, confirmed } = await confirmedRequest("40000");
    const reference = String(confirmed.paymentReference);
    expect(reference).toMatch(/^RF\d{2}[2-9A-HJ-NP-Z]{7}$/);
    expect(validate(reference)).toBe(true);
    const due = new Date(`${new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Madrid" }).format(new Date())}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 7);
    expect(confirmed).toMatchObject({ paid: "0.00", pending: "40000.00", paymentDue: due.toISOString().slice(0, 10) });
    const [mail] = await (await testDb()).email.findMany({ where: { to: INVESTOR, subject: `Participación confirmada: ${title}` } });
    expect(mail!.text).toContain("Importe a transferir: 40.000,00");
    expect(mail!.text).toContain("Cuenta del club: ES91 2100 0418 4502 0005 1332 (titular: Club Inversión, S.L., CaixaBank)");
    expect(mail!.text).toContain(`Concepto de la transferencia: ${printedReference(reference)}`);
    // The printed reference, typed back in a transfer's concept, is found again.
    expect(referenceCandidates(`Pago ${printedReference(reference).toLowerCase()} cobros`)).toContain(reference);
  });

  it("paid is its completed contributions, pending what is left; the investor reads their own (another's is a 404: authorization-matrix.test.ts)", async () => {
    const { id, operationId } = await confirmedRequest("35000");
    await contribution(id, operationId, "20000");
    await contribution(id, operationId, "5000", "pending"); // announced, not received: not paid
    const own = await json(await read(id, investor));
    expect(own).toMatchObject({ paid: "20000.00", pending: "15000.00" });
    // Overpaid: pending stops at zero.
    await contribution(id, operationId, "16000");
    expect(await json(await read(id))).toMatchObject({ paid: "36000.00", pending: "0.00" });
  });

  it("keeps its reference and deadline when edited, and the round trip ignores them", async () => {
    const { id, confirmed } = await confirmedRequest("30000");
    const edited = await updateInvestmentRoute(
      jsonRequest("PUT", `/api/investments/${id}`, {
        headers: { cookie: admin },
        body: { ...confirmed, amount: "31000", paymentReference: "RF00HACKED", paymentDue: "2000-01-01" },
      }),
      params({ id }),
    );
    expect(edited.status).toBe(200);
    expect(await json(edited)).toMatchObject({
      paymentReference: confirmed.paymentReference,
      paymentDue: confirmed.paymentDue,
      pending: "31000.00",
    });
  });
});

describe("payment reminders", () => {
  const day = 24 * 60 * 60 * 1000;

  it("one before the deadline and one after, each once, also when two runs race; none once paid", async () => {
    const { id, operationId, title } = await confirmedRequest("30000");
    const paidUp = await confirmedRequest("30000");
    await contribution(paidUp.id, paidUp.operationId, "30000");
    const dueOf = async () =>
      (await (await testDb()).participation.findUniqueOrThrow({ where: { id }, select: { paymentDue: true } })).paymentDue!;
    const due = await dueOf();
    const sentTo = async (subject: string) => (await testDb()).email.count({ where: { to: INVESTOR, subject } });

    const before = `Recordatorio de pago: ${title}`;
    const overdue = `Pago vencido: ${title}`;
    // (The demo's own overdue participations get theirs on the first run, whatever its date.)
    // Five days before the deadline: nothing yet. Three days before: the reminder, once, though two runs race.
    await sendPaymentReminders(new Date(due.getTime() - 5 * day + 12 * 3600_000));
    expect(await sentTo(before)).toBe(0);
    const threeBefore = new Date(due.getTime() - 3 * day + 12 * 3600_000);
    await Promise.all([sendPaymentReminders(threeBefore), sendPaymentReminders(threeBefore)]);
    expect(await sentTo(before)).toBe(1);
    await sendPaymentReminders(new Date(due.getTime() + 12 * 3600_000)); // the deadline itself: already reminded
    expect(await sentTo(before)).toBe(1);
    expect(await sentTo(overdue)).toBe(0);

    // The day after: the overdue reminder, once, and a second run sends nothing at all.
    const after = new Date(due.getTime() + day + 12 * 3600_000);
    await sendPaymentReminders(after);
    expect(await sendPaymentReminders(after)).toBe(0);
    await sendPaymentReminders(new Date(after.getTime() + 10 * day));
    expect(await sentTo(overdue)).toBe(1);
    const [mail] = await (await testDb()).email.findMany({ where: { to: INVESTOR, subject: overdue } });
    expect(mail!.text).toContain("Importe a transferir: 30.000,00");
    expect(await sentTo(`Recordatorio de pago: ${paidUp.title}`)).toBe(0);
    expect(await sentTo(`Pago vencido: ${paidUp.title}`)).toBe(0);

    // A new deadline has reminders of its own, but not once it is paid in full.
    await (await testDb()).participation.update({ where: { id }, data: { paymentDue: new Date(due.getTime() + 20 * day) } });
    await sendPaymentReminders(new Date(due.getTime() + 18 * day));
    expect(await sentTo(before)).toBe(2);
    await contribution(id, operationId, "30000");
    await sendPaymentReminders(new Date(due.getTime() + 25 * day));
    expect(await sentTo(overdue)).toBe(1);
  });

  it("run by the server's periodic call, which nobody else can make", async () => {
    const refused = await tickRoute(jsonRequest("POST", "/api/internal/tick"), params({}));
    expect(refused.status).toBe(404);
    const ran = await tickRoute(
      jsonRequest("POST", "/api/internal/tick", { headers: { authorization: `Bearer ${issueInternalToken()}` } }),
      params({}),
    );
    expect(ran.status).toBe(200);
    expect(await ran.json()).toEqual({
      paymentReminders: expect.any(Number),
      identityReminders: expect.any(Number),
      updateDigests: expect.any(Number),
      quietOperations: expect.any(Number),
      staleUploads: expect.any(Number),
      purged: { accounts: 0, documents: 0, contracts: 0, certificates: 0, identifications: 0 },
    });
  });
});
