import { generateRandomString, symmetricEncrypt } from "better-auth/crypto";

/**
 * The second factor's codes, shared by the sign-in library's set-up (local-provider.ts), the routes
 * and the demo seed. Not `server-only`: the library's instance is built in a module the custom
 * server also loads.
 */

/** The name an authenticator app shows next to the account. */
export const TOTP_ISSUER = "Club Inversión Hipotecaria";

export const RECOVERY_CODE_COUNT = 10;

/**
 * Ten single-use recovery codes such as `k3p9x-2mq7c`: lower-case letters and digits only, so a
 * code copied by hand or typed in capitals still works (codeKind lower-cases what is typed).
 */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const code = generateRandomString(10, "a-z", "0-9");
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/**
 * What a person typed as their code: six digits from the authenticator app (spaces allowed, as some
 * apps show "123 456") or a recovery code (with or without its dash, any case); null for anything
 * else.
 */
export function codeKind(typed: string): { kind: "totp" | "recovery"; code: string } | null {
  const compact = typed.replace(/[\s-]/g, "").toLowerCase();
  if (/^\d{6}$/.test(compact)) return { kind: "totp", code: compact };
  if (/^[a-z0-9]{10}$/.test(compact)) return { kind: "recovery", code: `${compact.slice(0, 5)}-${compact.slice(5)}` };
  return null;
}

/** How the library marks a secret imported from elsewhere (given in base32) among the ones it generated. */
export const IMPORTED_SECRET_PREFIX = "base32:";

/**
 * A second factor as the library stores it, for a secret given in base32 (the demo admin's): the
 * library reads `base32:<secret>` as an imported secret. Encrypted with the provider's secret
 * (BETTER_AUTH_SECRET), like the recovery codes.
 */
export async function storedTwoFactor(base32Secret: string, authSecret: string): Promise<{ secret: string; backupCodes: string }> {
  return {
    secret: await symmetricEncrypt({ key: authSecret, data: `${IMPORTED_SECRET_PREFIX}${base32Secret.toUpperCase()}` }),
    backupCodes: await symmetricEncrypt({ key: authSecret, data: JSON.stringify(newRecoveryCodes()) }),
  };
}
