import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { createTransaction, listTransactions } from "@/server/transactions";

/** Admins get every row; an investor only the rows that are theirs to see. */
export const GET = route(async (request) => NextResponse.json(await listTransactions(await getActor(request.headers))));

export const POST = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await createTransaction(actor, await readJsonBody(request)), { status: 201 });
});
