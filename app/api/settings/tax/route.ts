import { route } from "@/server/api/handler";
import { getTaxSettings, updateTaxSettings } from "@/server/club/tax-settings";

/** Configuración, "Fiscalidad": the club's fiscal identity and the IRPF rate per year. */
export const GET = route.withCaller(async ({ actor }) => getTaxSettings(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updateTaxSettings(actor, body));
