import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { hashPassword } from "better-auth/crypto";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { POST as enable } from "@/app/api/auth/two-factor/enable/route";
import { POST as confirm } from "@/app/api/auth/two-factor/confirm/route";
import { POST as disable } from "@/app/api/auth/two-factor/disable/route";
import { POST as recoveryCodes } from "@/app/api/auth/two-factor/recovery-codes/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { GET as listUsers } from "@/app/api/users/route";
import { GET as listDocuments } from "@/app/api/documents/route";
import { getActor } from "@/server/auth/session";
import { seedDatabase, testDb } from "../helpers/db";
import {
  ADMIN,
  DEMO_PASSWORD,
  INVESTOR,
  cookieHeader,
  enrolSecondFactor,
  forgetAcceptedCodes,
  sendSecondFactor,
  signInAs,
} from "../helpers/auth";
import { jsonRequest, params } from "../helpers/http";
import { DEMO_TOTP_SECRET, totpCode, wrongTotpCode } from "../helpers/totp";

const passwordStep = (email: string, password = DEMO_PASSWORD) =>
  signIn(jsonRequest("POST", "/api/auth/sign-in", { body: { email, password } }), params({}));
const get = (handler: typeof currentUser, path: string, cookie: string) =>
  handler(jsonRequest("GET", path, { headers: { cookie } }), params({}));
const post = (handler: typeof enable, path: string, cookie: string, body: unknown) =>
  handler(jsonRequest("POST", path, { body, headers: { cookie } }), params({}));

async function newAdmin(email: string): Promise<string> {
  const db = await testDb();
  const user = await db.user.create({
    data: { email, firstName: "Nueva", lastName: "Administradora", role: "admin", emailVerified: true },
  });
  await db.account.create({
    data: { userId: user.id, accountId: user.id, providerId: "credential", password: await hashPassword(DEMO_PASSWORD) },
  });
  return user.id;
}

const auditActions = async (userId: string) =>
  (
    await (await testDb()).auditEvent.findMany({ where: { entityId: userId }, orderBy: { createdAt: "asc" }, select: { action: true } })
  ).map((row) => row.action);

beforeAll(seedDatabase);
beforeEach(async () => {
  await (await testDb()).requestThrottle.deleteMany();
  await forgetAcceptedCodes(); // each test signs in with this step's code
});

describe("signing in with a second factor", () => {
  it("answers the password step with twoFactorRequired and no usable session", async () => {
    const response = await passwordStep(ADMIN);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ twoFactorRequired: true });
    const cookies = response.headers.getSetCookie();
    expect(cookies.some((c) => /two_factor=[^;]+/.test(c) && /HttpOnly/i.test(c))).toBe(true);
    expect(cookies.some((c) => c.startsWith("club_signed_in=admin"))).toBe(false);
    expect((await get(currentUser, "/api/auth/user", cookieHeader(response))).status).toBe(401);
    expect((await get(listUsers, "/api/users", cookieHeader(response))).status).toBe(401);
  });

  it("completes with the TOTP code of the demo secret (RFC 6238) and opens an admin session", async () => {
    const challenge = cookieHeader(await passwordStep(ADMIN));
    const response = await sendSecondFactor(challenge, totpCode(DEMO_TOTP_SECRET));
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "admin" });
    expect(response.headers.getSetCookie().some((c) => c.startsWith("club_signed_in=admin;"))).toBe(true);
    const cookie = cookieHeader(response);
    expect((await get(listUsers, "/api/users", cookie)).status).toBe(200);
    // The challenge is spent: the same cookie and code open nothing more.
    expect((await sendSecondFactor(challenge, totpCode(DEMO_TOTP_SECRET))).status).toBe(401);
  });

  it("refuses a wrong code with a Spanish 401, records it, and lets the right one through after", async () => {
    const admin = await (await testDb()).user.findUniqueOrThrow({ where: { email: ADMIN } });
    const challenge = cookieHeader(await passwordStep(ADMIN));
    const wrong = await sendSecondFactor(challenge, wrongTotpCode(DEMO_TOTP_SECRET));
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Código incorrecto" });
    expect(wrong.headers.getSetCookie().some((c) => c.includes("session_token=") && !c.includes("session_token=;"))).toBe(false);
    expect(await auditActions(admin.id)).toContain("two-factor-failed");
    expect((await sendSecondFactor(challenge, "no-es-un-codigo")).status).toBe(401);
    expect((await sendSecondFactor(challenge, totpCode(DEMO_TOTP_SECRET))).status).toBe(200);
  });

  it("answers 401 without a challenge, and 400 without a code", async () => {
    const none = await sendSecondFactor("", totpCode(DEMO_TOTP_SECRET));
    expect(none.status).toBe(401);
    expect(await none.json()).toEqual({ error: "La verificación ha caducado. Vuelve a iniciar sesión." });
    const challenge = cookieHeader(await passwordStep(ADMIN));
    const empty = await sendSecondFactor(challenge, "");
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: unknown }).fields).toEqual({ code: "Escribe el código" });
  });

  it("counts codes with the throttle: past 10 tries from one address even the right code gets 429", async () => {
    for (let i = 0; i < 10; i++) {
      const challenge = cookieHeader(await passwordStep(ADMIN));
      expect((await sendSecondFactor(challenge, wrongTotpCode(DEMO_TOTP_SECRET), "10.9.9.9")).status).toBe(401);
    }
    const challenge = cookieHeader(await passwordStep(ADMIN));
    const refused = await sendSecondFactor(challenge, totpCode(DEMO_TOTP_SECRET), "10.9.9.9");
    expect(refused.status).toBe(429);
    const db = await testDb();
    await db.requestThrottle.deleteMany();
    await db.twoFactor.updateMany({ data: { failedVerificationCount: 0, lockedUntil: null } });
  });

  it("signInAs completes it by itself (the helper every other test uses)", async () => {
    const cookie = await signInAs(ADMIN);
    expect((await get(listUsers, "/api/users", cookie)).status).toBe(200);
  });
});

