import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { getSettings, updateSettings } from "@/server/settings";

export const GET = route(async (request) => NextResponse.json(await getSettings(await getActor(request.headers))));

export const PUT = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await updateSettings(actor, await readJsonBody(request)));
});
