import { noContent, route } from "@/server/api/handler";
import { cancelIbanChange, confirmOwnIbanChange, ownPendingIban } from "@/server/investors/iban-change";

/** Mis datos: the payout IBAN the club typed for the signed-in investor, waiting for them: `{ pending: { iban, requestedAt } | null }`. */
export const GET = route.withCaller(async ({ actor }) => ({ pending: await ownPendingIban(actor) }));

/** The investor confirms it: it becomes their payout account (`{ iban }`). */
export const POST = route.withCaller(async ({ actor }) => confirmOwnIbanChange(actor), { body: "none" });

/** The investor refuses it: the account keeps its IBAN (204). */
export const DELETE = route.withCaller(async ({ actor }) => {
  await cancelIbanChange(actor);
  return noContent();
});
