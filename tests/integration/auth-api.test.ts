import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { POST as signUp } from "@/app/api/auth/sign-up/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { GET as logout } from "@/app/api/logout/route";
import { deleteInvestor } from "@/server/investors/records";
import { SIGN_UP_ANSWER } from "@/server/auth/local-accounts";
import { seedDatabase, testDb } from "../helpers/db";
import { ADMIN, INVESTOR, cookieHeader, forgetAcceptedCodes, sendSecondFactor, signInAs } from "../helpers/auth";
import { DEMO_TOTP_SECRET, totpCode } from "../helpers/totp";
import { jsonRequest, params } from "../helpers/http";

const getUser = (cookie?: string) => currentUser(jsonRequest("GET", "/api/auth/user", { headers: cookie ? { cookie } : {} }), params({}));
const attempt = (body: unknown, init: { peer?: string; headers?: Record<string, string> } = {}) =>
  signIn(jsonRequest("POST", "/api/auth/sign-in", { body, ...init }), params({}));

beforeAll(seedDatabase);
beforeEach(async () => (await testDb()).requestThrottle.deleteMany());

describe("sign-in and the current user", () => {
  it("signs in with the demo password and answers GET /api/auth/user with the user and role", async () => {
    // The demo admin has a second factor: the password step, then its code (tests/integration/two-factor.test.ts).
    const password = await attempt({ email: "ADMIN@demo.local", password: "demo-password" });
    expect(await password.json()).toEqual({ twoFactorRequired: true });
    await forgetAcceptedCodes(ADMIN);
    const response = await sendSecondFactor(cookieHeader(password), totpCode(DEMO_TOTP_SECRET));
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    const session = cookies.find((c) => c.includes("session_token"));
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(cookies.some((c) => c.startsWith("club_signed_in=admin;"))).toBe(true);

    const me = await getUser(cookieHeader(response));
    expect(me.status).toBe(200);
    const body = (await me.json()) as Record<string, unknown>;
    expect(body).toEqual({
      id: expect.any(String),
      email: ADMIN,
      firstName: "Lucía",
      lastName: "Martín Ortega",
      role: "admin",
      // Admins do not invest: no identification of their own.
      verification: { status: "unverified", riskLevel: null, expiresAt: null },
    });
  });

  it("answers 401 when signed out or with a forged cookie", async () => {
    expect((await getUser()).status).toBe(401);
    expect(await (await getUser()).json()).toEqual({ error: "No autorizado" });
    expect((await getUser("better-auth.session_token=forged.value")).status).toBe(401);
  });

  it("rejects a wrong password with a Spanish 401 and invalid input with 400", async () => {
    const wrong = await attempt({ email: INVESTOR, password: "not-the-password" });
    expect(wrong.status).toBe(401);
    expect(await wrong.json()).toEqual({ error: "Email o contraseña incorrectos" });
    expect(wrong.headers.getSetCookie()).toEqual([]);

    const unknown = await attempt({ email: "nadie@demo.local", password: "whatever-123" });
    expect(unknown.status).toBe(401);

    const invalid = await attempt({ email: "no-es-email", password: "" });
    expect(invalid.status).toBe(400);
    expect(((await invalid.json()) as { fields: unknown }).fields).toEqual({
      email: "Email inválido",
      password: "La contraseña es requerida",
    });
  });

  it("refuses a form posted from another site", async () => {
    const response = await attempt({ email: INVESTOR, password: "demo-password" }, { headers: { origin: "https://evil.example" } });
    expect(response.status).toBe(403);
  });
});

describe("sign-out", () => {
  it("ends the session on the server: replaying the old cookie gets 401", async () => {
    const cookie = await signInAs(INVESTOR);
    expect((await getUser(cookie)).status).toBe(200);
    const out = await logout(jsonRequest("GET", "/api/logout", { headers: { cookie } }), params({}));
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/");
    expect(out.headers.getSetCookie().some((c) => c.startsWith("club_signed_in=;"))).toBe(true);
    expect((await getUser(cookie)).status).toBe(401);
    const db = await testDb();
    const investor = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    expect(await db.session.count({ where: { userId: investor.id } })).toBe(0);
  });

  it("lands on the home page of the address the visitor used, not the one the server listens on", async () => {
    // Behind a proxy the server builds request.url from its own address (localhost): an absolute
    // redirect built from it sent every visitor to localhost.
    const request = jsonRequest("GET", "/api/logout", { headers: { host: "club.example.es", "x-forwarded-host": "club.example.es" } });
    expect(new URL(request.url).hostname).toBe("localhost");
    const out = await logout(request, params({}));
    expect(out.status).toBe(303);
    expect(out.headers.get("location")).toBe("/");
  });

  it("ignores a sign-out link followed from another site", async () => {
    const cookie = await signInAs(INVESTOR);
    await logout(jsonRequest("GET", "/api/logout", { headers: { cookie, "sec-fetch-site": "cross-site" } }), params({}));
    expect((await getUser(cookie)).status).toBe(200);
  });
});

