import { optionQueryOf } from "@/lib/options";
import { route } from "@/server/api/handler";
import { searchOperationOptions } from "@/server/shared/options";

/** The operation picker of the admin forms: `?q=` searches titles, `?id=` (repeatable) resolves labels; `{ options }`, at most 20. */
export const GET = route.withCaller(async ({ actor, query }) => ({ options: await searchOperationOptions(actor, optionQueryOf(query)) }));
