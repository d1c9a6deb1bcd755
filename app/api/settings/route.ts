import { route } from "@/server/api/handler";
import { getSettings, updateSettings } from "@/server/club/settings";

export const GET = route.withCaller(async ({ actor }) => getSettings(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updateSettings(actor, body));
