import { NextResponse } from "next/server";
import { getActor } from "@/server/auth/session";
import { readJsonBody } from "@/server/http/body";
import { route } from "@/server/http/handler";
import { getPreferences, updatePreferences } from "@/server/preferences";

/** The signed-in person's e-mail preferences ("Preferencias" of the investor area). */
export const GET = route(async (request) => NextResponse.json(await getPreferences(await getActor(request.headers))));

export const PUT = route(async (request) => {
  const actor = await getActor(request.headers);
  return NextResponse.json(await updatePreferences(actor, await readJsonBody(request)));
});
