import { beforeAll, describe, expect, it } from "vitest";
import { GET as getProfile, PUT as putProfile } from "@/app/api/account/profile/route";
import { IDENTITY_MESSAGES } from "@/lib/validations/identity";
import { OWN_DATA_MESSAGES } from "@/lib/validations/own-data";
import { TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { ADMIN, DEMO_PASSWORD, forgetAcceptedCodes, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { DEMO_TOTP_SECRET, totpCode, wrongTotpCode } from "../helpers/totp";

/** "Mis datos" (issue 31, item 1): a person's own NIF/NIE, address, phone and IBAN. */
let investor: string;
let admin: string;

beforeAll(async () => {
  await seedDatabase();
  investor = await signInAs(INVESTOR);
  admin = await signInAs(ADMIN);
});

async function put(body: unknown, cookie = investor) {
  const response = await putProfile(jsonRequest("PUT", "/api/account/profile", { body, headers: { cookie } }), params({}));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> & { fields?: Record<string, string> } };
}
const get = async (cookie = investor) =>
  (await getProfile(jsonRequest("GET", "/api/account/profile", { headers: { cookie } }), params({}))).json();
const ibanMails = async (to: string) => (await testDb()).email.count({ where: { to, kind: "iban-changed" } });

describe("Mis datos", () => {
  it("NIF, address and phone change without a password; each save is audited as the person's own", async () => {
    const saved = await put({ nif: "12.345.678-z", address: "Calle Mayor 1, Madrid", phone: "+34 600 000 001" });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ nif: "12345678Z", address: "Calle Mayor 1, Madrid", iban: null, twoFactor: false });
    const user = await (await testDb()).user.findUniqueOrThrow({ where: { email: INVESTOR } });
    const audit = await (
      await testDb()
    ).auditEvent.findFirstOrThrow({ where: { entityId: user.id, action: "update" }, orderBy: { createdAt: "desc" } });
    expect(audit.actorId).toBe(user.id);
  });

  it("a new IBAN asks for the current password: none or a wrong one is a 400 on it and changes nothing; the right one saves it and e-mails the account", async () => {
    const before = await ibanMails(INVESTOR);
    const iban = "ES91 2100 0418 4502 0005 1332";
    expect((await put({ iban })).body.fields).toEqual({ password: OWN_DATA_MESSAGES.passwordForIban });
    expect((await put({ iban, password: "no-es-esta" })).body.fields).toEqual({ password: TWO_FACTOR_MESSAGES.wrongPassword });
    expect(await get()).toMatchObject({ iban: null });
    expect(await ibanMails(INVESTOR)).toBe(before);

    const saved = await put({ nif: "12345678Z", iban, password: DEMO_PASSWORD });
    expect(saved.status).toBe(200);
    expect(saved.body.iban).toBe("ES9121000418450200051332");
    expect(await ibanMails(INVESTOR)).toBe(before + 1);
    // The same IBAN sent again needs no password and sends nothing.
    expect((await put({ nif: "12345678Z", iban: "ES9121000418450200051332", phone: "+34 600 000 002" })).status).toBe(200);
    expect(await ibanMails(INVESTOR)).toBe(before + 1);
  });

  it("refuses a wrong NIF or IBAN with the Spanish field messages, and unknown fields", async () => {
    const refused = await put({ nif: "12345678A", iban: "ES9121000418450200051333", password: DEMO_PASSWORD });
    expect(refused.status).toBe(400);
    expect(refused.body.fields).toEqual({ nif: IDENTITY_MESSAGES.nif, iban: IDENTITY_MESSAGES.iban });
    expect((await put({ role: "admin" })).status).toBe(400);
  });

  it("with a second factor, a new IBAN also needs the authenticator's code", async () => {
    const iban = "DE89 3704 0044 0532 0130 00";
    expect((await put({ iban, password: DEMO_PASSWORD }, admin)).body.fields).toEqual({ code: OWN_DATA_MESSAGES.codeForIban });
    expect((await put({ iban, password: DEMO_PASSWORD, code: wrongTotpCode(DEMO_TOTP_SECRET) }, admin)).body.fields).toEqual({
      code: TWO_FACTOR_MESSAGES.wrongCode,
    });
    await forgetAcceptedCodes(ADMIN); // its sign-in used this step's code
    const saved = await put({ iban, password: DEMO_PASSWORD, code: totpCode(DEMO_TOTP_SECRET) }, admin);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ iban: "DE89370400440532013000", twoFactor: true });
  });

  it("is for signed-in people only", async () => {
    expect((await putProfile(jsonRequest("PUT", "/api/account/profile", { body: {} }), params({}))).status).toBe(401);
  });
});
