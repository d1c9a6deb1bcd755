import { NextResponse } from "next/server";
import { signInSchema } from "@/lib/validations/auth";
import { signInWithPassword } from "@/server/auth/local-accounts";
import { sessionHintCookie } from "@/server/auth/session-hint";
import { assertSignInAllowed, recordFailedSignIn, recordSuccessfulSignIn } from "@/server/auth/throttle";
import { assertLocalProvider } from "@/server/auth/local-only";
import { clientAddress } from "@/server/http/client-address";
import { HttpError } from "@/server/http/errors";
import { route } from "@/server/http/handler";

export const POST = route(async ({ request, body }) => {
  assertLocalProvider();
  const input = signInSchema.parse(body);
  const client = clientAddress(request.headers);
  await assertSignInAllowed(input.email, client);
  try {
    const { userId, role, setCookies } = await signInWithPassword(input, request.headers);
    await recordSuccessfulSignIn(input.email);
    const response = NextResponse.json({ id: userId, role });
    for (const cookie of [...setCookies, sessionHintCookie(role)]) response.headers.append("set-cookie", cookie);
    return response;
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) await recordFailedSignIn(input.email, client);
    throw error;
  }
});
