import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { settleUnknownOperation } from "@/server/platform/node/unknown-operation";

const KNOWN = new Set(["piso-en-madrid"]);
const asked: string[] = [];
let databaseDown = false;

/**
 * server.ts in miniature: the check first, then "Next", which answers 200 with a shared-cacheable
 * page (as it does for a new slug's shell), setting its headers either way Node allows.
 */
const server = http.createServer((req, res) => {
  const next = () => {
    if (req.url?.includes("explicit")) {
      res.writeHead(200, { "Cache-Control": "s-maxage=31536000", "content-type": "text/html" });
    } else {
      res.statusCode = 200;
      res.setHeader("cache-control", "s-maxage=31536000");
    }
    res.end("<h1>Operación no encontrada</h1>");
  };
  const settled = settleUnknownOperation(req, res, async (slug) => {
    asked.push(slug);
    if (databaseDown) throw new Error("connection refused");
    return KNOWN.has(slug);
  });
  if (settled) void settled.then(next);
  else next();
});
let base = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${base}${path}`, { headers });

describe("the page of an operation that does not exist", () => {
  it("answers 404, with Next's body, and no cache may keep it", async () => {
    for (const path of ["/operations/no-existe", "/operations/no-existe?explicit=1"]) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.headers.get("cache-control")).toBe("private, no-store");
      expect(await response.text()).toBe("<h1>Operación no encontrada</h1>");
    }
  });

  it("leaves an existing operation's page, and every other path, as Next answers them", async () => {
    for (const path of ["/operations/piso-en-madrid", "/operations", "/operations/piso-en-madrid/extra", "/contact"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control")).toBe("s-maxage=31536000");
    }
  });

  it("asks the database with the decoded slug, once, and not for the router's requests", async () => {
    asked.length = 0;
    await get("/operations/piso%20nuevo");
    await get("/operations/otro", { rsc: "1" });
    await get("/contact");
    expect(asked).toEqual(["piso nuevo"]);
  });

  it("answers 404 without asking for a slug no operation can have", async () => {
    asked.length = 0;
    expect((await get(`/operations/${"a".repeat(201)}`)).status).toBe(404);
    expect((await get("/operations/a%00b")).status).toBe(404);
    expect(asked).toEqual([]);
  });

  it("lets Next answer as usual when the database cannot say", async () => {
    databaseDown = true;
    try {
      expect((await get("/operations/no-existe")).status).toBe(200);
    } finally {
      databaseDown = false;
    }
  });
});
