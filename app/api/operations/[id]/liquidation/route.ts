import { route } from "@/server/api/handler";
import { confirmLiquidation, getLiquidation } from "@/server/liquidation/liquidation";

/** The operation's liquidation in force (admins), `{ liquidation: null }` when it has none. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => ({ liquidation: await getLiquidation(actor, params.id) }));

/**
 * Confirms the liquidation (admins): `{ proceeds, costs: [{ concept, amount }], date }` as decimal
 * strings. Answers the rows (`investmentId`, `capital`, `fee`, `gain`, `withholding`, `net`…) and the totals.
 */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => confirmLiquidation(actor, params.id, body));
