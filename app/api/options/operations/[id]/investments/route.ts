import { optionQueryOf } from "@/lib/options";
import { route } from "@/server/api/handler";
import { searchParticipationOptions } from "@/server/shared/options";

/** The participation picker of documents and contracts ("Para: un inversor"): the operation's participations, `?q=` searches the investor's name and e-mail, `?id=` resolves labels; `{ options }`, at most 20. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params, query }) => ({
  options: await searchParticipationOptions(actor, params.id, optionQueryOf(query)),
}));
