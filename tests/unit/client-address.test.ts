import { describe, expect, it } from "vitest";
import { clientAddress } from "@/server/platform/request/client-address";
import { CLIENT_ADDRESS_HEADER } from "@/server/platform/request/internal-headers";

const headers = (entries: Record<string, string>) => new Headers(entries);

describe("client address for rate limits", () => {
  it("uses the TCP peer and ignores X-Forwarded-For when no proxy is trusted", () => {
    const h = headers({ [CLIENT_ADDRESS_HEADER]: "203.0.113.7", "x-forwarded-for": "198.51.100.1" });
    expect(clientAddress(h, 0)).toBe("203.0.113.7");
  });

  it("with one trusted proxy, takes the address that proxy appended (rightmost)", () => {
    const h = headers({ [CLIENT_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "1.1.1.1, 203.0.113.7" });
    expect(clientAddress(h, 1)).toBe("203.0.113.7");
  });

  it("with two trusted proxies, skips the inner proxy's entry", () => {
    const h = headers({ [CLIENT_ADDRESS_HEADER]: "10.0.0.2", "x-forwarded-for": "spoof, 203.0.113.7, 10.0.0.9" });
    expect(clientAddress(h, 2)).toBe("203.0.113.7");
  });

  it("falls back to the peer when the header is shorter than the proxy chain", () => {
    const h = headers({ [CLIENT_ADDRESS_HEADER]: "10.0.0.2" });
    expect(clientAddress(h, 1)).toBe("10.0.0.2");
  });
});
