import { noContent, route } from "@/server/api/handler";
import { approveIbanChange, cancelIbanChange } from "@/server/investors/iban-change";

/** A second administrator approves the investor's waiting payout IBAN (never the one who typed it): `{ iban }`. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => approveIbanChange(actor, params.id), { body: "none" });

/** An administrator cancels it: the account keeps its IBAN (204). */
export const DELETE = route.withCaller<{ id: string }>(async ({ actor, params }) => {
  await cancelIbanChange(actor, params.id);
  return noContent();
});
