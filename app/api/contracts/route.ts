import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { createContract, listContracts } from "@/server/contracts";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route(async (request) => NextResponse.json(await listContracts(await getActor(request.headers))));

export const POST = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await createContract(actor, await readJsonBody(request)), { status: 201 });
});
