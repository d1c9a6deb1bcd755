import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { getOperationCase, replaceScenarios } from "@/server/operation-case";

type Params = { id: string };

/** The operation's return scenarios, in order (admin editor). */
export const GET = route<Params>(async (request, { params }) => {
  const { scenarios } = await getOperationCase(await getActor(request.headers), (await params).id);
  return NextResponse.json(scenarios);
});

/** Replaces the whole ordered list: `{ scenarios: [...] }`. */
export const PUT = route<Params>(async (request, { params }) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await replaceScenarios(actor, (await params).id, await readJsonBody(request)));
});
