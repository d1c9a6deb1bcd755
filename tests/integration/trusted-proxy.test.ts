import { beforeEach, describe, expect, it, vi } from "vitest";
import { resetDatabase } from "../helpers/db";
import { jsonRequest, params } from "../helpers/http";

const valid = { name: "Ana", email: "ana@correo.example", message: "Hola", acceptPrivacy: true };

beforeEach(async () => {
  vi.resetModules();
  vi.stubEnv("TRUSTED_PROXY_HOPS", "1");
  await resetDatabase();
});

describe("POST /api/contact behind a trusted proxy (TRUSTED_PROXY_HOPS=1)", () => {
  it("keys the limit on the address the proxy appended, not on the proxy", async () => {
    const { POST } = await import("@/app/api/contact/route");
    const send = (xff: string) =>
      POST(jsonRequest("POST", "/api/contact", { body: valid, peer: "10.0.0.1", headers: { "x-forwarded-for": xff } }), params({}));

    for (let i = 0; i < 5; i++) expect((await send(`spoof-${i}, 203.0.113.50`)).status).toBe(201);
    // Same client, whatever it puts in front of the header.
    expect((await send("anything, 203.0.113.50")).status).toBe(429);
    // A different client behind the same proxy still gets through.
    expect((await send("203.0.113.51")).status).toBe(201);
  });
});
