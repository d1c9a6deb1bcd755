import { noContent, route } from "@/server/http/handler";
import { deleteOperation, updateOperation } from "@/server/operations/admin";

type Params = { id: string };

/** Takes the operation as the API answers it (its id and read-only fields are ignored). */
export const PUT = route.withCaller<Params>(async ({ actor, params, body }) => updateOperation(actor, params.id, body));

export const DELETE = route.withCaller<Params>(async ({ actor, params }) => {
  await deleteOperation(actor, params.id);
  return noContent();
});
