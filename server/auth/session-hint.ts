import "server-only";
import { SESSION_HINT_COOKIE } from "@/lib/session-hint";
import { SESSION_MAX_AGE_SECONDS } from "./local-provider";

/**
 * A readable companion of the HttpOnly session cookie that says only "someone is signed in
 * here", so the static public pages ask for the user (GET /api/auth/user) only when it is worth it.
 * It grants nothing: every check reads the real session.
 */
export function sessionHintCookie(signedIn: boolean): string {
  const maxAge = signedIn ? SESSION_MAX_AGE_SECONDS : 0;
  return `${SESSION_HINT_COOKIE}=${signedIn ? "1" : ""}; Path=/; Max-Age=${maxAge}; SameSite=Lax`;
}
