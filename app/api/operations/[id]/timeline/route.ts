import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { getOperationCase, replaceTimeline } from "@/server/operation-case";

type Params = { id: string };

/** The operation's court-case milestones, in order (admin editor). */
export const GET = route<Params>(async (request, { params }) => {
  const { milestones } = await getOperationCase(await getActor(request.headers), (await params).id);
  return NextResponse.json(milestones);
});

/** Replaces the whole ordered list: `{ milestones: [...] }`. */
export const PUT = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await replaceTimeline(actor, (await params).id, await readJsonBody(request)));
});
