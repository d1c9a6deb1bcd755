import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { deleteInvestor, getInvestor, updateInvestor } from "@/server/investors";

type Params = { id: string };

export const GET = route<Params>(async (request, { params }) =>
  NextResponse.json(await getInvestor(await getActor(request.headers), (await params).id)),
);

export const PUT = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await updateInvestor(actor, (await params).id, await readJsonBody(request)));
});

/** Deleting an investor removes their investments too (database cascade). */
export const DELETE = route<Params>(async (request, { params }) => {
  await deleteInvestor(await getActor(request.headers), (await params).id);
  return new Response(null, { status: 204 });
});
