import { route } from "@/server/api/handler";
import { sepaBatchCreated, sepaFileDownload } from "@/server/api/sepa-download";
import { refundTransfers, refundTransfersFile } from "@/server/payouts/refunds";

/**
 * The refunds (revocations in the reflection period, desistimientos of the deposit account) as SEPA
 * credit-transfer files: POST `{}` makes a new batch of every refund waiting (201 with its number, and
 * where to download it); GET downloads a batch that exists (`?batch=N`, or the last). A GET never makes one.
 */
export const POST = route.withCaller(async ({ actor }) => {
  const batch = await refundTransfers(actor);
  return sepaBatchCreated(batch, `/api/refunds/transfers?batch=${batch.number}`);
});

export const GET = route.withCaller(async ({ actor, request }) =>
  sepaFileDownload(await refundTransfersFile(actor, new URL(request.url).searchParams.get("batch"))),
);
