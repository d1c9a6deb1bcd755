import { beforeAll, describe, expect, it } from "vitest";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { POST as passwordLink } from "@/app/api/users/[id]/password-link/route";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { privateLinkTo } from "../helpers/private-links";

let admin: string;
beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

const link = (id: string, cookie = admin) =>
  passwordLink(jsonRequest("POST", `/api/users/${id}/password-link`, { headers: { cookie } }), params({ id }));
const reset = (body: unknown) => resetPassword(jsonRequest("POST", "/api/auth/reset-password", { body }), params({}));

describe("one-time password link for an investor created by the club", () => {
  it("lets the investor set a password once and then sign in", async () => {
    const db = await testDb();
    const investor = await db.user.create({
      data: { firstName: "Nuria", lastName: "Sáez", email: "nuria@correo.example", role: "investor" },
    });
    const response = await link(investor.id);
    expect(response.status).toBe(201);
    // The admin learns where the link went and until when, never the link.
    const answer = (await response.json()) as { sentTo: string; expiresAt: string };
    expect(Object.keys(answer).sort()).toEqual(["expiresAt", "sentTo"]);
    expect(answer.sentTo).toBe("nuria@correo.example");
    expect(new Date(answer.expiresAt).getTime() - Date.now()).toBeGreaterThan(55 * 60 * 1000);
    const email = await db.email.findFirstOrThrow({ where: { to: "nuria@correo.example" }, orderBy: { createdAt: "desc" } });
    expect(email.kind).toBe("activate");
    const url = await privateLinkTo("nuria@correo.example");
    expect(url).toMatch(/^http:\/\/localhost:3000\/handler\/reset-password\?token=\w+/);
    const token = new URL(url).searchParams.get("token")!;

    const short = await reset({ token, password: "corta" });
    expect(short.status).toBe(400);
    expect(((await short.json()) as { fields: unknown }).fields).toEqual({ password: "La contraseña debe tener al menos 8 caracteres" });

    expect((await reset({ token, password: "mi-clave-nueva" })).status).toBe(200);
    const again = await reset({ token, password: "otra-clave-nueva" });
    expect(again.status).toBe(400);
    expect(await again.json()).toMatchObject({ error: "El enlace no es válido o ha caducado" });

    const signedIn = await signIn(
      jsonRequest("POST", "/api/auth/sign-in", { body: { email: "nuria@correo.example", password: "mi-clave-nueva" } }),
      params({}),
    );
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toMatchObject({ role: "investor" });
  });

  it("needs an e-mail, an investor, and an admin asking", async () => {
    const db = await testDb();
    const noEmail = await db.user.create({ data: { firstName: "Sin", lastName: "Email", role: "investor" } });
    const response = await link(noEmail.id);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ error: "El inversor necesita un email para crear su contraseña" });
    const adminRow = await db.user.findUniqueOrThrow({ where: { email: ADMIN } });
    expect((await link(adminRow.id)).status).toBe(404);
    const investorCookie = await signInAs(INVESTOR);
    expect((await link(noEmail.id, investorCookie)).status).toBe(403);
    expect((await reset({ token: "inventado", password: "una-clave-larga" })).status).toBe(400);
  });
});
