import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { createInvestment, listInvestments } from "@/server/investments";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route(async (request) => NextResponse.json(await listInvestments(await getActor(request.headers))));

export const POST = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await createInvestment(actor, await readJsonBody(request)), { status: 201 });
});
