import { NextResponse } from "next/server";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { assertLocalProvider } from "@/server/auth/local-only";
import { resetPasswordWithToken } from "@/server/auth/password-links";
import { route } from "@/server/http/handler";

/** Sets a password from a one-time link: `{ token, password }`. */
export const POST = route(async ({ body }) => {
  assertLocalProvider();
  const { token, password } = resetPasswordSchema.parse(body);
  await resetPasswordWithToken(token, password);
  return NextResponse.json({ ok: true });
});
