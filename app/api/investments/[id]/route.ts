import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { deleteInvestment, getInvestment, updateInvestment } from "@/server/investments";

type Params = { id: string };

/** Another investor's row is a 404, exactly like a missing one. */
export const GET = route<Params>(async (request, { params }) =>
  NextResponse.json(await getInvestment(await getActor(request.headers), (await params).id)),
);

export const PUT = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await updateInvestment(actor, (await params).id, await readJsonBody(request)));
});

export const DELETE = route<Params>(async (request, { params }) => {
  await deleteInvestment(await getActor(request.headers), (await params).id);
  return new Response(null, { status: 204 });
});
