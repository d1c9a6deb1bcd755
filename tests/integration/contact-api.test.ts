import { beforeEach, describe, expect, it } from "vitest";
import { POST } from "@/app/api/contact/route";
import { MAX_BODY_BYTES } from "@/server/api/body";
import { resetDatabase, testDb } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

const valid = {
  name: "Ana García",
  email: "ana@correo.example",
  phone: "+34 600 111 222",
  message: "Quiero información.",
  acceptPrivacy: true,
};
const send = (init: Parameters<typeof jsonRequest>[2]) => POST(jsonRequest("POST", "/api/contact", init), params({}));
const count = async () => (await testDb()).contactMessage.count();

beforeEach(resetDatabase);

describe("POST /api/contact", () => {
  it("stores a valid message and answers 201", async () => {
    const response = await send({ body: valid });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    const rows = await (await testDb()).contactMessage.findMany();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: "Ana García", email: "ana@correo.example", phone: "+34 600 111 222", isRead: false });
  });

  it("stores no phone when it is empty", async () => {
    await send({ body: { ...valid, phone: "" } });
    const [row] = await (await testDb()).contactMessage.findMany();
    expect(row?.phone).toBeNull();
  });

  it("answers 400 with Spanish field messages and stores nothing", async () => {
    const response = await send({ body: { name: "", email: "no-es-email", message: "" } });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: "Datos no válidos",
      fields: {
        name: "El nombre es requerido",
        email: "Email inválido",
        message: "El mensaje es requerido",
        acceptPrivacy: "Debes aceptar la Política de Privacidad",
      },
    });
    expect(await count()).toBe(0);
  });

  it("answers 400 to unknown fields, malformed JSON and a non-object body", async () => {
    const unknown = await send({ body: { ...valid, isRead: true } });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { fields: Record<string, string> }).fields).toEqual({ isRead: "Campo no permitido" });

    const malformed = await send({ rawBody: "{nope", headers: { "content-type": "application/json" } });
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({ error: "El cuerpo de la petición no es JSON válido" });

    const array = await send({ body: [valid] });
    expect(array.status).toBe(400);
    expect(await count()).toBe(0);
  });

  it("answers 413 to a body over 64 KB, whatever Content-Length says", async () => {
    const big = { ...valid, message: "x".repeat(MAX_BODY_BYTES) };
    const declared = await send({ body: big });
    expect(declared.status).toBe(413);
    expect(await declared.json()).toEqual({ error: "La petición es demasiado grande" });

    // A body whose length is not declared is counted as it streams.
    const stream = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 80; i++) controller.enqueue(new TextEncoder().encode("x".repeat(1024)));
        controller.close();
      },
    });
    const request = new Request("http://localhost/api/contact", {
      method: "POST",
      body: stream,
      headers: { "content-type": "application/json", origin: "http://localhost" },
      duplex: "half",
    } as RequestInit);
    const streamed = await POST(request, params({}));
    expect(streamed.status).toBe(413);
    expect(await count()).toBe(0);
  });

  it("accepts a body just under the limit", async () => {
    const message = "x".repeat(4_900);
    expect((await send({ body: { ...valid, message } })).status).toBe(201);
  });

  it("drops a message whose honeypot is filled, answering as if it were stored", async () => {
    const response = await send({ body: { ...valid, website: "http://spam.example" } });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(await count()).toBe(0);
  });

  it("answers 429 with Retry-After after 5 messages in 10 minutes from one client", async () => {
    for (let i = 0; i < 5; i++) expect((await send({ body: valid, peer: "203.0.113.7" })).status).toBe(201);
    const limited = await send({ body: valid, peer: "203.0.113.7" });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(500);
    expect(retryAfter).toBeLessThanOrEqual(600);
    expect(await limited.json()).toEqual({ error: "Demasiadas peticiones. Inténtalo de nuevo más tarde." });
    expect(await count()).toBe(5);

    // Another client is not affected.
    expect((await send({ body: valid, peer: "198.51.100.20" })).status).toBe(201);
  });

  it("does not let a spoofed X-Forwarded-For reset the limit when no proxy is trusted", async () => {
    for (let i = 0; i < 5; i++) await send({ body: valid, peer: "203.0.113.7", headers: { "x-forwarded-for": `10.9.9.${i}` } });
    const spoofed = await send({ body: valid, peer: "203.0.113.7", headers: { "x-forwarded-for": "192.0.2.99" } });
    expect(spoofed.status).toBe(429);
  });

  it("restarts the window once 10 minutes have passed", async () => {
    for (let i = 0; i < 6; i++) await send({ body: valid, peer: "203.0.113.8" });
    const prisma = await testDb();
    await prisma.requestThrottle.updateMany({ data: { windowStart: new Date(Date.now() - 10 * 60 * 1000 - 1000) } });
    expect((await send({ body: valid, peer: "203.0.113.8" })).status).toBe(201);
  });
});
