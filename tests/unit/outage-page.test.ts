import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerUnavailablePage, isPageDocument, pageProbe } from "@/server/platform/node/outage-page";
import { databaseAnswers } from "@/server/platform/outage";

const request = (method: string, headers: Record<string, string> = {}) => ({ method, headers }) as unknown as http.IncomingMessage;

describe("isPageDocument", () => {
  it.each([
    ["GET", "/", {}, true],
    ["HEAD", "/operations/atico-chamberi", {}, true],
    ["GET", "/admin/operations", {}, true],
    ["GET", "/operations", { rsc: "1" }, false],
    ["POST", "/contact", {}, false],
    ["GET", "/api/operations", {}, false],
    ["GET", "/_next/static/chunks/app.js", {}, false],
    ["GET", "/robots.txt", {}, false],
    ["GET", "/icon.svg", {}, false],
  ])("%s %s %j → %s", (method, path, headers, expected) => {
    expect(isPageDocument(request(method, headers), path)).toBe(expected);
  });
});

describe("databaseAnswers", () => {
  it("is true when the probe answers, false when it fails or outlasts the deadline", async () => {
    expect(await databaseAnswers(async () => 1)).toBe(true);
    expect(await databaseAnswers(() => Promise.reject(new Error("Connection terminated unexpectedly")))).toBe(false);
    const started = performance.now();
    expect(await databaseAnswers(() => new Promise(() => {}), 100)).toBe(false);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

describe("pageProbe", () => {
  it("shares one probe between concurrent pages and remembers an answer for a second, a failure not at all", async () => {
    let clock = 0;
    let probes = 0;
    let up = true;
    const probe = pageProbe(
      async () => {
        probes++;
        if (!up) throw new Error("Connection terminated unexpectedly");
      },
      1_000,
      () => clock,
    );
    expect(await Promise.all([probe(), probe(), probe()])).toEqual([true, true, true]);
    expect(probes).toBe(1);
    clock = 999;
    expect(await probe()).toBe(true);
    expect(probes).toBe(1);
    clock = 1_000;
    up = false;
    expect(await probe()).toBe(false);
    expect(await probe()).toBe(false);
    expect(probes).toBe(3);
    up = true;
    expect(await probe()).toBe(true);
    expect(probes).toBe(4);
  });
});

describe("the 503 page", () => {
  let server: http.Server;
  let base: string;
  beforeAll(async () => {
    server = http.createServer((req, res) => answerUnavailablePage(req, res));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => server.close());

  it("is Spanish HTML with Retry-After, never cached", async () => {
    const response = await fetch(`${base}/operations/atico`);
    expect(response.status).toBe(503);
    expect(response.headers.get("retry-after")).toBe("5");
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-type")).toBe("text/html; charset=utf-8");
    const html = await response.text();
    expect(html).toContain('<html lang="es">');
    expect(html).toContain("Servicio no disponible");
    expect(html).toContain("El servidor no puede acceder a sus datos en este momento.");
    expect(html).toContain('role="alert"');
  });

  it("answers HEAD with the headers only", async () => {
    const response = await fetch(`${base}/`, { method: "HEAD" });
    expect(response.status).toBe(503);
    expect(await response.text()).toBe("");
  });
});
