import { route } from "@/server/api/handler";
import { acknowledgeRisk } from "@/server/appropriateness/test";

/** The investor acknowledges the warning their latest test showed: the result, with `riskAcknowledgedAt`. */
export const POST = route.withCaller(async ({ actor }) => acknowledgeRisk(actor));
