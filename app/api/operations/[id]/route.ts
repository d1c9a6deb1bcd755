import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { deleteOperation, updateOperation } from "@/server/operations-admin";

type Params = { id: string };

export const PUT = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await updateOperation(actor, (await params).id, await readJsonBody(request)));
});

export const DELETE = route<Params>(async (request, { params }) => {
  await deleteOperation(await getActor(request.headers), (await params).id);
  return new Response(null, { status: 204 });
});
