import { byId, noContent, route } from "@/server/api/handler";
import { deleteMovement, getMovement, updateMovement } from "@/server/ledger/movements";

export const GET = byId.read(getMovement);
export const PUT = byId.update(updateMovement);

/** Only a movement that moved no money (pending or failed) is deleted; `?reason=…` is kept by the audit log. */
export const DELETE = route.withCaller<{ id: string }>(async ({ actor, params, request }) => {
  await deleteMovement(actor, params.id, new URL(request.url).searchParams.get("reason"));
  return noContent();
});
