import { noContent, route } from "@/server/http/handler";
import { deleteInvestment, getInvestment, updateInvestment } from "@/server/investments";

type Params = { id: string };

/** Another investor's row is a 404, exactly like a missing one. */
export const GET = route.withCaller<Params>(async ({ actor, params }) => getInvestment(actor, params.id));

/** Takes the resource as GET answers it (its id and read-only fields are ignored). */
export const PUT = route.withCaller<Params>(async ({ actor, params, body }) => updateInvestment(actor, params.id, body));

export const DELETE = route.withCaller<Params>(async ({ actor, params }) => {
  await deleteInvestment(actor, params.id);
  return noContent();
});
