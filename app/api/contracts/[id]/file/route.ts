import { getActor } from "@/server/auth/session";
import { contractFile } from "@/server/contracts";
import { recordDownload } from "@/server/files/download-log";
import { fileResponse, isNewDownload } from "@/server/files/serve-file";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/handler";

/** The uploaded file of a contract, for admins and investors of its operation (anyone else: 404). Downloads are logged. */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const actor = await getActor(request.headers);
  const file = await contractFile(actor, id);
  const response = await fileResponse(file, request);
  if (response.ok && isNewDownload(request)) await recordDownload(actor, "contract", id, clientAddress(request.headers));
  return response;
});
