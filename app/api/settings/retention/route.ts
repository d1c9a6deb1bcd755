import { route } from "@/server/api/handler";
import { getRetention, updateRetention } from "@/server/club/retention-settings";

/** Configuración, "Protección de datos": the years a closed account's blocked data is kept. */
export const GET = route.withCaller(async ({ actor }) => getRetention(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updateRetention(actor, body));
