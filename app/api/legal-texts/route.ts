import { route } from "@/server/api/handler";
import { listLegalTexts } from "@/server/club/legal-texts";

/** Configuración, "Textos legales": each legal text's current Markdown and every version, newest first. */
export const GET = route.withCaller(async ({ actor }) => listLegalTexts(actor));
