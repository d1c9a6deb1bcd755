import { NextResponse } from "next/server";
import { signUpSchema } from "@/lib/validations/auth";
import { assertLocalProvider } from "@/server/auth/local-only";
import { signUpWithPassword } from "@/server/auth/local-accounts";
import { sessionHintCookie } from "@/server/auth/session-hint";
import { clientAddress } from "@/server/http/client-address";
import { HttpError, MESSAGES } from "@/server/http/errors";
import { route } from "@/server/http/handler";
import { consumeRateLimit } from "@/server/shared/rate-limit";

/** New accounts per client: 10 in an hour is plenty for people and little for a script. */
const SIGN_UP_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

export const POST = route(async ({ request, body }) => {
  assertLocalProvider();
  const input = signUpSchema.parse(body);
  const limit = await consumeRateLimit(`sign-up:${clientAddress(request.headers)}`, SIGN_UP_LIMIT.limit, SIGN_UP_LIMIT.windowMs);
  if (!limit.allowed) {
    throw new HttpError(429, MESSAGES.tooManyRequests, undefined, { "Retry-After": String(limit.retryAfterSeconds) });
  }
  const { userId, role, setCookies } = await signUpWithPassword(input, request.headers);
  const response = NextResponse.json({ id: userId, role }, { status: 201 });
  for (const cookie of [...setCookies, sessionHintCookie(role)]) response.headers.append("set-cookie", cookie);
  return response;
});
