import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { deleteContract, getContract, updateContract } from "@/server/contracts";

type Params = { id: string };

/** Another investor's row is a 404, exactly like a missing one. */
export const GET = route<Params>(async (request, { params }) =>
  NextResponse.json(await getContract(await getActor(request.headers), (await params).id)),
);

export const PUT = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await updateContract(actor, (await params).id, await readJsonBody(request)));
});

export const DELETE = route<Params>(async (request, { params }) => {
  await deleteContract(await getActor(request.headers), (await params).id);
  return new Response(null, { status: 204 });
});
