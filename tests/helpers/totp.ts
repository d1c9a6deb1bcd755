import { createHash, createHmac } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

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

const STEP_MS = 30_000;

/**
 * Sends a code the server has not accepted yet, for tests that sign one account in several times within
 * 30 s: the server accepts each code once, and only a step later than the last one it accepted
 * (server/auth/totp-steps.ts), where a person would wait for the next code. Each call takes the next step
 * of the window the server accepts (−30 s, now, +30 s) that no test process on this machine has taken (the
 * end-to-end lanes, their set-up, the production and two-instance tests run in processes of their own),
 * past the window waits for the next step, and holds the machine-wide lock until `send` has the server's
 * answer: a code handed out earlier must not arrive after a later one (it would be refused as used, the
 * flaky form sign-in of CI 4, whose typing took longer than another worker's API call).
 */
export async function withUnusedTotpCode<T>(secret: string, send: (code: string) => Promise<T>): Promise<T> {
  const file = path.join(os.tmpdir(), `club-totp-steps-${createHash("sha256").update(secret).digest("hex").slice(0, 12)}`);
  const release = await lock(`${file}.lock`);
  try {
    for (;;) {
      const current = Math.floor(Date.now() / STEP_MS);
      const step = nextStep(file, current);
      if (step !== null) {
        fs.writeFileSync(file, String(step));
        return await send(totpCode(secret, step * STEP_MS));
      }
      await new Promise((resolve) => setTimeout(resolve, (current + 1) * STEP_MS - Date.now() + 50));
    }
  } finally {
    release();
  }
}

/** A code no other test process has taken, for a test that sends it at once and alone (see withUnusedTotpCode). */
export function unusedTotpCode(secret: string): Promise<string> {
  return withUnusedTotpCode(secret, async (code) => code);
}

/** The next step of the file's account no process took, within the window around `current`, or null. */
function nextStep(file: string, current: number): number | null {
  const taken = Number(fs.existsSync(file) ? fs.readFileSync(file, "utf8") : NaN);
  // A step ahead of the window was taken on another clock (tools/clock/at.sh): forgotten.
  const last = Number.isFinite(taken) && taken <= current + 1 ? taken : -Infinity;
  // The previous step's code only while its request can still reach the server inside the window: handed
  // out in a step's last seconds it arrived two steps behind and was refused (a flaky two-instance sign-in).
  const earliest = (current + 1) * STEP_MS - Date.now() > 5_000 ? current - 1 : current;
  const step = Math.max(earliest, last + 1);
  return step > current + 1 ? null : step;
}

/** A lock directory held across processes; one older than a minute was left by a process that died holding it. */
async function lock(directory: string): Promise<() => void> {
  for (;;) {
    try {
      fs.mkdirSync(directory);
      return () => fs.rmSync(directory, { recursive: true, force: true });
    } catch {
      const age = Date.now() - (fs.statSync(directory, { throwIfNoEntry: false })?.mtimeMs ?? Date.now());
      if (age > 60_000) fs.rmSync(directory, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The server's answer to a code it accepted already ("Este código ya se ha usado…"). */
export const CODE_USED = /ya se ha usado/;
