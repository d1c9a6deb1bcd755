import { NextResponse } from "next/server";
import { signOut } from "@/server/auth/sign-out";
import { sessionHintCookie } from "@/server/auth/session-hint";
import { route } from "@/server/api/handler";

/**
 * The browser navigates here to sign out (docs/specification.md §7): the session ends on the server and
 * the visitor lands on the home page. A link followed from another site does nothing.
 * The redirect is relative: `request.url` carries the address the server listens on (localhost
 * behind a proxy), not the one the visitor used.
 */
export const GET = route(async ({ request }) => {
  const response = new NextResponse(null, { status: 303, headers: { location: "/" } });
  if (request.headers.get("sec-fetch-site") === "cross-site") return response;
  for (const cookie of [...(await signOut(request.headers)), sessionHintCookie(null)]) {
    response.headers.append("set-cookie", cookie);
  }
  return response;
});
