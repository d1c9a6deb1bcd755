import { NextResponse } from "next/server";
import { optionQueryOf } from "@/lib/options";
import { getActor } from "@/server/auth/session";
import { route } from "@/server/http/handler";
import { searchInvestorOptions } from "@/server/options";

/** The investor picker of the admin forms: `?q=` searches names and e-mails, `?id=` (repeatable) resolves labels; `{ options }`, at most 20. */
export const GET = route(async (request) => {
  const actor = await getActor(request.headers);
  const options = await searchInvestorOptions(actor, optionQueryOf(new URL(request.url).searchParams));
  return NextResponse.json({ options }, { headers: { "cache-control": "private, no-store" } });
});
