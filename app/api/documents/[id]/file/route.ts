import { getActor } from "@/server/auth/session";
import { documentFile } from "@/server/documents";
import { recordDownload } from "@/server/files/download-log";
import { fileResponse, isNewDownload } from "@/server/files/serve-file";
import { clientAddress } from "@/server/http/client-address";
import { route } from "@/server/http/handler";

/** The uploaded file of a document, for whoever may see it (anyone else: 404). Private downloads are logged. */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const actor = await getActor(request.headers);
  const file = await documentFile(actor, id);
  const response = await fileResponse(file, request);
  if (!file.isPublic && response.ok && isNewDownload(request)) await recordDownload(actor, "document", id, clientAddress(request.headers));
  return response;
});
