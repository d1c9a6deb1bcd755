import { describe, expect, it } from "vitest";
import { clerkOrigins, securityHeaders } from "@/server/platform/node/security-headers";

const directives = (headers: Record<string, string>) =>
  Object.fromEntries(headers["content-security-policy"]!.split("; ").map((d) => [d.split(" ")[0]!, d.split(" ").slice(1)]));

describe("security headers", () => {
  it("forbid framing, sniffing, plugins, inline event handlers and foreign origins in production", () => {
    const headers = securityHeaders({ dev: false, siteUrl: "http://localhost:3000" });
    expect(headers).toMatchObject({
      "x-frame-options": "DENY",
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
      "cross-origin-opener-policy": "same-origin",
    });
    expect(headers["permissions-policy"]).toContain("camera=()");
    const csp = directives(headers);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
    expect(csp["object-src"]).toEqual(["'none'"]);
    expect(csp["script-src-attr"]).toEqual(["'none'"]);
    expect(csp["script-src"]).toEqual(["'self'", "'unsafe-inline'"]);
    expect(csp["form-action"]).toEqual(["'self'"]);
    expect(csp["base-uri"]).toEqual(["'self'"]);
    expect(csp["frame-src"]).toEqual(["'none'"]);
    // No foreign origin anywhere: every source is a keyword or a local scheme.
    for (const sources of Object.values(csp)) for (const source of sources) expect(source).toMatch(/^('[a-z-]+'|data:|blob:)$/);
    expect(headers["strict-transport-security"]).toBeUndefined();
    expect(headers["content-security-policy"]).not.toContain("upgrade-insecure-requests");
  });

  it("sends HSTS and upgrades requests only when the site is served over https", () => {
    const headers = securityHeaders({ dev: false, siteUrl: "https://club.example" });
    expect(headers["strict-transport-security"]).toBe("max-age=63072000; includeSubDomains");
    expect(headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  it("allows eval only in development (React's dev build needs it)", () => {
    expect(directives(securityHeaders({ dev: true, siteUrl: "http://localhost:3000" }))["script-src"]).toContain("'unsafe-eval'");
  });

  it("allows Clerk's origins only when Clerk is configured, read from its publishable key", () => {
    const key = `pk_test_${Buffer.from("clerk.club.example$").toString("base64")}`;
    expect(clerkOrigins(key).scripts).toContain("https://clerk.club.example");
    const csp = directives(securityHeaders({ dev: false, siteUrl: "https://club.example", clerkPublishableKey: key }));
    expect(csp["script-src"]).toEqual(expect.arrayContaining(["https://clerk.club.example", "https://challenges.cloudflare.com"]));
    expect(csp["connect-src"]).toContain("https://clerk.club.example");
    expect(csp["frame-src"]).toEqual(["https://challenges.cloudflare.com"]);
    expect(csp["frame-ancestors"]).toEqual(["'none'"]);
  });
});
