import "server-only";
import { timingSafeEqual } from "node:crypto";
import { base32 } from "@better-auth/utils/base32";
import { createOTP } from "@better-auth/utils/otp";
import { symmetricDecrypt } from "better-auth/crypto";
import { authSecret } from "../platform/auth-config";
import { prisma } from "../platform/database/client";
import { IMPORTED_SECRET_PREFIX } from "./two-factor-codes";

/** RFC 6238 as the sign-in library verifies it: 6 digits, 30 s steps, one step either side of now. */
const PERIOD_SECONDS = 30;
const DIGITS = 6;
const WINDOW = 1;

/** What a six-digit code is for an account: new (its step is now taken), already used, or not its code. */
export type StepClaim = "accepted" | "replayed" | "wrong";

/**
 * Each code is accepted once (RFC 6238 §5.2): the time step the code belongs to is taken for the
 * account in one statement, and only if it is later than the last step accepted, so the same code
 * twice — or an older one — is refused, also when two sign-ins race on two instances. Called before
 * the library's own check, which then only confirms it and makes the session.
 */
export async function claimTotpStep(userId: string, code: string, now = Date.now()): Promise<StepClaim> {
  const db = await prisma();
  const stored = await db.twoFactor.findUnique({ where: { userId }, select: { secret: true } });
  if (!stored) return "wrong";
  const step = await stepOf(await totpSecret(stored.secret), code, Math.floor(now / 1000 / PERIOD_SECONDS));
  if (step === null) return "wrong";
  const taken = await db.$executeRaw`
    UPDATE two_factors SET last_totp_step = ${step}
    WHERE user_id = ${userId}::uuid AND (last_totp_step IS NULL OR last_totp_step < ${step})`;
  return taken ? "accepted" : "replayed";
}

/** The step around `current` whose code is `code` (the latest, should two give the same digits), or null. */
async function stepOf(secret: string | Uint8Array, code: string, current: number): Promise<number | null> {
  const otp = createOTP(secret, { digits: DIGITS, period: PERIOD_SECONDS });
  let found: number | null = null;
  for (let step = current - WINDOW; step <= current + WINDOW; step++) {
    const expected = Buffer.from(await otp.hotp(step));
    const typed = Buffer.from(code);
    if (typed.length === expected.length && timingSafeEqual(typed, expected)) found = step;
  }
  return found;
}

/** The secret as the library keeps it: encrypted; an imported one as `base32:<secret>` (two-factor-codes.ts). */
async function totpSecret(encrypted: string): Promise<string | Uint8Array> {
  const secret = await symmetricDecrypt({ key: authSecret(), data: encrypted });
  return secret.startsWith(IMPORTED_SECRET_PREFIX) ? base32.decode(secret.slice(IMPORTED_SECRET_PREFIX.length).toUpperCase()) : secret;
}
