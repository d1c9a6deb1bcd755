import { byId, noContent, route } from "@/server/api/handler";
import { deleteTransaction, getTransaction, updateTransaction } from "@/server/transactions/records";

export const GET = byId.read(getTransaction);
export const PUT = byId.update(updateTransaction);

/** Only a movement that moved no money (pending or failed) is deleted; `?reason=…` is kept by the audit log. */
export const DELETE = route.withCaller<{ id: string }>(async ({ actor, params, request }) => {
  await deleteTransaction(actor, params.id, new URL(request.url).searchParams.get("reason"));
  return noContent();
});
