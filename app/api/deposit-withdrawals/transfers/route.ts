import { route } from "@/server/api/handler";
import { depositWindowTransfers } from "@/server/deposit/transfers";

/**
 * A window's approved deposit withdrawals as a SEPA credit-transfer file (pain.001.001.03):
 * `?window=yyyy-mm-dd` (default: the earliest with approved ones); a new batch, or the window's
 * last batch again; `?batch=N`, batch N again.
 */
export const GET = route.withCaller(async ({ actor, request }) => {
  const query = new URL(request.url).searchParams;
  const { fileName, xml } = await depositWindowTransfers(actor, query.get("window"), new Date(), query.get("batch"));
  return new Response(xml, {
    headers: {
      "content-type": "application/xml; charset=utf-8",
      "content-disposition": `attachment; filename="${fileName}"`,
      "cache-control": "private, no-store",
    },
  });
});