describe("an administrator without a second factor", () => {
  it("signs in with the password alone but gets 403 with a clear message from every admin call", async () => {
    await newAdmin("sin.segundo@correo.example");
    const response = await passwordStep("sin.segundo@correo.example");
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ role: "admin" });
    const cookie = cookieHeader(response);
    const users = await get(listUsers, "/api/users", cookie);
    expect(users.status).toBe(403);
    expect(await users.json()).toEqual({
      error: "Configura la verificación en dos pasos antes de usar la administración: entra en /handler/two-factor con tu cuenta.",
    });
    // Nor does it see what only an admin sees through the shared lists: no private document (it holds no participation).
    const documents = (await (await get(listDocuments, "/api/documents", cookie)).json()) as { id: string }[];
    const privateIds = (await (await testDb()).document.findMany({ where: { isPublic: false }, select: { id: true } })).map((d) => d.id);
    expect(privateIds.length).toBeGreaterThan(0);
    expect(documents.filter((document) => privateIds.includes(document.id))).toEqual([]);
    const actor = await getActor(new Headers({ cookie }));
    expect(actor).toMatchObject({ role: "admin", secondFactorDue: true });
  });

  it("sets it up (password → QR and secret → first code → ten recovery codes) and then is an admin", async () => {
    const id = await newAdmin("se.inscribe@correo.example");
    const cookie = cookieHeader(await passwordStep("se.inscribe@correo.example"));

    const wrongPassword = await post(enable, "/api/auth/two-factor/enable", cookie, { password: "no-es-la-clave" });
    expect(wrongPassword.status).toBe(400);
    expect(await wrongPassword.json()).toMatchObject({ fields: { password: "Contraseña incorrecta" } });

    const started = await post(enable, "/api/auth/two-factor/enable", cookie, { password: DEMO_PASSWORD });
    expect(started.status).toBe(200);
    const { secret, uri, qrCode } = (await started.json()) as { secret: string; uri: string; qrCode: string };
    expect(secret).toMatch(/^[A-Z2-7]{32,}$/);
    expect(uri).toMatch(/^otpauth:\/\/totp\/Club%20Inversi%C3%B3n%20Hipotecaria:se.inscribe%40correo.example\?/);
    expect(new URL(uri).searchParams.get("secret")).toBe(secret);
    expect(qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(qrCode.split(",")[1]!, "base64").toString()).toContain("<svg");
    // Not in force yet: still 403 and a password-only sign-in.
    expect((await get(listUsers, "/api/users", cookie)).status).toBe(403);

    const wrong = await post(confirm, "/api/auth/two-factor/confirm", cookie, { code: wrongTotpCode(secret) });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toMatchObject({ fields: { code: "Código incorrecto" } });

    const confirmed = await post(confirm, "/api/auth/two-factor/confirm", cookie, { code: totpCode(secret) });
    expect(confirmed.status).toBe(200);
    const { recoveryCodes: codes } = (await confirmed.json()) as { recoveryCodes: string[] };
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
    const renewed = cookieHeader(confirmed);
    expect((await get(listUsers, "/api/users", renewed)).status).toBe(200);
    // The session it replaced is over.
    expect((await get(currentUser, "/api/auth/user", cookie)).status).toBe(401);

    expect(await auditActions(id)).toContain("two-factor-on");
    const mail = await (await testDb()).email.findFirst({ where: { to: "se.inscribe@correo.example", kind: "two-factor" } });
    expect(mail?.subject).toBe("Verificación en dos pasos activada en Club Inversión Hipotecaria");

    // From now on the password alone is not enough.
    expect(await (await passwordStep("se.inscribe@correo.example")).json()).toEqual({ twoFactorRequired: true });
  });
});

