import { NextResponse } from "next/server";
import { requireUser } from "@/server/auth/session";
import { route } from "@/server/api/handler";

/** The signed-in user: `{ id, email, firstName, lastName, role }`, 401 when signed out. */
export const GET = route(async ({ request }) => {
  const { id, email, firstName, lastName, role } = await requireUser(request.headers);
  return NextResponse.json({ id, email, firstName, lastName, role }, { headers: { "cache-control": "private, no-store" } });
});
