import { optionQueryOf } from "@/lib/options";
import { route } from "@/server/api/handler";
import { searchInvestorOptions } from "@/server/shared/options";

/** The investor picker of the admin forms: `?q=` searches names and e-mails, `?id=` (repeatable) resolves labels; `{ options }`, at most 20. */
export const GET = route.withCaller(async ({ actor, query }) => ({ options: await searchInvestorOptions(actor, optionQueryOf(query)) }));
