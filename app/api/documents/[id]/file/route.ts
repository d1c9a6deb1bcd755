import { documentFile } from "@/server/papers/documents";
import { downloadResponse } from "@/server/files/serve-file";
import { route } from "@/server/api/handler";

/** The uploaded file of a document, for whoever may see it (anyone else: 404). Private downloads are logged. */
export const GET = route.withCaller<{ id: string }>(async ({ actor, params, request }) =>
  downloadResponse(actor, "document", params.id, await documentFile(actor, params.id), request),
);
