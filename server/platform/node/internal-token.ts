import { randomBytes, timingSafeEqual } from "node:crypto";

/**
 * A secret that server.ts creates at start-up and keeps in this process only (on globalThis, which
 * the custom server and Next's bundled routes share), so that the server can call its own
 * internal routes and nobody else can.
 */
const holder = globalThis as typeof globalThis & { __clubInternalToken?: string };

export function issueInternalToken(): string {
  holder.__clubInternalToken ??= randomBytes(32).toString("hex");
  return holder.__clubInternalToken;
}

export function isInternalRequest(headers: Headers): boolean {
  const expected = holder.__clubInternalToken;
  const given = headers.get("authorization")?.replace(/^Bearer /, "");
  if (!expected || !given) return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
