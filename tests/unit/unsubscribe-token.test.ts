import { describe, expect, it } from "vitest";
import { unsubscribeApiUrl, unsubscribePageUrl, unsubscribeToken, userOfUnsubscribeToken } from "@/server/mail/unsubscribe";

const ANA = "0b7c2f7e-1d2a-4c3b-9e8f-5a6b7c8d9e0f";
const LUIS = "6f1e2d3c-4b5a-4978-8a6b-5c4d3e2f1a0b";

/** The commercial e-mails' unsubscribe token (issue 33, item 2): stateless, signed, one per person. */
describe("the unsubscribe token", () => {
  it("names the person it was made for, and only them", () => {
    expect(userOfUnsubscribeToken(unsubscribeToken(ANA))).toBe(ANA);
    expect(userOfUnsubscribeToken(unsubscribeToken(LUIS))).toBe(LUIS);
    expect(unsubscribeToken(ANA)).toBe(unsubscribeToken(ANA));
    expect(unsubscribeToken(ANA)).not.toBe(unsubscribeToken(LUIS));
  });

  it("refuses one altered, swapped, truncated, extended or invented", () => {
    const token = unsubscribeToken(ANA);
    const [id, signature] = token.split(".") as [string, string];
    const flipped = `${signature.slice(0, -1)}${signature.endsWith("A") ? "B" : "A"}`;
    for (const forged of [
      `${id}.${flipped}`,
      `${LUIS}.${signature}`,
      token.slice(0, -1),
      `${token}A`,
      `${token}.${signature}`,
      id,
      `.${signature}`,
      `no-es-un-id.${signature}`,
      "",
      null,
    ]) {
      expect(userOfUnsubscribeToken(forged), String(forged)).toBeNull();
    }
  });

  it("goes, escaped, into the page of the e-mail's link and the one-click address", () => {
    const escaped = encodeURIComponent(unsubscribeToken(ANA));
    expect(unsubscribePageUrl(ANA)).toMatch(new RegExp(`/baja\\?token=${escaped.replace(/[.]/g, "\\.")}$`));
    expect(unsubscribeApiUrl(ANA)).toMatch(new RegExp(`/api/unsubscribe\\?token=${escaped.replace(/[.]/g, "\\.")}$`));
  });
});
