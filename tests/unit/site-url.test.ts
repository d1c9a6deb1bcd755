import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { builtSiteUrlMismatch, siteUrlOfRobots } from "@/server/platform/site-url";

const folders: string[] = [];
afterEach(() => {
  for (const folder of folders.splice(0)) fs.rmSync(folder, { recursive: true, force: true });
});

/** A stand-in for a build folder holding the robots.txt the build prerendered. */
function built(robots: string): string {
  const distDir = fs.mkdtempSync(path.join(os.tmpdir(), "site-url-"));
  folders.push(distDir);
  fs.mkdirSync(path.join(distDir, "server", "app"), { recursive: true });
  fs.writeFileSync(path.join(distDir, "server", "app", "robots.txt.body"), robots);
  return distDir;
}

describe("SITE_URL is fixed at build time", () => {
  it("reads the address a robots.txt was built with", () => {
    expect(siteUrlOfRobots("User-Agent: *\nAllow: /\n\nSitemap: https://club.example.es/sitemap.xml\n")).toBe("https://club.example.es");
    expect(siteUrlOfRobots("User-Agent: *\n")).toBeNull();
  });

  it("accepts a start with the build's address", async () => {
    expect(await builtSiteUrlMismatch(built("Sitemap: https://club.example.es/sitemap.xml\n"), "https://club.example.es/")).toBeNull();
    expect(await builtSiteUrlMismatch(path.join(os.tmpdir(), "no-build-here"), "https://club.example.es")).toBeNull();
  });

  it("refuses a start with another address, saying which and how to fix it", async () => {
    const message = await builtSiteUrlMismatch(built("Sitemap: http://localhost:3000/sitemap.xml\n"), "https://club.example.es");
    expect(message).toContain(
      "SITE_URL (https://club.example.es) no coincide con la dirección con la que se construyó el sitio (http://localhost:3000)",
    );
    expect(message).toContain("npm run build");
  });
});
