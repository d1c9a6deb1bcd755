import { NextResponse } from "next/server";
import { optionQueryOf } from "@/lib/options";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { searchPeopleOptions } from "@/server/options";

/** The person filter of Actividad: anyone (admins too) by name or e-mail, `?id=` resolves labels; `{ options }`, at most 20. */
export const GET = route(async (request) => {
  const actor = await getActor(request.headers);
  const options = await searchPeopleOptions(actor, optionQueryOf(new URL(request.url).searchParams));
  return NextResponse.json({ options }, { headers: { "cache-control": "private, no-store" } });
});
