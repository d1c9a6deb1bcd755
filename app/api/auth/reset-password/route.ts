import { NextResponse } from "next/server";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { assertLocalProvider } from "@/server/auth/local-only";
import { resetPasswordWithToken } from "@/server/auth/password-links";
import { clientAddress } from "@/server/platform/request/client-address";
import { route } from "@/server/api/handler";

/** Sets a password from a one-time link: `{ token, password }`. */
export const POST = route(async ({ request, body }) => {
  assertLocalProvider();
  const { token, password } = resetPasswordSchema.parse(body);
  await resetPasswordWithToken(token, password, clientAddress(request.headers));
  return NextResponse.json({ ok: true });
});
