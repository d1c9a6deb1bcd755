import "server-only";
import QRCode from "qrcode";
import { isAPIError } from "better-auth/api";
import type { Prisma } from "@/generated/prisma/client";
import { passwordConfirmSchema, twoFactorCodeSchema, TWO_FACTOR_MESSAGES } from "@/lib/validations/two-factor";
import { prisma } from "../platform/database/client";
import { clientAddress } from "../platform/request/client-address";
import { AppError } from "../core/errors";
import { twoFactorChanged } from "../mail/templates";
import { enqueueEmails } from "../mail/outbox";
import { ROLES, type Actor } from "../core/actor";
import { recordAccountEvent } from "./audit-events";
import { auditedAuthCall, NEW_SESSION, type AuditedWrite } from "./audited-writes";
import { assertLocalProvider } from "./local-only";
import { localAuth } from "./local-session";
import { forgetSessions } from "./session-cache";
import { requireUser } from "./session";
import { attemptSucceeded, countAttempt } from "./throttle";
import { codeKind } from "./two-factor-codes";
import { claimTotpStep } from "./totp-steps";

/**
 * The second factor of the local provider (TOTP + recovery codes), through better-auth's two-factor
 * plugin (server/auth/local-provider.ts). Sign-in: the password step (local-accounts.ts) leaves a
 * short-lived challenge cookie instead of a session, and `completeSignIn` turns it into one with a
 * code. Set-up, for the signed-in account ("Seguridad", and /handler/two-factor for an admin who
 * has none yet): `startEnrolment` (password) → `confirmEnrolment` (first code; the recovery codes
 * are shown then, once); `disableTwoFactor` and `newRecoveryCodes` ask for the password again.
 * Every code and password tried is counted by the throttle before it is checked.
 */

type Tx = Prisma.TransactionClient;

export type TwoFactorStatus = { enabled: boolean; recoveryCodesLeft: number | null };
export type Enrolment = { secret: string; uri: string; qrCode: string };

const USER_UPDATE: AuditedWrite = { model: "user", writes: ["update", "updateMany"] };
const CODES_UPDATE: AuditedWrite = { model: "twoFactor", writes: ["update", "updateMany"] };

/** The library's errors of these calls, as the routes answer them. */
function translated(error: unknown, mode: "sign-in" | "account"): unknown {
  if (!isAPIError(error)) return error;
  const code = String(error.body?.code ?? "");
  switch (code) {
    case "INVALID_PASSWORD":
      return new AppError("invalid", TWO_FACTOR_MESSAGES.wrongPassword, { fields: { password: TWO_FACTOR_MESSAGES.wrongPassword } });
    case "INVALID_CODE":
    case "INVALID_BACKUP_CODE":
      return mode === "sign-in"
        ? new AppError("unauthenticated", TWO_FACTOR_MESSAGES.wrongCode)
        : new AppError("invalid", TWO_FACTOR_MESSAGES.wrongCode, { fields: { code: TWO_FACTOR_MESSAGES.wrongCode } });
    case "INVALID_TWO_FACTOR_COOKIE":
    case "TOTP_NOT_ENABLED":
    case "BACKUP_CODES_NOT_ENABLED":
      return mode === "sign-in"
        ? new AppError("unauthenticated", TWO_FACTOR_MESSAGES.challengeExpired)
        : new AppError("conflict", TWO_FACTOR_MESSAGES.notStarted);
    case "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE":
      return new AppError("rate-limited", TWO_FACTOR_MESSAGES.challengeSpent);
    case "ACCOUNT_TEMPORARILY_LOCKED":
      return new AppError("rate-limited", TWO_FACTOR_MESSAGES.locked, { retryAfterSeconds: 900 });
    case "TOTP_ALREADY_ENABLED":
      return new AppError("conflict", TWO_FACTOR_MESSAGES.alreadyEnabled);
    case "TWO_FACTOR_NOT_ENABLED":
      return new AppError("conflict", TWO_FACTOR_MESSAGES.notEnabled);
    default:
      return error;
  }
}

async function call<T>(mode: "sign-in" | "account", work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    throw translated(error, mode);
  }
}

/** The cookies of a sign-in library answer, for the route to pass on. */
const cookiesOf = (headers: Headers) => headers.getSetCookie();

/** The cookie named `<prefix>better-auth.<name>` of a request (`__Secure-` over https), as sent. */
function requestCookie(headers: Headers, name: string): string | undefined {
  for (const pair of (headers.get("cookie") ?? "").split(";")) {
    const separator = pair.indexOf("=");
    if (separator > 0 && pair.slice(0, separator).trim().endsWith(`better-auth.${name}`)) return pair.trim();
  }
  return undefined;
}

/**
 * The request's headers with only the cookies of a pending second factor: the library treats a
 * code sent with a session cookie as the set-up of that session's account, never as a sign-in.
 */
