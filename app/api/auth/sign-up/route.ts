import { NextResponse } from "next/server";
import { signUpSchema } from "@/lib/validations/auth";
import { assertLocalProvider } from "@/server/auth/local-only";
import { SIGN_UP_ANSWER, signUpWithPassword } from "@/server/auth/local-accounts";
import { clientAddress } from "@/server/platform/request/client-address";
import { AppError, MESSAGES } from "@/server/core/errors";
import { route } from "@/server/api/handler";
import { consumeRateLimit } from "@/server/platform/database/rate-limit";

/** New accounts per client: 10 in an hour is plenty for people and little for a script. */
const SIGN_UP_LIMIT = { limit: 10, windowMs: 60 * 60 * 1000 } as const;

/**
 * `{ firstName, lastName, email, password }` → 201 `{ ok, message }` whether the e-mail was new (the
 * account is made and welcomed by e-mail) or had an account (its owner is e-mailed instead); no
 * session either way: the new investor signs in next.
 */
export const POST = route(async ({ request, body }) => {
  assertLocalProvider();
  const input = signUpSchema.parse(body);
  const limit = await consumeRateLimit(`sign-up:${clientAddress(request.headers)}`, SIGN_UP_LIMIT.limit, SIGN_UP_LIMIT.windowMs);
  if (!limit.allowed) {
    throw new AppError("rate-limited", MESSAGES.tooManyRequests, { retryAfterSeconds: limit.retryAfterSeconds });
  }
  await signUpWithPassword(input, request.headers);
  return NextResponse.json({ ok: true, message: SIGN_UP_ANSWER }, { status: 201 });
});
