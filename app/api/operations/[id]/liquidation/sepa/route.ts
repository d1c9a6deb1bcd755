import { route } from "@/server/api/handler";
import { liquidationTransfers } from "@/server/liquidation/sepa";

/**
 * The liquidation's payouts as a SEPA credit-transfer file (pain.001.001.03) for the club's bank:
 * a new batch of the payouts still ordered, or the last batch again; `?batch=N`, batch N again.
 */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params, request }) => {
  const batch = new URL(request.url).searchParams.get("batch");
  const { fileName, xml } = await liquidationTransfers(actor, params.id, new Date(), batch);
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
});