function challengeHeaders(headers: Headers): Headers {
  const only = new Headers(headers);
  const cookies = ["two_factor", "dont_remember"].map((name) => requestCookie(headers, name)).filter(Boolean);
  if (cookies.length) only.set("cookie", cookies.join("; "));
  else only.delete("cookie");
  return only;
}

/** A pending second factor: its challenge (the library's verification row) and the account it is for. */
type Challenge = { id: string; user: { id: string; role: string; email: string | null } };

/** The live sign-in challenge of the request's cookie, or null (none, forged or expired). */
async function signInChallenge(headers: Headers): Promise<Challenge | null> {
  const cookie = requestCookie(headers, "two_factor");
  if (!cookie) return null;
  const signed = decodeURIComponent(cookie.slice(cookie.indexOf("=") + 1));
  const identifier = signed.slice(0, signed.lastIndexOf("."));
  if (!identifier) return null;
  const context = await (await localAuth()).$context;
  const challenge = await context.internalAdapter.findVerificationValue(identifier);
  if (!challenge || challenge.expiresAt < new Date()) return null;
  const db = await prisma();
  const user = await db.user.findUnique({ where: { id: challenge.value }, select: { id: true, role: true, email: true } });
  return user ? { id: identifier, user } : null;
}

export type SignedInWithCode = { userId: string; role: string; setCookies: string[] };

/**
 * The second step of a sign-in: a TOTP code (each accepted once: totp-steps.ts) or a recovery code
 * (each works once) for the challenge the password step left. Without a live challenge nothing is
 * guessed, so nothing is counted (401); with one, the attempt is counted per challenge, per account
 * and per client (a flood limit) before the code is checked, and a wrong code is recorded in the
 * audit log.
 */
export async function completeSignIn(input: unknown, headers: Headers): Promise<SignedInWithCode> {
  assertLocalProvider();
  const { code } = twoFactorCodeSchema.parse(input);
  const challenge = await signInChallenge(headers);
  if (!challenge) throw new AppError("unauthenticated", TWO_FACTOR_MESSAGES.challengeExpired);
  const { user } = challenge;
  const attempt = await countAttempt("two-factor", user.id, clientAddress(headers), challenge.id);
  const typed = codeKind(code);
  if (!typed) {
    await recordFailedCode(user.id);
    throw new AppError("unauthenticated", TWO_FACTOR_MESSAGES.wrongCode);
  }
  if (typed.kind === "totp" && (await claimTotpStep(user.id, typed.code)) === "replayed") {
    await recordFailedCode(user.id);
    throw new AppError("unauthenticated", TWO_FACTOR_MESSAGES.codeUsed);
  }
  const auth = await localAuth();
  const options = { body: { code: typed.code }, headers: challengeHeaders(headers), returnHeaders: true } as const;
  try {
    const { result } = await auditedAuthCall(NEW_SESSION, recordAccountEvent("sign-in", { userId: user.id }, "self"), () =>
      call("sign-in", () => (typed.kind === "totp" ? auth.api.verifyTOTP(options) : auth.api.verifyBackupCode(options))),
    );
    await attemptSucceeded(attempt);
    return { userId: user.id, role: user.role, setCookies: cookiesOf(result.headers) };
  } catch (error) {
    if (error instanceof AppError && error.code === "unauthenticated") await recordFailedCode(user.id);
    throw error;
  }
}

async function recordFailedCode(userId: string): Promise<void> {
  const db = await prisma();
  await db.$transaction(async (tx) => recordAccountEvent("two-factor-failed", { userId }, null)(tx));
}

/** Whether the signed-in account has a second factor, and how many recovery codes it has left. */
export async function twoFactorStatus(actor: Actor): Promise<TwoFactorStatus> {
  const db = await prisma();
  const user = await db.user.findUnique({ where: { id: actor.id }, select: { twoFactorEnabled: true } });
  if (!user?.twoFactorEnabled) return { enabled: false, recoveryCodesLeft: null };
  const auth = await localAuth();
  const codes = await auth.api.viewBackupCodes({ body: { userId: actor.id } }).catch(() => null);
  return { enabled: true, recoveryCodesLeft: codes ? codes.backupCodes.length : null };
}

/** A password confirmation of the signed-in account, counted like a sign-in before it is checked. */
async function withPassword<T>(headers: Headers, input: unknown, work: (actor: Actor, password: string) => Promise<T>): Promise<T> {
  assertLocalProvider();
  const actor = await requireUser(headers);
  const { password } = passwordConfirmSchema.parse(input);
  const attempt = await countAttempt("sign-in", actor.email ?? actor.id, clientAddress(headers));
  const result = await work(actor, password);
  await attemptSucceeded(attempt);
  return result;
}

/**
 * "Activar": a new secret (not yet in force) for the signed-in account, as a QR code and as text.
 * It takes effect with the first right code (`confirmEnrolment`); until then sign-in is unchanged.
 */
