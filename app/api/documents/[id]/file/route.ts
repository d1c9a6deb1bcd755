import { getActor } from "@/server/auth/session";
import { documentFile } from "@/server/documents";
import { downloadResponse } from "@/server/files/serve-file";
import { route } from "@/server/http/handler";

/** The uploaded file of a document, for whoever may see it (anyone else: 404). Private downloads are logged. */
export const GET = route<{ id: string }>(async (request, { params }) => {
  const { id } = await params;
  const actor = await getActor(request.headers);
  return downloadResponse(actor, "document", id, await documentFile(actor, id), request);
});
