import { beforeAll, describe, expect, it } from "vitest";
import { GET as listOperations, POST as createOperation } from "@/app/api/operations/route";
import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { GET as listMovements } from "@/app/api/transactions/route";
import { GET as currentUser } from "@/app/api/auth/user/route";
import { POST as createUser } from "@/app/api/users/route";
import { DELETE as deleteMessage } from "@/app/api/messages/[id]/route";
import { ADMIN, DEMO_PASSWORD, INVESTOR, signInAs } from "../helpers/auth";
import { seedDatabase, testDb } from "../helpers/db";
import { BASE, jsonRequest, params } from "../helpers/http";

let admin: string;
beforeAll(async () => {
  await seedDatabase();
  admin = await signInAs(ADMIN);
});

/** What a page on another site (or a same-site sub-domain) can make the admin's browser send. */
function formPost(path: string, headers: Record<string, string>, body = "firstName=Intruso&lastName=Formulario") {
  return new Request(`${BASE}${path}`, { method: "POST", headers: { cookie: admin, ...headers }, body });
}

describe("writes: same origin and JSON only", () => {
  it("refuses a form-encoded post from another origin and writes nothing", async () => {
    const db = await testDb();
    const before = await db.user.count();
    const response = await createUser(
      formPost("/api/users", { origin: "https://inversiones.example", "content-type": "application/x-www-form-urlencoded" }),
      params({}),
    );
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ error: "Origen no permitido" });
    expect(await db.user.count()).toBe(before);
  });

  it("refuses a write without Origin unless the browser says it is same-origin", async () => {
    const body = JSON.stringify({ firstName: "Sin", lastName: "Origen" });
    const bare = new Request(`${BASE}/api/users`, { method: "POST", headers: { cookie: admin, "content-type": "application/json" }, body });
    expect((await createUser(bare, params({}))).status).toBe(403);
    const sameSite = new Request(`${BASE}/api/users`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json", "sec-fetch-site": "same-site" },
      body,
    });
    expect((await createUser(sameSite, params({}))).status).toBe(403);
    const sameOrigin = new Request(`${BASE}/api/users`, {
      method: "POST",
      headers: { cookie: admin, "content-type": "application/json", "sec-fetch-site": "same-origin" },
      body,
    });
    expect((await createUser(sameOrigin, params({}))).status).toBe(201);
  });

  it("refuses text/plain and form bodies from the site itself with 415 and writes nothing", async () => {
    const db = await testDb();
    const before = await db.user.count();
    for (const type of ["text/plain", "application/x-www-form-urlencoded", "multipart/form-data; boundary=x"]) {
      const response = await createUser(formPost("/api/users", { origin: BASE, "content-type": type }), params({}));
      expect(response.status).toBe(415);
      expect(await response.json()).toEqual({ error: "El cuerpo de la petición debe enviarse como JSON (application/json)" });
    }
    const noType = new Request(`${BASE}/api/users`, {
      method: "POST",
      headers: { cookie: admin, origin: BASE, "content-length": "2" },
      body: new Blob(["{}"]),
    });
    expect((await createUser(noType, params({}))).status).toBe(415);
    expect(await db.user.count()).toBe(before);
  });

  it("accepts JSON with a charset, and a bodiless DELETE from the site", async () => {
    const db = await testDb();
    const created = await createUser(
      jsonRequest("POST", "/api/users", {
        rawBody: JSON.stringify({ firstName: "Con", lastName: "Charset" }),
        headers: { cookie: admin, "content-type": "application/json; charset=utf-8" },
      }),
      params({}),
    );
    expect(created.status).toBe(201);
    const message = await db.contactMessage.create({ data: { name: "Ana", email: "ana@correo.example", message: "Hola" } });
    const removed = await deleteMessage(
      jsonRequest("DELETE", `/api/messages/${message.id}`, { headers: { cookie: admin } }),
      params({ id: message.id }),
    );
    expect(removed.status).toBe(204);
  });

  it("guards sign-in too: a form posted from elsewhere cannot sign anybody in", async () => {
    const response = await signIn(
      new Request(`${BASE}/api/auth/sign-in`, {
        method: "POST",
        headers: { origin: "https://inversiones.example", "content-type": "application/json" },
        body: JSON.stringify({ email: INVESTOR, password: DEMO_PASSWORD }),
      }),
      params({}),
    );
    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("trusts the configured site address as an origin (behind a proxy the request's own host differs)", async () => {
    const response = await createOperation(
      new Request("http://10.0.0.5:3000/api/operations", {
        method: "POST",
        headers: { cookie: admin, origin: "http://localhost:3000", "content-type": "application/json" },
        body: JSON.stringify({ title: "Operación tras el proxy", province: "madrid", pvp: "1000", ticketMin: "100" }),
      }),
      params({}),
    );
    expect(response.status).toBe(201);
  });
});

describe("Cache-Control of API answers", () => {
  it("is private, no-store for signed-in answers and errors; public lists keep their shared caching", async () => {
    const signedIn = [
      await listMovements(jsonRequest("GET", "/api/transactions", { headers: { cookie: admin } }), params({})),
      await currentUser(jsonRequest("GET", "/api/auth/user", { headers: { cookie: admin } }), params({})),
      await currentUser(jsonRequest("GET", "/api/auth/user"), params({})),
    ];
    expect(signedIn.map((response) => response.status)).toEqual([200, 200, 401]);
    for (const response of signedIn) expect(response.headers.get("cache-control")).toBe("private, no-store");
    const publicList = await listOperations(jsonRequest("GET", "/api/operations"), params({}));
    expect(publicList.headers.get("cache-control")).toMatch(/s-maxage=/);
  });
});