export async function startEnrolment(headers: Headers, input: unknown): Promise<Enrolment> {
  return withPassword(headers, input, async (_actor, password) => {
    const auth = await localAuth();
    const enabled = await call("account", () => auth.api.enableTwoFactor({ body: { password, method: "totp" }, headers }));
    if (enabled.method !== "totp") throw new Error("two-factor: the library gave no TOTP address");
    const { totpURI } = enabled;
    const secret = new URL(totpURI).searchParams.get("secret") ?? "";
    const svg = await QRCode.toString(totpURI, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
    return { secret, uri: totpURI, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
  });
}

/** The audit row and the e-mail of a second factor set up or removed, in the write's transaction. */
function recordChange(actor: Actor, change: "enabled" | "disabled") {
  return async (tx: Tx) => {
    await recordAccountEvent(change === "enabled" ? "two-factor-on" : "two-factor-off", { userId: actor.id }, actor)(tx);
    if (actor.email) await enqueueEmails(tx, { kind: "two-factor", ...twoFactorChanged(change) }, [actor.email]);
  };
}

/**
 * The first right code puts the new secret in force; the answer carries the ten recovery codes,
 * shown this once. The library replaces the session (new cookie) as it marks the account.
 */
export async function confirmEnrolment(headers: Headers, input: unknown): Promise<{ recoveryCodes: string[]; setCookies: string[] }> {
  assertLocalProvider();
  const actor = await requireUser(headers);
  const { code } = twoFactorCodeSchema.parse(input);
  const attempt = await countAttempt("two-factor", actor.id, clientAddress(headers));
  const db = await prisma();
  const current = await db.user.findUnique({ where: { id: actor.id }, select: { twoFactorEnabled: true } });
  if (current?.twoFactorEnabled) throw new AppError("conflict", TWO_FACTOR_MESSAGES.alreadyEnabled);
  const typed = codeKind(code);
  if (typed?.kind !== "totp")
    throw new AppError("invalid", TWO_FACTOR_MESSAGES.appCodeOnly, { fields: { code: TWO_FACTOR_MESSAGES.appCodeOnly } });
  // The first code is used once too: the same code cannot sign in right after.
  if ((await claimTotpStep(actor.id, typed.code)) === "replayed")
    throw new AppError("invalid", TWO_FACTOR_MESSAGES.codeUsed, { fields: { code: TWO_FACTOR_MESSAGES.codeUsed } });
  const auth = await localAuth();
  const { result, recorded } = await auditedAuthCall(USER_UPDATE, recordChange(actor, "enabled"), () =>
    call("account", () => auth.api.verifyTOTP({ body: { code: typed.code }, headers, returnHeaders: true })),
  );
  await attemptSucceeded(attempt);
  if (!recorded) throw new AppError("conflict", TWO_FACTOR_MESSAGES.alreadyEnabled);
  await forgetSessions(); // the library ended the session it replaced
  const { backupCodes } = await auth.api.viewBackupCodes({ body: { userId: actor.id } });
  return { recoveryCodes: backupCodes, setCookies: cookiesOf(result.headers) };
}

/** "Desactivar" (password): sign-in goes back to the password alone; an admin must set it up again. */
export async function disableTwoFactor(headers: Headers, input: unknown): Promise<{ setCookies: string[] }> {
  return withPassword(headers, input, async (actor, password) => {
    const db = await prisma();
    const user = await db.user.findUnique({ where: { id: actor.id }, select: { twoFactorEnabled: true } });
    if (!user?.twoFactorEnabled) throw new AppError("conflict", TWO_FACTOR_MESSAGES.notEnabled);
    const auth = await localAuth();
    const { result } = await auditedAuthCall(USER_UPDATE, recordChange(actor, "disabled"), () =>
      call("account", () => auth.api.disableTwoFactor({ body: { password }, headers, returnHeaders: true })),
    );
    await forgetSessions();
    return { setCookies: cookiesOf(result.headers) };
  });
}

/** "Generar códigos nuevos" (password): ten new recovery codes, shown once; the old ones stop working. */
export async function newRecoveryCodes(headers: Headers, input: unknown): Promise<{ recoveryCodes: string[] }> {
  return withPassword(headers, input, async (actor, password) => {
    const auth = await localAuth();
    const record = recordAccountEvent("recovery-codes", { userId: actor.id }, actor);
    const { result } = await auditedAuthCall(CODES_UPDATE, record, () =>
      call("account", () => auth.api.generateBackupCodes({ body: { password }, headers })),
    );
    return { recoveryCodes: result.backupCodes };
  });
}

/** Where an admin without a second factor is sent: the set-up page, outside the back-office. */
export const TWO_FACTOR_SETUP_PATH = "/handler/two-factor";

/** What the "Verificación en dos pasos" section of Seguridad shows for the signed-in account. */
export async function twoFactorSectionProps(
  actor: Actor,
): Promise<{ enabled: boolean; recoveryCodesLeft: number | null; required: boolean }> {
  return { ...(await twoFactorStatus(actor)), required: actor.role === ROLES.admin };
}
