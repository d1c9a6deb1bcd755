import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gateRequest } from "@/server/platform/node/method-gate";

/** server.ts in miniature: the gate first, then "Next", which echoes the path it was given. */
const server = http.createServer((req, res) => {
  if (gateRequest(req, res)) return;
  res.end(`next:${req.method}:${req.url}${req.headers["x-middleware-subrequest"] ? ":subrequest" : ""}`);
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const send = (method: string, path: string) => fetch(`${base}${path}`, { method });

describe("method gate", () => {
  it("lets GET and HEAD of pages, and every method of API routes, through to Next", async () => {
    expect(await (await send("GET", "/operations/x?y=1")).text()).toBe("next:GET:/operations/x?y=1");
    expect((await send("HEAD", "/")).status).toBe(200);
    for (const method of ["POST", "PUT", "PATCH", "DELETE", "OPTIONS"]) {
      expect(await (await send(method, "/api/operations/slug/x")).text()).toBe(`next:${method}:/api/operations/slug/x`);
    }
  });

  it("answers OPTIONS of a page with 204 and Allow, without Next", async () => {
    const response = await send("OPTIONS", "/operations/piso");
    expect(response.status).toBe(204);
    expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
    expect(response.headers.get("cache-control")).toBe("no-store");
  });

  it("answers any other method of a page, a metadata route or a static file with an uncacheable 405", async () => {
    for (const [method, path] of [
      ["POST", "/operations/nueva"],
      ["PUT", "/"],
      ["DELETE", "/sitemap.xml"],
      ["PATCH", "/robots.txt"],
      ["POST", "/_next/static/chunks/x.js"],
    ] as const) {
      const response = await send(method, path);
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("GET, HEAD, OPTIONS");
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ error: "Método no permitido" });
    }
  });

  it("sends a page path with malformed percent-encoding to the not-found page, and an API path gets 400", async () => {
    expect(await (await send("GET", "/operations/%E0%A4%A")).text()).toBe("next:GET:/_ruta-no-valida");
    const api = await send("GET", "/api/operations/slug/%E0%A4%A");
    expect(api.status).toBe(400);
    expect(await api.json()).toEqual({ error: "Dirección no válida" });
    expect((await send("POST", "/operations/%E0%A4%A")).status).toBe(405);
  });

  it("drops the header of Next's internal sub-requests that a client sends", async () => {
    const response = await fetch(`${base}/admin`, { headers: { "x-middleware-subrequest": "proxy:proxy:proxy:proxy:proxy" } });
    expect(await response.text()).toBe("next:GET:/admin");
  });
});
