import { NextResponse } from "next/server";
import { confirmEnrolment } from "@/server/auth/two-factor";
import { route } from "@/server/api/handler";
import { withCookies } from "@/server/api/with-cookies";

/** `{ code }` (the first code of the new secret) → `{ recoveryCodes }`, shown this once; the session is renewed. */
export const POST = route(async ({ request, body }) => {
  const { recoveryCodes, setCookies } = await confirmEnrolment(request.headers, body);
  return withCookies(NextResponse.json({ recoveryCodes }), setCookies);
});
