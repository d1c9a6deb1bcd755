import { route } from "@/server/api/handler";
import { getDepositSettings, updateDepositSettings } from "@/server/club/deposit-settings";

/** Configuración, "Cuenta de depósito": `{ depositEnabled, depositTae, depositCrediting, depositMin…, depositWindows: ["MM-DD"], depositNoticeDays, depositClaim, depositWording }`. */
export const GET = route.withCaller(async ({ actor }) => getDepositSettings(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updateDepositSettings(actor, body));
