import { route } from "@/server/api/handler";
import { liquidationTransfers } from "@/server/liquidation/sepa";

/** The liquidation's payouts as a SEPA credit-transfer file (pain.001.001.03) for the club's bank. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params }) => {
  const { fileName, xml } = await liquidationTransfers(actor, params.id);
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
});
