import { NextResponse } from "next/server";
import { resetPasswordSchema } from "@/lib/validations/auth";
import { assertLocalProvider } from "@/server/auth/local-only";
import { resetPasswordWithToken } from "@/server/auth/password-links";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";

/** Sets a password from a one-time link: `{ token, password }`. */
export const POST = route(async (request) => {
  assertLocalProvider();
  const { token, password } = resetPasswordSchema.parse(await readJsonBody(request));
  await resetPasswordWithToken(token, password);
  return NextResponse.json({ ok: true });
});
