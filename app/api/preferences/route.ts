import { route } from "@/server/api/handler";
import { getPreferences, updatePreferences } from "@/server/account/preferences";

/** The signed-in person's e-mail preferences ("Preferencias" of the investor area). */
export const GET = route.withCaller(async ({ actor }) => getPreferences(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updatePreferences(actor, body));