/** The demo investor's secret once it has set one up (the tests below run in order). */
let investorSecret = "";

describe("recovery codes", () => {
  it("each one signs in once, typed in any case and without its dash; regenerating voids the old ones", async () => {
    const investorCookie = await signInAs(INVESTOR);
    const { recoveryCodes: codes, cookie, secret } = await enrolSecondFactor(investorCookie);
    investorSecret = secret;
    const [first, second] = codes as [string, string];

    const once = await sendSecondFactor(cookieHeader(await passwordStep(INVESTOR)), first.toUpperCase().replace("-", ""));
    expect(once.status).toBe(200);
    const twice = await sendSecondFactor(cookieHeader(await passwordStep(INVESTOR)), first);
    expect(twice.status).toBe(401);
    expect(await twice.json()).toEqual({ error: "Código incorrecto" });

    const fresh = await post(recoveryCodes, "/api/auth/two-factor/recovery-codes", cookie, { password: DEMO_PASSWORD });
    expect(fresh.status).toBe(200);
    const { recoveryCodes: newCodes } = (await fresh.json()) as { recoveryCodes: string[] };
    expect(newCodes).toHaveLength(10);
    expect((await sendSecondFactor(cookieHeader(await passwordStep(INVESTOR)), second)).status).toBe(401);
    expect((await sendSecondFactor(cookieHeader(await passwordStep(INVESTOR)), newCodes[0]!)).status).toBe(200);
    const investor = await (await testDb()).user.findUniqueOrThrow({ where: { email: INVESTOR } });
    expect(await auditActions(investor.id)).toEqual(expect.arrayContaining(["two-factor-on", "recovery-codes"]));

    const wrongPassword = await post(recoveryCodes, "/api/auth/two-factor/recovery-codes", cookie, { password: "otra-cosa" });
    expect(wrongPassword.status).toBe(400);
  });

  it("an investor turns it off with the password (audited, e-mailed), and signs in with the password alone again", async () => {
    const cookie = await signInAs(INVESTOR, DEMO_PASSWORD, investorSecret);
    const refused = await post(disable, "/api/auth/two-factor/disable", cookie, { password: "otra-cosa" });
    expect(refused.status).toBe(400);
    const missing = await post(disable, "/api/auth/two-factor/disable", cookie, {});
    expect(missing.status).toBe(400);
    expect(await missing.json()).toMatchObject({ fields: { password: "La contraseña es requerida" } });

    const done = await post(disable, "/api/auth/two-factor/disable", cookie, { password: DEMO_PASSWORD });
    expect(done.status).toBe(200);
    const signedIn = await (await passwordStep(INVESTOR)).json();
    expect(signedIn).toMatchObject({ role: "investor" });
    const investor = await (await testDb()).user.findUniqueOrThrow({ where: { email: INVESTOR } });
    expect(await auditActions(investor.id)).toContain("two-factor-off");
    const mail = await (
      await testDb()
    ).email.findFirst({ where: { to: INVESTOR, kind: "two-factor", subject: { contains: "desactivada" } } });
    expect(mail).not.toBeNull();

    const again = await post(disable, "/api/auth/two-factor/disable", cookieHeader(done), { password: DEMO_PASSWORD });
    expect(again.status).toBe(409);
  });

  it("every set-up call needs a signed-in account (401)", async () => {
    for (const [handler, path] of [
      [enable, "/api/auth/two-factor/enable"],
      [confirm, "/api/auth/two-factor/confirm"],
      [disable, "/api/auth/two-factor/disable"],
      [recoveryCodes, "/api/auth/two-factor/recovery-codes"],
    ] as const) {
      expect((await post(handler, path, "", { password: DEMO_PASSWORD, code: "123456" })).status).toBe(401);
    }
  });
});
