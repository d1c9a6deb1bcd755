import { createHmac } from "node:crypto";

/**
 * RFC 6238 TOTP (HMAC-SHA-1, 6 digits, 30 s), written here from the RFC rather than taken from the
 * sign-in library, so that the tests check the library against the standard an authenticator app
 * follows. No dependencies: the e2e specs, the production test and the benchmarks use it too.
 */
export const DEMO_TOTP_SECRET = process.env.DEMO_TOTP_SECRET || "JBSWY3DPEHPK3PXP";

const BASE32 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

export function base32Decode(text: string): Buffer {
  let bits = 0;
  let value = 0;
  const bytes: number[] = [];
  for (const char of text.replace(/=+$/, "").toUpperCase()) {
    const index = BASE32.indexOf(char);
    if (index < 0) throw new Error(`not base32: ${char}`);
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      bytes.push((value >>> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return Buffer.from(bytes);
}

/** The code an authenticator app shows for `secret` (base32) at `time` (ms), `digits` long. */
export function totpCode(secret: string, time = Date.now(), digits = 6): string {
  return hotp(base32Decode(secret), Math.floor(time / 30_000), digits);
}

export function hotp(key: Buffer, counter: number, digits = 6): string {
  const message = Buffer.alloc(8);
  message.writeBigUInt64BE(BigInt(counter));
  const mac = createHmac("sha1", key).update(message).digest();
  const offset = mac[mac.length - 1]! & 0x0f;
  const number = mac.readUInt32BE(offset) & 0x7fffffff;
  return String(number % 10 ** digits).padStart(digits, "0");
}

/** A code that is wrong now (none of the codes of the window the server accepts: −30 s, now, +30 s). */
export function wrongTotpCode(secret: string, time = Date.now()): string {
  const near = new Set([-30_000, 0, 30_000].map((shift) => totpCode(secret, time + shift)));
  for (let n = 0; ; n++) {
    const candidate = String(n).padStart(6, "0");
    if (!near.has(candidate)) return candidate;
  }
}