describe("resolved sessions are remembered for a few seconds", () => {
  afterEach(() => vi.useRealTimers());

  it("deleting an investor ends their sessions at once", async () => {
    const db = await testDb();
    const user = await db.user.create({ data: { email: "efimero@correo.example", firstName: "Efímero" } });
    await db.account.create({
      data: {
        userId: user.id,
        accountId: user.id,
        providerId: "credential",
        password: (await db.account.findFirstOrThrow({ where: { user: { email: INVESTOR } } })).password,
      },
    });
    const cookie = await signInAs("efimero@correo.example");
    expect((await getUser(cookie)).status).toBe(200);
    const admin = await db.user.findUniqueOrThrow({ where: { email: ADMIN } });
    await deleteInvestor(admin, user.id);
    expect((await getUser(cookie)).status).toBe(401);
  });

  it("a session ended by another process stops working within 5 seconds", async () => {
    const cookie = await signInAs(INVESTOR);
    expect((await getUser(cookie)).status).toBe(200);
    const db = await testDb();
    await db.session.deleteMany({ where: { user: { email: INVESTOR } } }); // as another instance would
    vi.useFakeTimers({ toFake: ["Date", "performance"] });
    vi.advanceTimersByTime(1_000);
    expect((await getUser(cookie)).status).toBe(200); // still remembered
    vi.advanceTimersByTime(4_500);
    expect((await getUser(cookie)).status).toBe(401);
  });
});

describe("sign-in throttling", () => {
  it("answers 429 with Retry-After after 10 failed attempts for one e-mail, even with the right password", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt({ email: INVESTOR, password: `wrong-${i}` }, { peer: `198.51.100.${i}` })).status).toBe(401);
    }
    const blocked = await attempt({ email: INVESTOR, password: "demo-password" }, { peer: "198.51.100.200" });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(800);
    expect((await attempt({ email: ADMIN, password: "demo-password" }, { peer: "198.51.100.201" })).status).toBe(200);
  });

  it("10 failed attempts from one client for other e-mails lock nobody else out: the client's count is a flood limit", async () => {
    for (let i = 0; i < 10; i++) {
      expect((await attempt({ email: `nadie${i}@demo.local`, password: "wrong-pass" }, { peer: "203.0.113.9" })).status).toBe(401);
    }
    expect((await attempt({ email: ADMIN, password: "demo-password" }, { peer: "203.0.113.9" })).status).toBe(200);
    // The flood limit itself: tests/integration/sign-in-limits.test.ts.
  });
});

describe("sign-up", () => {
  const form = { firstName: "Elena", lastName: "Vidal", email: "elena@correo.example", password: "una-clave-larga", acceptPrivacy: true };
  const register = (body: unknown) => signUp(jsonRequest("POST", "/api/auth/sign-up", { body }), params({}));

  const answer = { ok: true, message: SIGN_UP_ANSWER };

  it("creates an investor, opens no session and welcomes them by e-mail; they sign in next", async () => {
    const response = await register(form);
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual(answer);
    expect(response.headers.getSetCookie()).toEqual([]);
    const db = await testDb();
    const account = await db.account.findFirstOrThrow({ where: { user: { email: "elena@correo.example" } } });
    expect(account.password).not.toContain("una-clave-larga");
    expect((await db.email.findFirstOrThrow({ where: { to: "elena@correo.example" } })).subject).toBe(
      "Bienvenido a Club Inversión Hipotecaria",
    );
    const signedIn = await attempt({ email: form.email, password: form.password });
    expect(signedIn.status).toBe(200);
    const me = await getUser(cookieHeader(signedIn));
    expect(await me.json()).toMatchObject({ email: "elena@correo.example", firstName: "Elena", lastName: "Vidal", role: "investor" });
  });

  it("answers a taken e-mail exactly as a new one, changes nothing and e-mails its owner instead", async () => {
    const db = await testDb();
    const before = await db.account.findFirstOrThrow({ where: { user: { email: INVESTOR } }, select: { password: true } });
    const taken = await register({ ...form, email: INVESTOR.toUpperCase() });
    const fresh = await register({ ...form, email: "nueva-elena@correo.example" });
    expect(taken.status).toBe(fresh.status);
    expect(await taken.json()).toEqual(await fresh.json());
    expect(taken.headers.getSetCookie()).toEqual(fresh.headers.getSetCookie());
    expect(await db.account.findFirstOrThrow({ where: { user: { email: INVESTOR } }, select: { password: true } })).toEqual(before);
    const owner = await db.email.findFirstOrThrow({ where: { to: INVESTOR, kind: "account-exists" } });
    expect(owner.subject).toBe("Ya tienes una cuenta en Club Inversión Hipotecaria");
    expect(owner.text).toContain("ya tienes una");
  });

  it("cannot choose a role", async () => {
    const withRole = await register({ ...form, email: "otra@correo.example", role: "admin" });
    expect(withRole.status).toBe(400);
    expect(((await withRole.json()) as { fields: unknown }).fields).toEqual({ role: "Campo no permitido" });
    expect(await (await testDb()).user.count({ where: { email: "otra@correo.example" } })).toBe(0);
  });

  it("validates every field in Spanish", async () => {
    const response = await register({ firstName: "", lastName: "", email: "x", password: "corta" });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: unknown }).fields).toEqual({
      firstName: "El nombre es requerido",
      lastName: "El apellido es requerido",
      email: "Email inválido",
      password: "La contraseña debe tener al menos 8 caracteres",
      acceptPrivacy: "Debes aceptar la Política de Privacidad",
    });
  });
});
