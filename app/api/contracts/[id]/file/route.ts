import { getActor } from "@/server/auth/session";
import { contractFile } from "@/server/contracts";
import { downloadResponse } from "@/server/files/serve-file";
import { route } from "@/server/http/handler";

/** The uploaded file of a contract, for admins and investors of its operation (anyone else: 404). Downloads are logged. */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const actor = await getActor(request.headers);
  return downloadResponse(actor, "contract", id, await contractFile(actor, id), request);
});
