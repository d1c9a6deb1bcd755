import { noContent, route } from "@/server/http/handler";
import { deleteDocument, getDocument, updateDocument } from "@/server/documents";

type Params = { id: string };

/** Another investor's row is a 404, exactly like a missing one. */
export const GET = route.withCaller<Params>(async ({ actor, params }) => getDocument(actor, params.id));

/** Takes the resource as GET answers it (its id and read-only fields are ignored). */
export const PUT = route.withCaller<Params>(async ({ actor, params, body }) => updateDocument(actor, params.id, body));

export const DELETE = route.withCaller<Params>(async ({ actor, params }) => {
  await deleteDocument(actor, params.id);
  return noContent();
});
