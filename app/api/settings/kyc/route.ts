import { route } from "@/server/api/handler";
import { getKycSettings, updateKycSettings } from "@/server/kyc/settings";

/** Configuración, "Verificación de identidad": the questionnaire, its pass mark, the source-of-funds threshold, the review periods. */
export const GET = route.withCaller(async ({ actor }) => getKycSettings(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updateKycSettings(actor, body));
