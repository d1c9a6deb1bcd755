import { noContent, route } from "@/server/http/handler";
import { deleteInvestor, getInvestor, updateInvestor } from "@/server/investors";

type Params = { id: string };

export const GET = route.withCaller<Params>(async ({ actor, params }) => getInvestor(actor, params.id));

/** Takes the investor as GET answers them (the id and read-only fields are ignored). */
export const PUT = route.withCaller<Params>(async ({ actor, params, body }) => updateInvestor(actor, params.id, body));

/** Deleting an investor removes their investments too (database cascade). */
export const DELETE = route.withCaller<Params>(async ({ actor, params }) => {
  await deleteInvestor(actor, params.id);
  return noContent();
});
