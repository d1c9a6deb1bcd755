import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { createInvestor, listInvestors } from "@/server/investors";

/** Investors only (specification §2): admins are neither listed nor created here. */
export const GET = route(async (request) => NextResponse.json(await listInvestors(await getActor(request.headers))));

export const POST = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await createInvestor(actor, await readJsonBody(request)), { status: 201 });
});
