import { timingSafeEqual } from "node:crypto";

/**
 * A secret that server.ts creates at start-up and keeps in this process's environment, so that
 * the server can call its own internal routes and nobody else can.
 */
export const INTERNAL_TOKEN_ENV = "CLUB_INTERNAL_TOKEN";

export function isInternalRequest(headers: Headers): boolean {
  const expected = process.env[INTERNAL_TOKEN_ENV];
  const given = headers.get("authorization")?.replace(/^Bearer /, "");
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
