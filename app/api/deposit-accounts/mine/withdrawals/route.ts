import { created, route } from "@/server/api/handler";
import { listOwnWithdrawals, requestWithdrawal } from "@/server/deposit/withdrawals";

/** The caller's withdrawals from their deposit account, the latest first. */
export const GET = route.withCaller(async ({ actor }) => listOwnWithdrawals(actor));

/** Asks for a withdrawal: `{ amount }` (a decimal string, or `"all"`) → 201, queued for the next window after the notice. */
export const POST = route.withCaller(async ({ actor, body }) => created(await requestWithdrawal(actor, body)));
