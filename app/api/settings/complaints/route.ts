import { route } from "@/server/api/handler";
import { getComplaintSettings, updateComplaintSettings } from "@/server/club/complaint-settings";

/** Configuración, "Reclamaciones": working days to decide admissibility, months to resolve. */
export const GET = route.withCaller(async ({ actor }) => getComplaintSettings(actor));

export const PUT = route.withCaller(async ({ actor, body }) => updateComplaintSettings(actor, body));
