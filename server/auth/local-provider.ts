import { betterAuth } from "better-auth";
import { prismaAdapter } from "better-auth/adapters/prisma";
import { nextCookies } from "better-auth/next-js";
import { twoFactor } from "better-auth/plugins/two-factor";
import type { PrismaClient } from "@/generated/prisma/client";
import { PASSWORD_MAX, PASSWORD_MIN } from "@/lib/validations/auth";
import { env } from "../platform/env";
import { authBaseUrl, authSecret, trustedOrigins } from "../platform/auth-config";
import { auditedAuthClient } from "./audited-writes";
import { keepResetToken, revokeOtherResetLinks } from "./reset-tokens";
import { tokenHashingClient } from "./token-hashing";
import { CLIENT_ADDRESS_HEADER } from "../platform/request/internal-headers";
import { forgetSessions } from "./session-cache";
import { newRecoveryCodes, TOTP_ISSUER } from "./two-factor-codes";

/** One-time password links last an hour. */
export const RESET_LINK_TTL_SECONDS = 60 * 60;

/** Sessions last 7 days, refreshed once a day while used. */
export const SESSION_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * The local provider: e-mail + password accounts in the app's own database (users, accounts,
 * sessions, verifications), through better-auth. Sessions are rows in `sessions`, never cached in
 * the cookie, so signing out ends them for good. The library is only called from the server
 * (`auth.api.*`); its own HTTP handler is not mounted, so every sign-in goes through the
 * project's routes and their throttling.
 */
export function createLocalAuth(prisma: PrismaClient) {
  return betterAuth({
    appName: "Club Inversión Hipotecaria",
    baseURL: authBaseUrl(),
    secret: authSecret(),
    trustedOrigins: trustedOrigins(),
    telemetry: { enabled: false },
    // Failed sign-ins are expected traffic (and throttled); only real errors are logged.
    logger: { level: "error" },
    // Its writes carry the audit rows the project declares for them (server/auth/audited-writes.ts);
    // session tokens and one-time identifiers are stored as hashes (server/auth/token-hashing.ts).
    database: prismaAdapter(auditedAuthClient(tokenHashingClient(prisma)), { provider: "postgresql", transaction: true }),
    emailAndPassword: {
      enabled: true,
      // A sign-up answers the same whether or not the e-mail had an account: it opens no session.
      autoSignIn: false,
      minPasswordLength: PASSWORD_MIN,
      maxPasswordLength: PASSWORD_MAX,
      resetPasswordTokenExpiresIn: RESET_LINK_TTL_SECONDS,
      sendResetPassword: async ({ user, token }) => {
        await revokeOtherResetLinks(prisma, user.id, token);
        keepResetToken(user.id, token);
      },
      // A new password ends every session of the account, here and in every other instance.
      revokeSessionsOnPasswordReset: true,
      onPasswordReset: async () => forgetSessions(),
    },
    user: {
      modelName: "user",
      fields: { name: "firstName", image: "profileImageUrl" },
      additionalFields: {
        lastName: { type: "string", required: false, input: true },
        role: { type: "string", required: false, defaultValue: "investor", input: false },
      },
    },
    session: {
      modelName: "session",
      expiresIn: SESSION_MAX_AGE_SECONDS,
      updateAge: 24 * 60 * 60,
      cookieCache: { enabled: false },
    },
    account: { modelName: "account" },
    verification: { modelName: "verification" },
    // Throttling is the project's own (server/auth/throttle.ts): per e-mail and per client.
    rateLimit: { enabled: false },
    advanced: {
      database: { generateId: "uuid" },
      useSecureCookies: secureCookies(),
      defaultCookieAttributes: { httpOnly: true, sameSite: "lax" },
      // A session's address (Seguridad lists it) is the peer server.ts recorded, which a client
      // cannot forge (the library would read X-Forwarded-For as sent); sign-in puts the address
      // resolved through the trusted proxies there (server/auth/local-accounts.ts).
      ipAddress: { ipAddressHeaders: [CLIENT_ADDRESS_HEADER] },
    },
    plugins: [
      // The second factor (server/auth/two-factor.ts): TOTP (RFC 6238, 6 digits, 30 s) and 10
      // single-use recovery codes, both stored encrypted; 10 minutes to give the code after the
      // password. The table and the user's field are the ones of prisma/schema.prisma (TwoFactor,
      // User.twoFactorEnabled).
      twoFactor({
        issuer: TOTP_ISSUER,
        twoFactorCookieMaxAge: 10 * 60,
        backupCodeOptions: { customBackupCodesGenerate: newRecoveryCodes },
      }),
      nextCookies(),
    ],
  });
}

export type LocalAuth = ReturnType<typeof createLocalAuth>;

/**
 * Secure cookies over https, and in production everywhere but a loopback address over http (a
 * production build tried locally, where browsers would otherwise drop the cookie).
 */
function secureCookies(): boolean {
  const url = new URL(authBaseUrl());
  if (url.protocol === "https:") return true;
  const loopback = ["localhost", "127.0.0.1", "[::1]"].includes(url.hostname);
  return env().NODE_ENV === "production" && !loopback;
}
