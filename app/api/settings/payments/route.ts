import { route } from "@/server/api/handler";
import { getPaymentSettings, updatePaymentSettings } from "@/server/club/payment-settings";

/** Configuración, "Cobros": the club's account investors pay into and the days they have to pay. */
export const GET = route.withCaller(async ({ actor }) => getPaymentSettings(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updatePaymentSettings(actor, body));
