import { noContent, route } from "@/server/api/handler";
import { reverseLiquidation } from "@/server/liquidation/liquidation";

/** Reverses the liquidation in force with `{ reason }` (admins): counter-movements, participations active again; 204. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => {
  await reverseLiquidation(actor, params.id, body);
  return noContent();
});
