import { POST as signIn } from "@/app/api/auth/sign-in/route";
import { POST as twoFactor } from "@/app/api/auth/two-factor/route";
import { POST as enable } from "@/app/api/auth/two-factor/enable/route";
import { POST as confirm } from "@/app/api/auth/two-factor/confirm/route";
import { hashPassword } from "better-auth/crypto";
import { testDb } from "./db";
import { jsonRequest, params } from "./http";
import { DEMO_TOTP_SECRET, totpCode } from "./totp";

export const DEMO_PASSWORD = "demo-password";
export const ADMIN = "admin@demo.local";
export const INVESTOR = "inversor@demo.local";

/**
 * Signs in through the real routes and returns the Cookie header a browser would send next. An
 * account with a second factor (the demo admin) completes it with the code of `totpSecret` (the
 * demo admin's, DEMO_TOTP_SECRET, by default), as its owner's authenticator app would.
 */
export async function signInAs(email: string, password = DEMO_PASSWORD, totpSecret = DEMO_TOTP_SECRET): Promise<string> {
  const response = await signIn(jsonRequest("POST", "/api/auth/sign-in", { body: { email, password } }), params({}));
  if (response.status !== 200) throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  if (!((await response.clone().json()) as { twoFactorRequired?: boolean }).twoFactorRequired) return cookieHeader(response);
  await forgetAcceptedCodes(email);
  const second = await sendSecondFactor(cookieHeader(response), totpCode(totpSecret));
  if (second.status !== 200) throw new Error(`second factor of ${email} failed: ${second.status} ${await second.text()}`);
  return cookieHeader(second);
}

/**
 * Tests sign one account in many times within 30 s, where the server accepts each code once
 * (server/auth/totp-steps.ts) and a person would wait for the next one: the account's last accepted
 * code is forgotten first (or every account's, without an e-mail). Each test file has its own database.
 */
export async function forgetAcceptedCodes(email?: string): Promise<void> {
  await (await testDb()).twoFactor.updateMany({ where: email ? { user: { email } } : {}, data: { lastTotpStep: null } });
}

/** POST /api/auth/two-factor with the challenge cookie the password step set. */
export function sendSecondFactor(challengeCookie: string, code: string, peer?: string): Promise<Response> {
  return twoFactor(jsonRequest("POST", "/api/auth/two-factor", { body: { code }, headers: { cookie: challengeCookie }, peer }), params({}));
}

/**
 * Sets up a second factor for the account signed in with `cookie`, through the real routes:
 * returns its secret, its ten recovery codes and the renewed session's Cookie header.
 */
export async function enrolSecondFactor(
  cookie: string,
  password = DEMO_PASSWORD,
): Promise<{ secret: string; recoveryCodes: string[]; cookie: string }> {
  const started = await enable(jsonRequest("POST", "/api/auth/two-factor/enable", { body: { password }, headers: { cookie } }), params({}));
  if (started.status !== 200) throw new Error(`two-factor enable failed: ${started.status} ${await started.text()}`);
  const { secret } = (await started.json()) as { secret: string };
  const confirmed = await confirm(
    jsonRequest("POST", "/api/auth/two-factor/confirm", { body: { code: totpCode(secret) }, headers: { cookie } }),
    params({}),
  );
  if (confirmed.status !== 200) throw new Error(`two-factor confirm failed: ${confirmed.status} ${await confirmed.text()}`);
  const { recoveryCodes } = (await confirmed.json()) as { recoveryCodes: string[] };
  return { secret, recoveryCodes, cookie: cookieHeader(confirmed) };
}

export function cookieHeader(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0]!)
    .filter((pair) => !pair.endsWith("="))
    .join("; ");
}

/** Gives a demo person who has none (the demo investors but one) a password account, and signs them in. */
export async function signInWithNewPassword(email: string): Promise<string> {
  const db = await testDb();
  const { id } = await db.user.findUniqueOrThrow({ where: { email }, select: { id: true } });
  await db.account.create({ data: { accountId: id, providerId: "credential", userId: id, password: await hashPassword(DEMO_PASSWORD) } });
  return signInAs(email);
}
