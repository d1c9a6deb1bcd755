import { optionQueryOf } from "@/lib/options";
import { route } from "@/server/api/handler";
import { searchPayableParticipationOptions } from "@/server/shared/options";

/** The participation picker of Banco: `?q=` searches references, investors and operations, `?id=` resolves labels; `{ options }`, at most 20. */
export const GET = route.withCaller(async ({ actor, query }) => ({
  options: await searchPayableParticipationOptions(actor, optionQueryOf(query)),
}));
