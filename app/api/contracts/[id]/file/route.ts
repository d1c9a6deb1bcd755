import { contractFile } from "@/server/papers/contracts";
import { downloadResponse } from "@/server/files/serve-file";
import { route } from "@/server/api/handler";

/** The uploaded file of a contract, for admins and investors of its operation (anyone else: 404). Downloads are logged. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params, request }) =>
  downloadResponse(actor, "contract", params.id, await contractFile(actor, params.id), request),
);
