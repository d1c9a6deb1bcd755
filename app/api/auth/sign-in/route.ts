import { NextResponse } from "next/server";
import { signInSchema } from "@/lib/validations/auth";
import { signInWithPassword } from "@/server/auth/local-accounts";
import { sessionHintCookie } from "@/server/auth/session-hint";
import { attemptSucceeded, countAttempt, recordFailedSignIn } from "@/server/auth/throttle";
import { assertLocalProvider } from "@/server/auth/local-only";
import { clientAddress } from "@/server/platform/request/client-address";
import { AppError } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { withCookies } from "@/server/api/with-cookies";

export const POST = route(async ({ request, body }) => {
  assertLocalProvider();
  const input = signInSchema.parse(body);
  // Counted before the password is checked: past the limit even the right one gets 429.
  const attempt = await countAttempt("sign-in", input.email, clientAddress(request.headers));
  try {
    const signedIn = await signInWithPassword(input, request.headers);
    await attemptSucceeded(attempt);
    // An account with a second factor gets no session yet: the code goes to POST /api/auth/two-factor.
    if ("twoFactorRequired" in signedIn) return withCookies(NextResponse.json({ twoFactorRequired: true }), signedIn.setCookies);
    return withCookies(NextResponse.json({ id: signedIn.userId, role: signedIn.role }), [
      ...signedIn.setCookies,
      sessionHintCookie(signedIn.role),
    ]);
  } catch (error) {
    if (error instanceof AppError && error.code === "unauthenticated") await recordFailedSignIn(input.email);
    throw error;
  }
});
