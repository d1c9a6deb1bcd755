import { route } from "@/server/api/handler";
import { approveWithdrawal } from "@/server/deposit/withdrawals";

/** An admin approves a withdrawal request: it is paid in its window. */
export const POST = route.withCaller<{ id: string }>(async ({ actor, params }) => approveWithdrawal(actor, params.id));
