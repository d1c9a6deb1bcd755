import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { deleteMessage, updateMessage } from "@/server/messages";

type Params = { id: string };

/** `{ isRead: true | false }` */
export const PATCH = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await updateMessage(actor, (await params).id, await readJsonBody(request)));
});

export const DELETE = route<Params>(async (request, { params }) => {
  await deleteMessage(await getActor(request.headers), (await params).id);
  return new Response(null, { status: 204 });
});
