import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { POST as changePassword } from "@/app/api/auth/password/route";
import { DELETE as closeOthers, GET as listSessions } from "@/app/api/auth/sessions/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import type { SessionDto } from "@/server/auth/account-security";
import { describeDevice } from "@/server/auth/user-agent";
import { DEMO_PASSWORD, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

const CHROME_WINDOWS = "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const SAFARI_IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1";

let owner: { id: string; email: string };
beforeAll(async () => {
  await seedDatabase();
  const db = await testDb();
  // An account of its own, so that changing its password touches no other test's.
  const user = await db.user.create({ data: { email: "segura@correo.example", firstName: "Segura", lastName: "Prueba" } });
  const demo = await db.account.findFirstOrThrow({ where: { user: { email: INVESTOR } } });
  await db.account.create({ data: { userId: user.id, accountId: user.id, providerId: "credential", password: demo.password } });
  owner = { id: user.id, email: user.email! };
});
beforeEach(async () => {
  const db = await testDb();
  await db.requestThrottle.deleteMany();
  await db.session.deleteMany({ where: { userId: owner.id } });
});

/** Signs the owner in from a device (its User-Agent) and address. */
async function device(userAgent: string, peer: string, password = DEMO_PASSWORD): Promise<string> {
  const { POST: signIn } = await import("@/app/api/auth/sign-in/route");
  const response = await signIn(
    jsonRequest("POST", "/api/auth/sign-in", { body: { email: owner.email, password }, peer, headers: { "user-agent": userAgent } }),
    params({}),
  );
  expect(response.status).toBe(200);
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}
const sessionsOf = async (cookie: string) => {
  const response = await listSessions(jsonRequest("GET", "/api/auth/sessions", { headers: { cookie } }), params({}));
  expect(response.status).toBe(200);
  return (await response.json()) as SessionDto[];
};
const change = (cookie: string, body: unknown) =>
  changePassword(jsonRequest("POST", "/api/auth/password", { body, headers: { cookie }, peer: "198.51.100.40" }), params({}));
const whoAmI = (cookie: string) => currentUser(jsonRequest("GET", "/api/auth/user", { headers: { cookie } }), params({}));

describe("Seguridad: the open sessions", () => {
  it("lists the account's sessions with device, address and last use, the current one first and marked", async () => {
    const laptop = await device(CHROME_WINDOWS, "198.51.100.31");
    await device(SAFARI_IPHONE, "198.51.100.32");
    const sessions = await sessionsOf(laptop);
    expect(sessions).toHaveLength(2);
    expect(sessions[0]).toMatchObject({ device: "Chrome en Windows", address: "198.51.100.31", current: true });
    expect(sessions[1]).toMatchObject({ device: "Safari en iOS", address: "198.51.100.32", current: false });
    expect(Object.keys(sessions[0]!).sort()).toEqual(["address", "createdAt", "current", "device", "id", "lastSeenAt"]);
    expect(JSON.stringify(sessions)).not.toMatch(/token/i);
    // Only one's own: another account's list does not show them.
    const other = await sessionsOf(await signInAs(INVESTOR));
    expect(other.map((s) => s.id)).not.toContain(sessions[0]!.id);
  });

  it("'Cerrar las demás sesiones' ends every other session and keeps this one", async () => {
    const laptop = await device(CHROME_WINDOWS, "198.51.100.31");
    const phone = await device(SAFARI_IPHONE, "198.51.100.32");
    const tablet = await device(SAFARI_IPHONE, "198.51.100.33");
    expect((await whoAmI(phone)).status).toBe(200);
    const response = await closeOthers(jsonRequest("DELETE", "/api/auth/sessions", { headers: { cookie: laptop } }), params({}));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ended: 2 });
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(tablet)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(200);
    expect((await sessionsOf(laptop)).map((s) => s.current)).toEqual([true]);
  });

  it("answers 401 to nobody signed in", async () => {
    expect((await listSessions(jsonRequest("GET", "/api/auth/sessions"), params({}))).status).toBe(401);
    expect((await closeOthers(jsonRequest("DELETE", "/api/auth/sessions"), params({}))).status).toBe(401);
    expect((await change("", { currentPassword: DEMO_PASSWORD, newPassword: "otra-clave-larga" })).status).toBe(401);
  });
});

