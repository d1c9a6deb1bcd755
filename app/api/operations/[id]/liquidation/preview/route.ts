import { route } from "@/server/api/handler";
import { previewLiquidation } from "@/server/liquidation/liquidation";

/** What confirming the liquidation would do, with the same body and answer; writes nothing (admins). */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => previewLiquidation(actor, params.id, body));
