import { route } from "@/server/api/handler";
import { sepaBatchCreated, sepaFileDownload } from "@/server/api/sepa-download";
import { liquidationTransfers, liquidationTransfersFile } from "@/server/liquidation/sepa";

/**
 * The liquidation's payouts as SEPA credit-transfer files (pain.001.001.03) for the club's bank. POST
 * makes a new batch of the payouts still ordered and marks them sent (201 with its number, transfers,
 * total and where to download it); GET downloads a batch that exists: `?batch=N`, or the last one.
 */
export const POST = route.withCaller<{ id: string }>(
  async ({ actor, params }) => {
    const batch = await liquidationTransfers(actor, params.id);
    return sepaBatchCreated(batch, `/api/operations/${params.id}/liquidation/sepa?batch=${batch.number}`);
  },
  { body: "none" },
);

export const GET = route.withCaller<{ id: string }>(async ({ actor, params, request }) =>
  sepaFileDownload(await liquidationTransfersFile(actor, params.id, new URL(request.url).searchParams.get("batch"))),
);
