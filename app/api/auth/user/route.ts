import { NextResponse } from "next/server";
import { requireUser } from "@/server/auth/session";
import { route } from "@/server/api/handler";
import { ownVerification } from "@/server/kyc/state";

/**
 * The signed-in user: `{ id, email, firstName, lastName, role, verification }` (`verification`:
 * `{ status, riskLevel, expiresAt }`, server/kyc/state.ts), 401 when signed out.
 */
export const GET = route(async ({ request }) => {
  const { id, email, firstName, lastName, role } = await requireUser(request.headers);
  const verification = await ownVerification(id);
  return NextResponse.json({ id, email, firstName, lastName, role, verification }, { headers: { "cache-control": "private, no-store" } });
});
