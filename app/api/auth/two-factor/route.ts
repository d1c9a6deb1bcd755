import { NextResponse } from "next/server";
import { sessionHintCookie } from "@/server/auth/session-hint";
import { completeSignIn } from "@/server/auth/two-factor";
import { route } from "@/server/api/handler";
import { withCookies } from "@/server/api/with-cookies";

/** The sign-in's second step: `{ code }` (a TOTP or a recovery code) → `{ id, role }` and the session. */
export const POST = route(async ({ request, body }) => {
  const { userId, role, setCookies } = await completeSignIn(body, request.headers);
  return withCookies(NextResponse.json({ id: userId, role }), [...setCookies, sessionHintCookie(role)]);
});
