import { route } from "@/server/api/handler";
import { closeDepositAccount } from "@/server/deposit/closing";

/** An admin closes a deposit account: `{ reason }`; its whole balance, with the interest to the day, goes out in today's transfers. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params, body }) => closeDepositAccount(actor, params.id, body));
