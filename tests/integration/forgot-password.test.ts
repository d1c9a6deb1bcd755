import { beforeAll, describe, expect, it } from "vitest";
import { POST as forgot } from "@/app/api/auth/forgot-password/route";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { FORGOT_PASSWORD_ANSWER } from "@/server/auth/forgot-password";
import { INVESTOR } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { privateTokenTo } from "../helpers/private-links";
import { passwordLinksIssued } from "@/server/auth/forgot-password";
import { resetIdentifier } from "@/server/auth/reset-tokens";

beforeAll(seedDatabase);

let peer = 0;
const ask = (email: string, client = `198.51.100.${++peer}`) =>
  forgot(jsonRequest("POST", "/api/auth/forgot-password", { body: { email }, peer: client }), params({}));
const reset = (token: string, password: string) =>
  resetPassword(jsonRequest("POST", "/api/auth/reset-password", { body: { token, password } }), params({}));

/** The token of the newest password e-mail to `to` (its private link). */
const linkTo = privateTokenTo;

describe("¿Has olvidado tu contraseña?", () => {
  it("answers the same for an unknown e-mail and sends nothing", async () => {
    const response = await ask("nadie@correo.example");
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    await passwordLinksIssued();
    expect(await (await testDb()).email.count({ where: { to: "nadie@correo.example" } })).toBe(0);
  });

  it("e-mails a one-time link that sets a new password once; a newer link voids it", async () => {
    const response = await ask(INVESTOR.toUpperCase());
    expect(await response.json()).toEqual({ ok: true, message: FORGOT_PASSWORD_ANSWER });
    await passwordLinksIssued();
    const email = await (await testDb()).email.findFirstOrThrow({ where: { to: INVESTOR, kind: "password-reset" } });
    expect(email.subject).toBe("Restablece tu contraseña de Club Inversión Hipotecaria");
    const first = await linkTo(INVESTOR);

    await ask(INVESTOR);
    const second = await linkTo(INVESTOR);
    expect(second).not.toBe(first);
    expect((await reset(first, "clave-olvidada-1")).status).toBe(400);

    expect((await reset(second, "clave-olvidada-2")).status).toBe(200);
    expect((await reset(second, "clave-olvidada-3")).status).toBe(400); // used
    const signedIn = await signIn(
      jsonRequest("POST", "/api/auth/sign-in", { body: { email: INVESTOR, password: "clave-olvidada-2" } }),
      params({}),
    );
    expect(signedIn.status).toBe(200);
  });

  it("refuses an expired link", async () => {
    await ask(INVESTOR);
    const token = await linkTo(INVESTOR);
    await (
      await testDb()
    ).verification.updateMany({ where: { identifier: resetIdentifier(token) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const response = await reset(token, "clave-caducada-1");
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "El enlace no es válido o ha caducado" });
  });

  it("is rate-limited like sign-in: per e-mail and per client", async () => {
    for (let i = 0; i < 10; i++) expect((await ask("limite@correo.example")).status).toBe(200);
    const blocked = await ask("limite@correo.example");
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get("retry-after")).toMatch(/^\d+$/);
    for (let i = 0; i < 10; i++) expect((await ask(`otro${i}@correo.example`, "203.0.113.99")).status).toBe(200);
    expect((await ask("uno-mas@correo.example", "203.0.113.99")).status).toBe(429);
  });

  it("validates the e-mail with the form's message", async () => {
    const response = await ask("no-es-un-email");
    expect(response.status).toBe(400);
  });
});
