import type { NextResponse } from "next/server";

/** The answer with each `Set-Cookie` line of a sign-in library call appended (a header each). */
export function withCookies(response: NextResponse, setCookies: string[]): NextResponse {
  for (const cookie of setCookies) response.headers.append("set-cookie", cookie);
  return response;
}
