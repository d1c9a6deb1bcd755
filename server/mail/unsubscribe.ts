import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { authSecret } from "../platform/auth-config";
import { siteLink } from "./layout";

/**
 * The one-click unsubscribe of the commercial e-mails (LSSI-CE art. 21; RFC 8058): a token per
 * person, `<user id>.<HMAC-SHA256 of it with the auth secret>`, so a link works signed out, for
 * ever, and names nobody else. Nothing is stored: the signature is the proof.
 */
const sign = (userId: string) => createHmac("sha256", authSecret()).update(`unsubscribe:${userId}`).digest("base64url");

export const unsubscribeToken = (userId: string) => `${userId}.${sign(userId)}`;

/** The person a token names, or null when it was not made here (altered, truncated, invented). */
export function userOfUnsubscribeToken(token: string | null): string | null {
  const [userId, signature, extra] = (token ?? "").split(".");
  if (!userId || !signature || extra !== undefined || !/^[0-9a-f-]{36}$/.test(userId)) return null;
  const expected = Buffer.from(sign(userId));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
}

/** Where the mail client's one-click POST goes (the List-Unsubscribe header). */
export const unsubscribeApiUrl = (userId: string) => siteLink(`/api/unsubscribe?token=${encodeURIComponent(unsubscribeToken(userId))}`);

/** The page the e-mail's "Darse de baja" link opens: it says what stops and asks for one click. */
export const unsubscribePageUrl = (userId: string) => siteLink(`/baja?token=${encodeURIComponent(unsubscribeToken(userId))}`);
