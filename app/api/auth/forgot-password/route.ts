import { NextResponse } from "next/server";
import { forgotPasswordSchema } from "@/lib/validations/auth";
import { FORGOT_PASSWORD_ANSWER, requestPasswordResetEmail } from "@/server/auth/forgot-password";
import { assertLocalProvider } from "@/server/auth/local-only";
import { clientAddress } from "@/server/platform/request/client-address";
import { route } from "@/server/api/handler";

/** `{ email }` → the same answer whatever the e-mail; a link is e-mailed when it has an account. */
export const POST = route(async ({ request, body }) => {
  assertLocalProvider();
  const { email } = forgotPasswordSchema.parse(body);
  await requestPasswordResetEmail(email, clientAddress(request.headers));
  return NextResponse.json({ ok: true, message: FORGOT_PASSWORD_ANSWER });
});
