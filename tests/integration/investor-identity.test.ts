import { beforeAll, describe, expect, it } from "vitest";
import { POST as createUser } from "@/app/api/users/route";
import { GET as getUser, PUT as updateUser } from "@/app/api/users/[id]/route";
import { POST as confirmByLink } from "@/app/api/iban-change/confirm/route";
import { IDENTITY_MESSAGES } from "@/lib/validations/identity";
import { privateLinkTo } from "../helpers/private-links";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

/** An investor's NIF/NIE and IBAN on `PUT /api/users/{id}` (issue 31, item 1: the admin's side). */
let admin: string;
let investor: string;

beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
  investor = await signInAs(INVESTOR);
});

type Investor = Record<string, unknown> & { id: string; email: string | null; nif: string | null; iban: string | null };

async function send(method: "POST" | "PUT" | "GET", body?: unknown, id?: string, cookie = admin) {
  const handler = method === "POST" ? createUser : method === "PUT" ? updateUser : getUser;
  const response = await handler(jsonRequest(method, "/api/users", { body, headers: { cookie } }), params(id ? { id } : {}) as never);
  return { status: response.status, body: (await response.json()) as Investor & { fields?: Record<string, string> } };
}

const ibanMails = async (to: string) =>
  (await testDb()).email.findMany({ where: { to, kind: "iban-changed" }, orderBy: { createdAt: "asc" } });

describe("an investor's NIF/NIE and IBAN", () => {
  it("are kept in their canonical form, answered by the API, audited, and an IBAN change e-mails the account with the IBAN masked", async () => {
    const email = `identidad.${Date.now()}@correo.example`;
    const created = await send("POST", { firstName: "Inés", lastName: "Identidad", email });
    expect(created.status).toBe(201);
    const typed = await send("PUT", { ...created.body, nif: "x-1234567-l", iban: "es91 2100 0418 4502 0005 1332" }, created.body.id);
    expect(typed.status).toBe(200);
    // A payout IBAN typed by an admin waits for the investor (tests/integration/iban-change.test.ts), in its canonical form.
    expect(typed.body).toMatchObject({ nif: "X1234567L", iban: null, pendingIban: { iban: "ES9121000418450200051332" } });
    const token = new URL(await privateLinkTo(email)).searchParams.get("token")!;
    expect((await confirmByLink(jsonRequest("POST", "/api/iban-change/confirm", { body: { token } }), params({}))).status).toBe(200);
    const updated = await send("GET", undefined, created.body.id);
    expect(updated.body).toMatchObject({ nif: "X1234567L", iban: "ES9121000418450200051332", pendingIban: null });

    const [mail] = await ibanMails(email);
    expect(mail?.subject).toBe("Tu cuenta para cobros en Club Inversión Hipotecaria ha cambiado");
    expect(mail?.text).toContain("ES91 **** **** **** **** 1332");
    expect(mail?.text).not.toContain("2100 0418");
    const audit = await (
      await testDb()
    ).auditEvent.findFirstOrThrow({
      where: { entityId: created.body.id, action: "update" },
      orderBy: { createdAt: "desc" },
    });
    expect(JSON.stringify(audit.changes)).toContain("X1234567L");

    // The same IBAN sent again (another field changed) writes no second e-mail.
    expect((await send("PUT", { ...updated.body, phone: "+34 600 000 111" }, created.body.id)).status).toBe(200);
    expect(await ibanMails(email)).toHaveLength(1);
    // Removing it says so.
    expect((await send("PUT", { ...updated.body, iban: "" }, created.body.id)).body.iban).toBeNull();
    const mails = await ibanMails(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toContain("se ha quitado");
  });

  it("refuse a wrong control letter or check digits with the Spanish field messages, and change nothing", async () => {
    const created = await send("POST", { firstName: "Iván", lastName: "Erróneo", nif: "12345678Z" });
    expect(created.body.nif).toBe("12345678Z");
    const refused = await send("PUT", { ...created.body, nif: "12345678A", iban: "ES9121000418450200051333" }, created.body.id);
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ nif: IDENTITY_MESSAGES.nif, iban: IDENTITY_MESSAGES.iban });
    expect((await send("GET", undefined, created.body.id)).body).toMatchObject({ nif: "12345678Z", iban: null });
  });

  it("are the admins' to change: an investor's PUT is 403", async () => {
    const row = await (await testDb()).user.findFirstOrThrow({ where: { email: INVESTOR } });
    expect((await send("PUT", { firstName: "Yo", lastName: "Mismo", iban: "ES9121000418450200051332" }, row.id, investor)).status).toBe(
      403,
    );
  });
});
