import { describe, expect, it } from "vitest";
import { codeKind, newRecoveryCodes, RECOVERY_CODE_COUNT } from "@/server/auth/two-factor-codes";
import { base32Decode, totpCode, wrongTotpCode } from "../helpers/totp";

describe("the tests' TOTP generator", () => {
  // RFC 6238 appendix B (HMAC-SHA-1, 8 digits): the generator the tests check the server against.
  const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"; // base32 of "12345678901234567890"
  it.each([
    [59, "94287082"],
    [1111111109, "07081804"],
    [1111111111, "14050471"],
    [1234567890, "89005924"],
    [2000000000, "69279037"],
    [20000000000, "65353130"],
  ])("at %i s gives %s", (seconds, code) => {
    expect(base32Decode(RFC_SECRET).toString()).toBe("12345678901234567890");
    expect(totpCode(RFC_SECRET, seconds * 1000, 8)).toBe(code);
  });

  it("finds a code outside the window the server accepts", () => {
    const now = Date.now();
    const wrong = wrongTotpCode("JBSWY3DPEHPK3PXP", now);
    for (const shift of [-30_000, 0, 30_000]) expect(wrong).not.toBe(totpCode("JBSWY3DPEHPK3PXP", now + shift));
  });
});

describe("second-factor codes", () => {
  it("makes ten different recovery codes of lower-case letters and digits", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(RECOVERY_CODE_COUNT);
    expect(new Set(codes).size).toBe(RECOVERY_CODE_COUNT);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{5}-[a-z0-9]{5}$/);
  });

  it.each([
    ["123456", { kind: "totp", code: "123456" }],
    [" 123 456 ", { kind: "totp", code: "123456" }],
    ["ab3de-9xk2m", { kind: "recovery", code: "ab3de-9xk2m" }],
    ["AB3DE9XK2M", { kind: "recovery", code: "ab3de-9xk2m" }],
    ["12345", null],
    ["1234567", null],
    ["ab3de-9xk2", null],
    ["ab3de_9xk2m", null],
    ["", null],
  ])("reads %j as %j", (typed, kind) => {
    expect(codeKind(typed)).toEqual(kind);
  });
});
