import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { builtSiteUrlMismatch, siteUrlOfRobots } from "@/server/site-url";

let server: http.Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A stand-in for the started server, serving the robots.txt a build produced. */
async function serving(robots: string): Promise<string> {
  server = http.createServer((_req, res) => res.end(robots));
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe("SITE_URL is fixed at build time", () => {
  it("reads the address a robots.txt was built with", () => {
    expect(siteUrlOfRobots("User-Agent: *\nAllow: /\n\nSitemap: https://club.example.es/sitemap.xml\n")).toBe("https://club.example.es");
    expect(siteUrlOfRobots("User-Agent: *\n")).toBeNull();
  });

  it("accepts a start with the build's address", async () => {
    const base = await serving("Sitemap: https://club.example.es/sitemap.xml\n");
    expect(await builtSiteUrlMismatch(base, "https://club.example.es/")).toBeNull();
  });

  it("refuses a start with another address, saying which and how to fix it", async () => {
    const base = await serving("Sitemap: http://localhost:3000/sitemap.xml\n");
    const message = await builtSiteUrlMismatch(base, "https://club.example.es");
    expect(message).toContain("SITE_URL (https://club.example.es) no coincide con la dirección con la que se construyó el sitio (http://localhost:3000)");
    expect(message).toContain("npm run build");
  });
});
