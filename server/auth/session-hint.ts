import "server-only";
import { SESSION_HINT_COOKIE } from "@/lib/session-hint";
import { SESSION_MAX_AGE_SECONDS } from "./local-provider";

/**
 * A readable companion of the HttpOnly session cookie holding only the role of whoever signed in
 * here, so the static public pages ask for the user (GET /api/auth/user) only when it is worth it
 * and proxy.ts can send an investor away from /admin without a database query. It grants nothing:
 * every page, action and route reads the real session and the role from the database.
 */
export function sessionHintCookie(role: string | null): string {
  const value = role && /^[a-z_]{1,20}$/.test(role) ? role : "";
  const maxAge = value ? SESSION_MAX_AGE_SECONDS : 0;
  return `${SESSION_HINT_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
