import { optionQueryOf } from "@/lib/options";
import { route } from "@/server/api/handler";
import { searchPeopleOptions } from "@/server/shared/options";

/** The person filter of Actividad: anyone (admins too) by name or e-mail, `?id=` resolves labels; `{ options }`, at most 20. */
export const GET = route.withCaller(async ({ actor, query }) => ({ options: await searchPeopleOptions(actor, optionQueryOf(query)) }));
