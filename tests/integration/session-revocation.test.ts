import { beforeAll, describe, expect, it } from "vitest";
import { POST as resetPassword } from "@/app/api/auth/reset-password/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as passwordLink } from "@/app/api/users/[id]/password-link/route";
import { ADMIN, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";
import { privateTokenTo } from "../helpers/private-links";

let admin: string;
beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

async function newLinkToken(userId: string): Promise<string> {
  const response = await passwordLink(
    jsonRequest("POST", `/api/users/${userId}/password-link`, { headers: { cookie: admin } }),
    params({ id: userId }),
  );
  expect(response.status).toBe(201);
  const { sentTo } = (await response.json()) as { sentTo: string };
  return privateTokenTo(sentTo);
}
const reset = (token: string, password: string) =>
  resetPassword(jsonRequest("POST", "/api/auth/reset-password", { body: { token, password } }), params({}));
const whoAmI = (cookie: string) => currentUser(jsonRequest("GET", "/api/auth/user", { headers: { cookie } }), params({}));

describe("a new password and a new link end what came before", () => {
  it("ends every session of the investor when the password is reset", async () => {
    const db = await testDb();
    const investor = await db.user.findUniqueOrThrow({ where: { email: INVESTOR } });
    const phone = await signInAs(INVESTOR);
    const laptop = await signInAs(INVESTOR);
    expect((await whoAmI(phone)).status).toBe(200); // remembered by the session cache too

    expect((await reset(await newLinkToken(investor.id), "clave-nueva-segura")).status).toBe(200);

    expect((await whoAmI(phone)).status).toBe(401);
    expect((await whoAmI(laptop)).status).toBe(401);
    expect(await db.session.count({ where: { userId: investor.id } })).toBe(0);
    expect((await whoAmI(await signInAs(INVESTOR, "clave-nueva-segura"))).status).toBe(200);
    expect((await whoAmI(admin)).status).toBe(200); // other accounts keep theirs
  });

  it("makes older unused links invalid when a new one is handed out", async () => {
    const db = await testDb();
    const investor = await db.user.create({
      data: { firstName: "Olga", lastName: "Prieto", email: "olga@correo.example", role: "investor" },
    });
    const first = await newLinkToken(investor.id);
    const second = await newLinkToken(investor.id);
    const refused = await reset(first, "una-clave-larga");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: "El enlace no es válido o ha caducado" });
    expect((await reset(second, "una-clave-larga")).status).toBe(200);
  });
});
