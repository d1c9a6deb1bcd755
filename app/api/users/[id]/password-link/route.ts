import { NextResponse } from "next/server";
import { createPasswordLink } from "@/server/auth/password-links";
import { assertLocalProvider } from "@/server/auth/local-only";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";

/** A one-time link for the investor to set their password (admins only; local sign-in only). */
export const POST = route<{ id: string }>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  assertLocalProvider();
  return NextResponse.json(await createPasswordLink(actor, (await params).id), { status: 201 });
});
