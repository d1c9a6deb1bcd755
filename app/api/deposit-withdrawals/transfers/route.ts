import { route } from "@/server/api/handler";
import { sepaBatchCreated, sepaFileDownload } from "@/server/api/sepa-download";
import { depositTransfersFile, depositWindowTransfers } from "@/server/deposit/transfers";
import { depositTransfersSchema } from "@/lib/validations/deposit-withdrawal";

/**
 * A window's approved deposit withdrawals as SEPA credit-transfer files (pain.001.001.03). POST
 * `{ window? }` (default: the earliest window with approved ones) makes a new batch and marks them
 * sent (201 with its number, transfers, total and where to download it); GET `?window=yyyy-mm-dd`
 * downloads a batch that exists: `&batch=N`, or the window's last.
 */
export const POST = route.withCaller(async ({ actor, body }) => {
  const batch = await depositWindowTransfers(actor, depositTransfersSchema.parse(body ?? {}).window);
  return sepaBatchCreated(batch, `/api/deposit-withdrawals/transfers?window=${batch.window}&batch=${batch.number}`);
});

export const GET = route.withCaller(async ({ actor, request }) => {
  const query = new URL(request.url).searchParams;
  return sepaFileDownload(await depositTransfersFile(actor, query.get("window"), query.get("batch")));
});
