import { NextResponse } from "next/server";
import { disableTwoFactor } from "@/server/auth/two-factor";
import { route } from "@/server/api/handler";
import { withCookies } from "@/server/api/with-cookies";

/** `{ password }` → the signed-in account signs in with its password alone again; the session is renewed. */
export const POST = route(async ({ request, body }) => {
  const { setCookies } = await disableTwoFactor(request.headers, body);
  return withCookies(NextResponse.json({ enabled: false }), setCookies);
});