describe("Seguridad: changing the password", () => {
  it("refuses a wrong current password with a Spanish message on the field, and changes nothing", async () => {
    const laptop = await device(CHROME_WINDOWS, "198.51.100.31");
    const phone = await device(SAFARI_IPHONE, "198.51.100.32");
    const db = await testDb();
    const before = await db.account.findFirstOrThrow({ where: { userId: owner.id }, select: { password: true } });
    const wrong = await change(laptop, { currentPassword: "no-es-la-clave", newPassword: "otra-clave-larga" });
    expect(wrong.status).toBe(400);
    expect(await wrong.json()).toEqual({
      error: "La contraseña actual no es correcta",
      fields: { currentPassword: "La contraseña actual no es correcta" },
    });
    expect(await db.account.findFirstOrThrow({ where: { userId: owner.id }, select: { password: true } })).toEqual(before);
    expect((await whoAmI(phone)).status).toBe(200);
    expect(await db.email.count({ where: { to: owner.email, kind: "password-changed" } })).toBe(0);
  });

  it("validates in Spanish: both fields, the new one's length, and a new password equal to the current one", async () => {
    const laptop = await device(CHROME_WINDOWS, "198.51.100.31");
    const empty = await change(laptop, { currentPassword: "", newPassword: "corta" });
    expect(empty.status).toBe(400);
    expect(((await empty.json()) as { fields: unknown }).fields).toEqual({
      currentPassword: "Escribe tu contraseña actual",
      newPassword: "La contraseña debe tener al menos 8 caracteres",
    });
    const same = await change(laptop, { currentPassword: DEMO_PASSWORD, newPassword: DEMO_PASSWORD });
    expect(same.status).toBe(400);
    expect(((await same.json()) as { fields: unknown }).fields).toEqual({
      newPassword: "La contraseña nueva debe ser distinta de la actual",
    });
    const extra = await change(laptop, { currentPassword: DEMO_PASSWORD, newPassword: "otra-clave-larga", role: "admin" });
    expect(extra.status).toBe(400);
  });

  it("sets the new password, ends the other sessions, keeps this one, e-mails the account and records it", async () => {
    const laptop = await device(CHROME_WINDOWS, "198.51.100.31");
    const phone = await device(SAFARI_IPHONE, "198.51.100.32");
    const response = await change(laptop, { currentPassword: DEMO_PASSWORD, newPassword: "clave-cambiada-1" });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true });
    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(200);
    const db = await testDb();
    const mail = await db.email.findFirstOrThrow({ where: { to: owner.email, kind: "password-changed" } });
    expect(mail.subject).toBe("Tu contraseña de Club Inversión Hipotecaria ha cambiado");
    const audit = await db.auditEvent.findFirstOrThrow({ where: { action: "password-change", entityId: owner.id } });
    expect(audit).toMatchObject({ actorId: owner.id, address: "198.51.100.40" });
    // The new one signs in, the old one no longer.
    await device(CHROME_WINDOWS, "198.51.100.34", "clave-cambiada-1");
    const { POST: signIn } = await import("@/app/api/auth/sign-in/route");
    const old = await signIn(
      jsonRequest("POST", "/api/auth/sign-in", { body: { email: owner.email, password: DEMO_PASSWORD }, peer: "198.51.100.35" }),
      params({}),
    );
    expect(old.status).toBe(401);
    await change(laptop, { currentPassword: "clave-cambiada-1", newPassword: DEMO_PASSWORD });
  });

  it("counts the current password's guesses like sign-in attempts: past the limit even the right one gets 429", async () => {
    const laptop = await device(CHROME_WINDOWS, "198.51.100.31");
    for (let i = 0; i < 10; i++)
      expect((await change(laptop, { currentPassword: `mal-${i}`, newPassword: "otra-clave-larga" })).status).toBe(400);
    expect((await change(laptop, { currentPassword: DEMO_PASSWORD, newPassword: "otra-clave-larga" })).status).toBe(429);
  });
});

describe("describeDevice", () => {
  it("names the browser and the system, or says it does not know", () => {
    expect(describeDevice(CHROME_WINDOWS)).toBe("Chrome en Windows");
    expect(describeDevice(SAFARI_IPHONE)).toBe("Safari en iOS");
    expect(describeDevice("Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0")).toBe("Firefox en Linux");
    expect(describeDevice(null)).toBe("Dispositivo desconocido");
  });
});
