import { NextResponse } from "next/server";
import { optionQueryOf } from "@/lib/options";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { searchOperationOptions } from "@/server/options";

/** The operation picker of the admin forms: `?q=` searches titles, `?id=` (repeatable) resolves labels; `{ options }`, at most 20. */
export const GET = route(async (request) => {
  const actor = await getActor(request.headers);
  const options = await searchOperationOptions(actor, optionQueryOf(new URL(request.url).searchParams));
  return NextResponse.json({ options }, { headers: { "cache-control": "private, no-store" } });
});
