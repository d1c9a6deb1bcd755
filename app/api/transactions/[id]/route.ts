import { noContent, route } from "@/server/http/handler";
import { deleteTransaction, getTransaction, updateTransaction } from "@/server/transactions/records";

type Params = { id: string };

/** Another investor's row is a 404, exactly like a missing one. */
export const GET = route.withCaller<Params>(async ({ actor, params }) => getTransaction(actor, params.id));

/** Takes the resource as GET answers it (its id and read-only fields are ignored). */
export const PUT = route.withCaller<Params>(async ({ actor, params, body }) => updateTransaction(actor, params.id, body));

export const DELETE = route.withCaller<Params>(async ({ actor, params }) => {
  await deleteTransaction(actor, params.id);
  return noContent();
});
