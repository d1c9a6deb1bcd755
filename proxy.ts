import { NextResponse, type NextFetchEvent, type NextRequest } from "next/server";
import { getSessionCookie } from "better-auth/cookies";
import { SESSION_HINT_COOKIE } from "@/lib/session-hint";

/**
 * Redirect-only guard (docs/specification.md §6), reading cookies only, never the database. It saves a
 * round trip; it protects nothing by itself: every protected page, action and route checks the
 * session and the role again on the server.
 *  - no session cookie on /admin or /investor → /handler/sign-in (with the way back);
 *  - the role hint of an investor on /admin → home, told why.
 * With Clerk configured, Clerk's middleware runs first so its `auth()` works in routes and pages.
 */
const SIGN_IN = "/handler/sign-in";

function guard(request: NextRequest): NextResponse {
  const { pathname, search } = request.nextUrl;
  const isAdminArea = pathname === "/admin" || pathname.startsWith("/admin/");
  const isInvestorArea = pathname === "/investor" || pathname.startsWith("/investor/");
  if (!isAdminArea && !isInvestorArea) return NextResponse.next();

  const hasSession = clerkEnabled ? Boolean(request.cookies.get("__session")?.value) : getSessionCookie(request) !== null;
  if (!hasSession) {
    const target = new URL(SIGN_IN, request.url);
    target.searchParams.set("redirect", `${pathname}${search}`);
    target.searchParams.set("motivo", "no-autorizado");
    return NextResponse.redirect(target);
  }

  const role = request.cookies.get(SESSION_HINT_COOKIE)?.value;
  if (isAdminArea && role && role !== "admin") {
    const home = new URL("/", request.url);
    home.searchParams.set("acceso", "denegado");
    return NextResponse.redirect(home);
  }
  return NextResponse.next();
}

const clerkEnabled = Boolean(process.env.CLERK_SECRET_KEY && process.env.NEXT_PUBLIC_CLERK_PUBLISHABLE_KEY);

async function withClerk(request: NextRequest, event: NextFetchEvent) {
  const { clerkMiddleware } = await import("@clerk/nextjs/server");
  return clerkMiddleware(() => guard(request))(request, event);
}

export async function proxy(request: NextRequest, event: NextFetchEvent) {
  return clerkEnabled ? withClerk(request, event) : guard(request);
}

export const config = {
  // /api/files (uploads) and /api/sanctions-lists (a list of ~25 MB) stay out: with a proxy, Next
  // buffers the whole request body in memory.
  matcher: [
    "/admin/:path*",
    "/admin",
    "/investor/:path*",
    "/investor",
    "/api/((?!files(?:/|$)|sanctions-lists(?:/|$)).*)",
    "/handler/:path*",
  ],
};
